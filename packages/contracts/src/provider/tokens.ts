// Verified Tokens v3 (shared/provider-api.md §5) and Tokens v3 (§6): create a verified token,
// read, update (one attribute per PUT to its own link), delete, and resolve conflicts.
import * as z from 'zod/mini';
import {
  billingAddressSchema,
  cardHolderNameSchema,
  cardNumberSchema,
  cvcSchema,
  expiryDateSchema,
  fundingTypeSchema,
  halLinks,
  hrefSchema,
  merchantSchema,
  namespaceSchema,
  narrativeSchema,
  responseBillingAddressSchema,
  responseExpiryDateSchema,
} from './common';

const description = z.string().check(z.minLength(1), z.maxLength(255), z.regex(/^[^&<]*$/));

export const verifiedTokenInstrumentSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('card/plain'),
    cardHolderName: cardHolderNameSchema,
    cardNumber: cardNumberSchema,
    cardExpiryDate: expiryDateSchema,
    cvc: z.optional(cvcSchema),
    billingAddress: z.optional(billingAddressSchema),
  }),
  z.strictObject({
    type: z.literal('card/checkout'),
    sessionHref: hrefSchema,
    cardHolderName: cardHolderNameSchema,
    billingAddress: z.optional(billingAddressSchema),
  }),
]);

export const verifiedTokenRequestSchema = z.strictObject({
  description: z.optional(description),
  paymentInstrument: verifiedTokenInstrumentSchema,
  narrative: z.optional(narrativeSchema),
  merchant: merchantSchema,
  verificationCurrency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  namespace: z.optional(namespaceSchema),
  tokenExpiryDateTime: z.optional(z.iso.datetime()),
});
export type VerifiedTokenRequest = z.infer<typeof verifiedTokenRequestSchema>;

// Verification result (also the body of account verifications, §9.1). Risk names are
// snake_case here, unlike the payment APIs.
export const verificationRiskFactorSchema = z.object({
  type: z.enum(['cvc', 'avs']),
  risk: z.enum(['matched', 'not_matched', 'not_checked', 'not_supplied']),
  detail: z.optional(z.enum(['address', 'postcode'])),
});

export const verificationSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('verified'),
    transactionReference: z.optional(z.string()),
    schemeTransactionReference: z.string(),
    checkedAt: z.string(),
    riskFactors: z.array(verificationRiskFactorSchema),
    paymentInstrument: z.object({
      type: z.string(),
      card: z.object({
        number: z.object({ bin: z.string(), last4Digits: z.string() }),
        issuer: z.optional(z.object({ name: z.string() })),
        expiryDate: z.optional(responseExpiryDateSchema),
        brand: z.string(),
        fundingType: fundingTypeSchema,
        category: z.optional(z.string()),
        countryCode: z.optional(z.string()),
        paymentAccountReference: z.optional(z.string()),
      }),
    }),
  }),
  z.object({
    outcome: z.literal('not verified'),
    transactionReference: z.optional(z.string()),
    code: z.string(),
    description: z.string(),
    checkedAt: z.string(),
    riskFactors: z.array(verificationRiskFactorSchema),
    paymentInstrument: z.object({
      type: z.string(),
      card: z.object({ brand: z.string(), fundingType: fundingTypeSchema }),
    }),
  }),
]);
export type Verification = z.infer<typeof verificationSchema>;

export const tokenRels = [
  'tokens:token',
  'tokens:description',
  'tokens:cardHolderName',
  'tokens:cardExpiryDate',
  'tokens:billingAddress',
  'tokens:schemeTransactionReference',
  'tokens:conflicts',
] as const;
export type TokenRel = (typeof tokenRels)[number];

export const tokenConflictsSchema = z.object({
  conflictsExpiryDateTime: z.string(),
  schemeTransactionReference: z.optional(z.string()),
  paymentInstrument: z.object({
    cardHolderName: z.optional(z.string()),
    cardExpiryDate: z.optional(responseExpiryDateSchema),
    billingAddress: z.optional(responseBillingAddressSchema),
  }),
});

export const tokenSchema = z.object({
  tokenId: z.string(),
  description: z.optional(z.string()),
  tokenExpiryDateTime: z.string(),
  schemeTransactionReference: z.optional(z.string()),
  namespace: z.optional(z.string()),
  tokenPaymentInstrument: z.object({ type: z.literal('card/tokenized'), href: z.string() }),
  paymentInstrument: z.object({
    /** `card/front` (full number) only when detokenizing with `masked=false`. */
    type: z.enum(['card/masked', 'card/front']),
    cardNumber: z.string(),
    cardHolderName: z.string(),
    cardExpiryDate: responseExpiryDateSchema,
    billingAddress: z.optional(responseBillingAddressSchema),
    bin: z.string(),
    brand: z.string(),
    fundingType: z.optional(fundingTypeSchema),
    countryCode: z.optional(z.string()),
  }),
  conflicts: z.optional(tokenConflictsSchema),
  _links: halLinks(tokenRels),
});
export type Token = z.infer<typeof tokenSchema>;

/**
 * Verified Tokens' verification carries `_links` (required by its document; issue 41,
 * deviation 3): the sandbox gives its `curies` and no relation it does not serve.
 */
export const verifiedTokenVerificationSchema = z.intersection(
  verificationSchema,
  z.object({ _links: halLinks(['verifications:verification']) }),
);

export const verifiedTokenResponseSchema = z.object({
  _embedded: z.object({ verification: verifiedTokenVerificationSchema, token: tokenSchema }),
});
export type VerifiedTokenResponse = z.infer<typeof verifiedTokenResponseSchema>;

// Attribute updates: the body is the bare new value (§6.3).
export const tokenCardHolderNameUpdateSchema = cardHolderNameSchema;
export const tokenCardExpiryDateUpdateSchema = expiryDateSchema;
export const tokenBillingAddressUpdateSchema = billingAddressSchema;
export const tokenDescriptionUpdateSchema = description;
export const tokenSchemeTransactionReferenceUpdateSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64));

// The one PUT on a token's links: an attribute's bare new value, or nothing (applying conflicts).
// Which of these an attribute link takes is decided by the link, so the sandbox parses each with
// its own schema above; this union is the operation's request contract as a whole.
export const tokenUpdateBodySchema = z.optional(
  z.union([
    tokenCardHolderNameUpdateSchema,
    tokenCardExpiryDateUpdateSchema,
    tokenBillingAddressUpdateSchema,
    tokenDescriptionUpdateSchema,
    tokenSchemeTransactionReferenceUpdateSchema,
  ]),
);
