// GET /api/config: the environment config of spec §3, per provider profile ('try' by default).
// Built once at start-up from validated settings; holds no secret.
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import {
  environmentConfigSchema,
  environmentNameSchema,
  type EnvironmentConfig,
  type EnvironmentName,
} from '@sjd/contracts';
import type { AppConfig } from '../config/env';
import type { ZodTypeProvider } from '../plugins/zod-schemas';
import { challengeReturnPath } from './challenge-return';

const querySchema = z.strictObject({ environment: z._default(environmentNameSchema, 'try') });

export function environmentConfigFor(
  config: AppConfig,
  environment: EnvironmentName,
): EnvironmentConfig {
  const provider = config.providers[environment];
  return {
    environment,
    secureOrigin3ds: provider.secureOrigin3ds,
    wpBaseUrl: provider.baseUrl,
    wpEndpoint: '/api/wpservices',
    paymentsEndpoint: '/api/payments',
    HPPEndpoint: '/api/hpp',
    challengeReturnUrl: `${config.publicUrl}${challengeReturnPath}`,
    applePaySessionUrl: provider.applePaySessionUrl,
    // The provider's APM API (PayPal): POST {base}/apmPayments.
    apmPaymentsUrl: `${provider.baseUrl}/apmPayments`,
    HPPSDKURL: provider.hppLibraryUrl,
    checkoutSDKPath: '/access-checkout/v2/checkout.js',
    checkoutId: provider.checkoutId,
    entity: provider.entity,
    testScenariosUrl: provider.testScenariosUrl,
    ...config.site,
  };
}

export function configRoutes(config: AppConfig): FastifyPluginAsync {
  // Parsed and serialised once at start-up: a misconfiguration fails the boot, not a visitor's
  // request, and each request only sends a ready string.
  const prepare = (name: EnvironmentName) => {
    const value = environmentConfigSchema.parse(environmentConfigFor(config, name));
    return { value, json: JSON.stringify(value) };
  };
  const prepared: Record<EnvironmentName, ReturnType<typeof prepare>> = {
    try: prepare('try'),
    live: prepare('live'),
  };

  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/config',
      { schema: { querystring: querySchema, response: { 200: environmentConfigSchema } } },
      async (request, reply) => {
        const { value, json } = prepared[request.query.environment];
        return reply
          .header('cache-control', 'no-cache')
          .serializer(() => json)
          .send(value);
      },
    );
  };
}
