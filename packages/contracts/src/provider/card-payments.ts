// Card Payments API v7 (shared/provider-api.md §7): customer- and merchant-initiated
// authorizations, their management actions (202 with links) and the events query.
// Note the field names differ from the Payments API: `card/checkout` carries `tokenHref` and
// `cvcHref`, and `card/plain` carries `expiryDate`.
import * as z from 'zod/mini';
import {
  billingAddressSchema,
  cardHolderNameSchema,
  cardNumberSchema,
  cvcSchema,
  expiryDateSchema,
  halLinks,
  hrefSchema,
  merchantSchema,
  narrativeSchema,
  opaqueObjectSchema,
  partialValueSchema,
  transactionReferenceSchema,
  valueSchema,
} from './common';
import {
  cryptogramSchema,
  eciSchema,
  fundsTransferSchema,
  tokenNumberSchema,
  walletTokenSchema,
} from './instruments';
import {
  paymentInstrumentResultSchema,
  paymentsApiLastEvents,
  riskFactorSchema,
} from './payments-api-responses';

const plainCard = z.strictObject({
  type: z.literal('card/plain'),
  cardNumber: cardNumberSchema,
  expiryDate: expiryDateSchema,
  cvc: z.optional(cvcSchema),
  cardHolderName: z.optional(cardHolderNameSchema),
  billingAddress: z.optional(billingAddressSchema),
});
const tokenCard = z.strictObject({
  type: z.literal('card/token'),
  href: hrefSchema,
  cvc: z.optional(cvcSchema),
});
const checkoutCard = z.strictObject({
  type: z.literal('card/checkout'),
  tokenHref: hrefSchema,
  cvcHref: z.optional(hrefSchema),
});

/** A network token, or a decrypted wallet (its DPAN): the cryptogram is in `authentication`. */
const networkTokenCard = <T extends string>(type: T) =>
  z.strictObject({
    type: z.literal(type),
    tokenNumber: tokenNumberSchema,
    expiryDate: expiryDateSchema,
    cardHolderName: z.optional(cardHolderNameSchema),
    billingAddress: z.optional(billingAddressSchema),
  });
/** A wallet's encrypted payload. */
const walletCard = <T extends string>(type: T) =>
  z.strictObject({
    type: z.literal(type),
    walletToken: walletTokenSchema,
    billingAddress: z.optional(billingAddressSchema),
  });

export const cardPaymentInstrumentSchema = z.discriminatedUnion('type', [
  plainCard,
  tokenCard,
  checkoutCard,
  networkTokenCard('card/networkToken'),
  networkTokenCard('card/networkToken+applepay'),
  networkTokenCard('card/networkToken+googlepay'),
  walletCard('card/wallet+applepay'),
  walletCard('card/wallet+googlepay'),
]);
export type CardPaymentInstrument = z.infer<typeof cardPaymentInstrumentSchema>;

const instructionValue = z.strictObject({
  currency: valueSchema.shape.currency,
  amount: valueSchema.shape.amount,
  estimated: z.optional(z.boolean()),
  acceptPartialAmount: z.optional(z.boolean()),
});

/** 3DS done elsewhere (the 3DS API, an MPI), a network token's cryptogram, customer data. */
const threeDsAuthentication = z.strictObject({
  threeDS: z.optional(
    z.strictObject({
      version: z.string().check(z.minLength(5), z.maxLength(10)),
      eci: z.string().check(z.regex(/^\d{2}$/)),
      authenticationValue: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      transactionId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      cryptogramAlgorithm: z.optional(z.union([z.string(), z.int()])),
      challengePreference: z.optional(z.string()),
      authenticationFlow: z.optional(
        z.enum(['challenge', 'frictionless', 'frictionlessDelegated']),
      ),
      status: z.optional(z.string()),
      statusReason: z.optional(z.string()),
      cancellationIndicator: z.optional(z.string().check(z.regex(/^\d{2}$/))),
      networkScore: z.optional(z.string().check(z.regex(/^\d{1,2}$/))),
      brand: z.optional(z.literal('cartesBancaires')),
    }),
  ),
  networkToken: z.optional(
    z.strictObject({ cryptogram: cryptogramSchema, eci: z.optional(eciSchema) }),
  ),
  customerData: z.optional(opaqueObjectSchema),
});

/** Card Payments' merchant: the entity, and (issue 41, deviation 5) its optional details. */
const cardPaymentsMerchant = z.strictObject({
  entity: merchantSchema.shape.entity,
  mcc: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  paymentFacilitator: z.optional(opaqueObjectSchema),
  taxReference: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
});

const citAgreement = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('cardOnFile'),
    storedCardUsage: z.enum(['first', 'subsequent']),
  }),
  z.strictObject({ type: z.literal('subscription'), storedCardUsage: z.literal('first') }),
  z.strictObject({
    type: z.literal('installment'),
    storedCardUsage: z.literal('first'),
    installmentType: z.optional(z.string()),
  }),
]);

const schemeReference = z.string().check(z.minLength(1), z.maxLength(64));
const mitAgreement = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('subscription'), schemeReference }),
  z.strictObject({
    type: z.literal('installment'),
    installmentType: z.literal('merchant'),
    schemeReference,
  }),
  z.strictObject({ type: z.literal('unscheduled'), schemeReference }),
]);

function instruction<A extends z.ZodMiniType>(agreement: A) {
  return z.strictObject({
    requestAutoSettlement: z.strictObject({ enabled: z.boolean() }),
    narrative: narrativeSchema,
    value: instructionValue,
    paymentInstrument: cardPaymentInstrumentSchema,
    customerAgreement: agreement,
    routing: z.optional(opaqueObjectSchema),
    // Accepted and not simulated (issue 41, deviation 5): they change no outcome here.
    consumerBillPayment: z.optional(z.boolean()),
    debtRepayment: z.optional(z.boolean()),
    requestAccountUpdater: z.optional(z.boolean()),
    fundsTransfer: z.optional(fundsTransferSchema),
  });
}

export const customerInitiatedTransactionSchema = z.strictObject({
  transactionReference: transactionReferenceSchema,
  orderReference: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  merchant: cardPaymentsMerchant,
  channel: z.enum(['ecom', 'moto']),
  instruction: instruction(z.optional(citAgreement)),
  riskProfile: z.optional(hrefSchema),
  authentication: z.optional(threeDsAuthentication),
  exemption: z.optional(opaqueObjectSchema),
  customer: z.optional(opaqueObjectSchema),
  shipping: z.optional(opaqueObjectSchema),
});
export type CustomerInitiatedTransaction = z.infer<typeof customerInitiatedTransactionSchema>;

export const merchantInitiatedTransactionSchema = z.strictObject({
  transactionReference: transactionReferenceSchema,
  orderReference: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  merchant: cardPaymentsMerchant,
  channel: z.optional(z.literal('ecom')),
  instruction: instruction(mitAgreement),
  authentication: z.optional(threeDsAuthentication),
  customer: z.optional(opaqueObjectSchema),
  shipping: z.optional(opaqueObjectSchema),
});
export type MerchantInitiatedTransaction = z.infer<typeof merchantInitiatedTransactionSchema>;

// Follow-up action bodies (v7 `payments_partialSettle`, `payments_partialRefund`,
// `payments_partialCancel`, `payments_settle` / `_refund` / `_cancel`): a `reference` is
// 1–128 characters of letters, digits and '-', required on the partial actions. Marketplace,
// customer, shipping, order and industry data are accepted and not simulated.
const actionReference = z
  .string()
  .check(z.minLength(1), z.maxLength(128), z.regex(/^[-A-Za-z0-9]*$/));
const surchargedValue = z.strictObject({
  ...partialValueSchema.shape,
  surchargeAmount: z.optional(z.int().check(z.minimum(0), z.maximum(999_999_999))),
});

export const cardPaymentPartialSettleSchema = z.strictObject({
  value: surchargedValue,
  reference: actionReference,
  sequence: z.optional(
    z.strictObject({
      number: z.int().check(z.minimum(1), z.maximum(99)),
      total: z.int().check(z.minimum(1), z.maximum(99)),
    }),
  ),
  merchant: z.optional(opaqueObjectSchema),
  customer: z.optional(opaqueObjectSchema),
  shipping: z.optional(opaqueObjectSchema),
  order: z.optional(opaqueObjectSchema),
  industryData: z.optional(opaqueObjectSchema),
});
export const cardPaymentPartialRefundSchema = z.strictObject({
  value: surchargedValue,
  reference: actionReference,
  merchant: z.optional(opaqueObjectSchema),
});
export const cardPaymentPartialCancelSchema = z.strictObject({
  value: partialValueSchema,
  reference: actionReference,
});
/** Full settle, refund, cancel and reverse: no body, or one whose only read field is `reference`. */
export const cardPaymentActionBodySchema = z.optional(
  z.looseObject({ reference: z.optional(actionReference) }),
);

export const cardPaymentRels = [
  'cardPayments:cancel',
  'cardPayments:partialCancel',
  'cardPayments:settle',
  'cardPayments:partialSettle',
  'cardPayments:refund',
  'cardPayments:partialRefund',
  'cardPayments:reverse',
  'cardPayments:increaseAuthorizedAmount',
  'cardPayments:events',
] as const;
export type CardPaymentRel = (typeof cardPaymentRels)[number];
export const cardPaymentLinksSchema = halLinks(cardPaymentRels);

export const cardPaymentOutcomes = ['authorized', 'refused', 'Sent for Settlement'] as const;

export const cardPaymentResponseSchema = z.object({
  outcome: z.enum(cardPaymentOutcomes),
  transactionReference: z.string(),
  paymentId: z.string(),
  commandId: z.string(),
  riskFactors: z.optional(z.array(riskFactorSchema)),
  issuer: z.optional(z.object({ authorizationCode: z.string() })),
  scheme: z.optional(z.object({ reference: z.string() })),
  paymentInstrument: z.optional(paymentInstrumentResultSchema),
  refusalCode: z.optional(z.string()),
  refusalDescription: z.optional(z.string()),
  advice: z.optional(z.object({ code: z.string() })),
  _links: cardPaymentLinksSchema,
});
export type CardPaymentResponse = z.infer<typeof cardPaymentResponseSchema>;

/**
 * 202 answer of a follow-up action: the links to what can follow; settle, partial settle, refund
 * and partial refund also name the payment and the command (v7 `payments_*_response`).
 */
export const cardPaymentActionResponseSchema = z.object({
  paymentId: z.optional(z.string()),
  commandId: z.optional(z.string()),
  _links: cardPaymentLinksSchema,
});

/** Incremental authorization: the amount to add, in the payment's currency. */
export const cardPaymentIncreaseSchema = z.strictObject({ value: partialValueSchema });

/** 202 answer of an incremental authorization: the new total and the links that follow. */
export const cardPaymentIncreaseResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('authorized'),
    amounts: z.object({ totalAuthorized: z.int(), currency: z.string() }),
    issuer: z.object({ authorizationCode: z.string() }),
    scheme: z.object({ reference: z.string() }),
    _links: cardPaymentLinksSchema,
  }),
  z.object({
    outcome: z.literal('refused'),
    refusalCode: z.string(),
    refusalDescription: z.string(),
  }),
]);

/** `GET cardPayments:events`: the same `lastEvent` words as the Payments API's query. */
export const cardPaymentEventsResponseSchema = z.object({
  lastEvent: z.enum(paymentsApiLastEvents),
  _links: cardPaymentLinksSchema,
});
