// Checkout SDK session endpoints (shared/provider-api.md §11.3): short-lived, single-use
// references to card data that the card-field frames post from the provider's own origin.
import * as z from 'zod/mini';
import { cardNumberSchema, cvcSchema, expiryDateSchema, halLinks } from './common';

/** The Checkout ID the SDK was initialised with. */
const identity = z.string().check(z.minLength(1), z.maxLength(128));

export const cardSessionRequestSchema = z.strictObject({
  identity,
  cardNumber: cardNumberSchema,
  cardExpiryDate: expiryDateSchema,
  cvc: z.optional(cvcSchema),
});
export type CardSessionRequest = z.infer<typeof cardSessionRequestSchema>;

export const cvcSessionRequestSchema = z.strictObject({ identity, cvc: cvcSchema });
export type CvcSessionRequest = z.infer<typeof cvcSessionRequestSchema>;

export const verifiedTokenSessionRequestSchema = z.strictObject({
  identity,
  cardNumber: cardNumberSchema,
  cardExpiryDate: expiryDateSchema,
  cvc: cvcSchema,
});
export type VerifiedTokenSessionRequest = z.infer<typeof verifiedTokenSessionRequestSchema>;

export const sessionResponseSchema = z.object({ _links: halLinks(['sessions:session']) });
export const verifiedTokenSessionResponseSchema = z.object({
  _links: halLinks(['verifiedTokens:session']),
});
