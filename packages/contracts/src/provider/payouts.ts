// Card Payouts v4 (shared/provider-api.md §10): fast access and basic disbursement.
import * as z from 'zod/mini';
import {
  billingAddressSchema,
  cardHolderNameSchema,
  cardNumberSchema,
  expiryDateSchema,
  halLinks,
  hrefSchema,
  merchantSchema,
  narrativeSchema,
  transactionReferenceSchema,
  valueSchema,
} from './common';
import { tokenNumberSchema, walletBillingAddressSchema } from './instruments';

export const payoutRequestSchema = z.strictObject({
  transactionReference: transactionReferenceSchema,
  merchant: merchantSchema,
  instruction: z.strictObject({
    narrative: narrativeSchema,
    value: valueSchema,
    payoutInstrument: z.discriminatedUnion('type', [
      z.strictObject({
        type: z.literal('card/plain'),
        cardHolderName: z.optional(cardHolderNameSchema),
        cardNumber: cardNumberSchema,
        cardExpiryDate: expiryDateSchema,
        billingAddress: z.optional(billingAddressSchema),
      }),
      z.strictObject({ type: z.literal('card/tokenized'), href: hrefSchema }),
      // A network token (issue 41, deviation 6), and a decrypted Apple Pay token (its DPAN).
      z.strictObject({
        type: z.literal('card/networkToken'),
        tokenNumber: tokenNumberSchema,
        expiryDate: expiryDateSchema,
        // Not in its schema, sent by its example: taken.
        cardHolderName: z.optional(cardHolderNameSchema),
        billingAddress: z.optional(walletBillingAddressSchema),
      }),
      z.strictObject({
        type: z.literal('card/networkToken+applepay'),
        dpan: tokenNumberSchema,
        cardExpiryDate: expiryDateSchema,
        cardHolderName: z.optional(cardHolderNameSchema),
        billingAddress: z.optional(walletBillingAddressSchema),
      }),
    ]),
  }),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const payoutOutcomes = [
  'requested',
  'pending',
  'approved',
  'disbursed',
  'refused',
  'error',
  'requestReceived',
  'inReview',
] as const;
export type PayoutOutcome = (typeof payoutOutcomes)[number];

export const payoutResponseSchema = z.object({
  outcome: z.enum(payoutOutcomes),
  transactionReference: z.string(),
  receivedAt: z.string(),
  refusalCode: z.optional(z.string()),
  scheme: z.optional(z.object({ name: z.enum(['visa', 'mastercard']), reference: z.string() })),
  _links: halLinks(['payouts:payout']),
});
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;
