// Tokens v3: a token made without a verification (`POST /tokens`), and network tokens (the
// scheme's token for a card, a DPAN): provision, look up, delete, and a cryptogram to pay with.
import * as z from 'zod/mini';
import {
  halLinks,
  linkSchema,
  merchantSchema,
  namespaceSchema,
  responseExpiryDateSchema,
} from './common';
import { cardFrontSchema, cardTokenizedSchema, tokenNumberSchema } from './instruments';

/** `POST /tokens`: a card stored as it is given (no verification, no scheme reference). */
export const createTokenRequestSchema = z.strictObject({
  paymentInstrument: cardFrontSchema,
  merchant: merchantSchema,
  description: z.optional(z.string().check(z.minLength(1), z.maxLength(255), z.regex(/^[^&<]*$/))),
  namespace: z.optional(namespaceSchema),
  tokenExpiryDateTime: z.optional(z.iso.datetime()),
  schemeTransactionReference: z.optional(
    z.string().check(z.minLength(1), z.maxLength(56), z.regex(/^[a-zA-Z0-9 ]*$/)),
  ),
});
export type CreateTokenRequest = z.infer<typeof createTokenRequestSchema>;

/** `POST /tokens/network`: the card, or a token of it. */
export const provisionNetworkTokenRequestSchema = z.strictObject({
  paymentInstrument: z.discriminatedUnion('type', [cardFrontSchema, cardTokenizedSchema]),
  merchant: merchantSchema,
});
export type ProvisionNetworkTokenRequest = z.infer<typeof provisionNetworkTokenRequestSchema>;

export const networkTokenCryptogramRequestSchema = z.strictObject({
  tokenNumber: tokenNumberSchema,
});

export const networkTokenStatuses = ['Active', 'Provision Processor Error'] as const;

const provisioningError = z.object({
  errorCode: z.string(),
  providerErrorCode: z.string(),
  source: z.string(),
  context: z.string(),
  message: z.string(),
});

const networkTokenFields = {
  tokenPaymentInstrument: z.optional(
    z.object({
      status: z.enum(networkTokenStatuses),
      type: z.literal('card/networkToken'),
      tokenNumber: z.optional(z.string()),
      expiryDate: z.optional(responseExpiryDateSchema),
    }),
  ),
  paymentInstrument: z.object({
    type: z.literal('card/masked'),
    firstSix: z.string(),
    lastFour: z.string(),
    cardExpiryDate: responseExpiryDateSchema,
    paymentAccountReference: z.string(),
  }),
  provisioningErrors: z.optional(z.array(provisioningError)),
};

export const networkTokenProvisionResponseSchema = z.object({
  tokenReference: z.string(),
  ...networkTokenFields,
  _links: z.object({
    self: linkSchema,
    'tokens:networkTokenLookup': linkSchema,
    curies: z.optional(z.array(z.unknown())),
  }),
});
export type NetworkTokenProvisionResponse = z.infer<typeof networkTokenProvisionResponseSchema>;

export const networkTokenResponseSchema = z.object({
  ...networkTokenFields,
  _links: halLinks(['self', 'tokens:networkTokenCryptogram']),
});

export const networkTokenCryptogramResponseSchema = z.object({
  cryptogramDetails: z.object({ cryptogram: z.string(), eci: z.string() }),
  _links: z.object({
    self: linkSchema,
    'tokens:networkTokenLookup': z.object({ href: z.string(), templated: z.boolean() }),
    curies: z.optional(z.array(z.unknown())),
  }),
});
