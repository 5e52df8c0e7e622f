// Standalone 3DS API v3 (shared/provider-api.md §4): device data initialization,
// authentication and verification after a challenge.
import * as z from 'zod/mini';
import {
  entitySchema,
  halLinks,
  opaqueObjectSchema,
  transactionReferenceSchema,
  valueSchema,
} from './common';
import {
  cardFrontSchema,
  cardNetworkTokenFrontSchema,
  cardTokenizedSchema,
  googlePayWalletSchema,
} from './instruments';
import { threeDsChallengePreferences, threeDsWindowSizes } from './payments-api';

/**
 * 3DS instruments: a full card (with its billing address, which the document declares and its
 * minimum recommended examples send: issue 41, deviation 1), a stored token, a network token
 * or a Google Pay payload.
 */
export const threeDsInstrumentSchema = z.discriminatedUnion('type', [
  cardFrontSchema,
  cardTokenizedSchema,
  cardNetworkTokenFrontSchema,
  googlePayWalletSchema,
]);
export type ThreeDsInstrument = z.infer<typeof threeDsInstrumentSchema>;

/**
 * A challenge's reference: exactly 20 letters and digits, the verification request's pattern
 * (the answers' schemas allow up to 20 of anything, but a reference must be sendable back).
 */
export const challengeReferenceSchema = z.string().check(z.regex(/^[A-Za-z0-9]{20}$/));

/** 3DS's entity: letters, digits and spaces (its document's pattern). */
const threeDsEntitySchema = entitySchema.check(z.regex(/^[A-Za-z0-9 ]*$/));
const threeDsMerchantSchema = z.strictObject({ entity: threeDsEntitySchema });

export const deviceDataInitializationRequestSchema = z.strictObject({
  transactionReference: transactionReferenceSchema,
  merchant: threeDsMerchantSchema,
  paymentInstrument: z.optional(threeDsInstrumentSchema),
});
export type DeviceDataInitializationRequest = z.infer<typeof deviceDataInitializationRequestSchema>;

export const threeDsRels = ['3ds:authenticate', '3ds:verify'] as const;
const threeDsLinks = halLinks(threeDsRels);

export const deviceDataInitializationResponseSchema = z.object({
  outcome: z.enum(['initialized', 'alreadyAuthenticated']),
  transactionReference: z.string(),
  deviceDataCollection: z.object({
    jwt: z.string(),
    url: z.string(),
    bin: z.optional(z.string()),
  }),
  _links: threeDsLinks,
});

export const threeDsAuthenticationRequestSchema = z.strictObject({
  transactionReference: transactionReferenceSchema,
  merchant: z.strictObject({
    entity: threeDsEntitySchema,
    overrideName: z.optional(z.string().check(z.minLength(1), z.maxLength(25))),
    acquirerId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  }),
  instruction: z.strictObject({
    paymentInstrument: threeDsInstrumentSchema,
    value: valueSchema,
  }),
  deviceData: z.strictObject({
    collectionReference: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
    acceptHeader: z.string().check(z.minLength(1), z.maxLength(2048)),
    userAgentHeader: z.string().check(z.minLength(1), z.maxLength(2048)),
    browserLanguage: z.optional(z.string().check(z.minLength(1), z.maxLength(35))),
    browserJavaEnabled: z.optional(z.boolean()),
    browserColorDepth: z.optional(z.string()),
    browserScreenHeight: z.optional(z.int().check(z.minimum(0))),
    browserScreenWidth: z.optional(z.int().check(z.minimum(0))),
    timeZone: z.optional(z.string().check(z.regex(/^[+-]?\d{1,4}$/))),
    browserJavascriptEnabled: z.optional(z.boolean()),
    ipAddress: z.optional(z.string().check(z.minLength(1), z.maxLength(45))),
    channel: z.optional(z.enum(['browser', 'native'])),
  }),
  challenge: z.strictObject({
    returnUrl: z.url(),
    windowSize: z.optional(z.enum(threeDsWindowSizes)),
    preference: z.optional(z.enum(threeDsChallengePreferences)),
  }),
  riskData: z.optional(opaqueObjectSchema),
});
export type ThreeDsAuthenticationRequest = z.infer<typeof threeDsAuthenticationRequestSchema>;

export const threeDsVerificationRequestSchema = z.strictObject({
  transactionReference: transactionReferenceSchema,
  merchant: threeDsMerchantSchema,
  challenge: z.strictObject({ reference: challengeReferenceSchema }),
});
export type ThreeDsVerificationRequest = z.infer<typeof threeDsVerificationRequestSchema>;

export const threeDsAuthenticationOutcomes = [
  'authenticated',
  'challenged',
  'authenticationFailed',
  'unavailable',
  'bypassed',
  'notEnrolled',
  'authenticationOutage',
  'alreadyAuthenticated',
  'signatureFailed',
] as const;
export type ThreeDsAuthenticationOutcome = (typeof threeDsAuthenticationOutcomes)[number];

const authenticationResult = z.object({
  version: z.string(),
  authenticationValue: z.optional(z.string()),
  eci: z.optional(z.string()),
  transactionId: z.optional(z.string()),
});

const resultFields = {
  transactionReference: z.string(),
  acsTransactionId: z.optional(z.string()),
  status: z.optional(z.enum(['Y', 'N', 'U', 'A', 'C', 'R', 'I'])),
  enrolled: z.optional(z.enum(['Y', 'N', 'U', 'B'])),
  authentication: z.optional(authenticationResult),
  _links: z.optional(threeDsLinks),
};

/** Authentication and verification answers, one shape per outcome (§4). */
export const threeDsResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('authenticated'), ...resultFields }),
  z.object({
    outcome: z.literal('challenged'),
    transactionReference: z.string(),
    authentication: z.object({ version: z.string() }),
    challenge: z.object({
      reference: challengeReferenceSchema,
      url: z.string(),
      jwt: z.string(),
      payload: z.string(),
    }),
    _links: threeDsLinks,
  }),
  z.object({ outcome: z.literal('authenticationFailed'), ...resultFields }),
  z.object({ outcome: z.literal('unavailable'), ...resultFields }),
  z.object({ outcome: z.literal('bypassed'), ...resultFields }),
  z.object({ outcome: z.literal('notEnrolled'), ...resultFields }),
  z.object({ outcome: z.literal('signatureFailed'), ...resultFields }),
]);
export type ThreeDsResult = z.infer<typeof threeDsResultSchema>;
