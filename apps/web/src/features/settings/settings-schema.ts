// The settings form's schema (zod/mini, through react-hook-form's zod resolver), built per theme:
// only the integration types and currencies the theme offers are valid.
import * as z from 'zod/mini';
import { environmentNameSchema } from '@sjd/contracts';
import { capabilitiesOf } from '../../config/shops';
import { clientIntegrationTypes, type ThemeName } from '../../themes/theme-types';

export function settingsSchema(theme: ThemeName) {
  const caps = capabilitiesOf(theme);
  return z
    .object({
      environment: environmentNameSchema,
      integrationType: z.enum(caps.integrationTypes, 'Not offered in this demo'),
      clientIntegrationType: z.enum(clientIntegrationTypes),
      currency: z.enum(caps.currencies, 'Not offered in this demo'),
      allow3DS: z.boolean(),
      allowFraudSight: z.boolean(),
      checkCVC: z.boolean(),
      allowExpressPayment: z.boolean(),
      allowLocalMethods: z.boolean(),
    })
    .check(
      z.refine(
        (value) => value.environment !== 'live' || value.clientIntegrationType === 'Checkout',
        {
          message: 'Not available in Live',
          path: ['clientIntegrationType'],
        },
      ),
    );
}
