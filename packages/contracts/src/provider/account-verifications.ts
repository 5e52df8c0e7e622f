// Account verifications v5, intelligent card-on-file (shared/provider-api.md §9.1). The answer
// is the same verification object Verified Tokens embeds.
import * as z from 'zod/mini';
import {
  billingAddressSchema,
  cardHolderNameSchema,
  cardNumberSchema,
  currencySchema,
  cvcSchema,
  expiryDateSchema,
  hrefSchema,
  merchantSchema,
  narrativeSchema,
  transactionReferenceSchema,
} from './common';

export const accountVerificationRequestSchema = z.strictObject({
  transactionReference: transactionReferenceSchema,
  currency: currencySchema,
  merchant: merchantSchema,
  paymentInstrument: z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('card/plain'),
      cardNumber: cardNumberSchema,
      cardExpiryDate: expiryDateSchema,
      cardHolderName: cardHolderNameSchema,
      cvc: z.optional(cvcSchema),
      billingAddress: z.optional(billingAddressSchema),
    }),
    z.strictObject({
      type: z.literal('card/tokenized'),
      href: hrefSchema,
      cvc: z.optional(cvcSchema),
    }),
  ]),
  narrative: z.optional(narrativeSchema),
  customer: z.optional(
    z.strictObject({
      authentication: z.optional(
        z.strictObject({
          type: z.literal('3DS'),
          version: z.optional(z.string()),
          eci: z.optional(z.string()),
          authenticationValue: z.optional(z.string()),
          transactionId: z.optional(z.string()),
        }),
      ),
    }),
  ),
});
export type AccountVerificationRequest = z.infer<typeof accountVerificationRequestSchema>;
