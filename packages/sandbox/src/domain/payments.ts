// Payments, shared by the Payments API, Card Payments v7, hosted pages and Payment Queries.
// A payment stores facts: its stage, the authorization, and its history of commands (the
// authorization, settlements, refunds, cancellations, reversals) stamped with the sandbox clock.
// What it may do next (payment-actions.ts) and what a query reports (payment-history.ts) are
// derived from those facts and the time, never stored (provider-lifecycle.md §1.2–1.5).
import { adoptClockOf } from './clocks';
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import { storedCardSchema } from './cards';
import type { SandboxContext } from './context';
import { ProviderError } from './errors';
import { threeDsBehaviours } from './scenarios';

export const paymentApis = ['payments', 'cardPayments', 'hostedPaymentPages'] as const;
export type PaymentApi = (typeof paymentApis)[number];

const checkResult = z.enum(['matched', 'notMatched', 'notChecked', 'notSupplied']);

export const paymentStages = [
  'deviceDataRequired',
  'challenged',
  'authorized',
  'refused',
  'fraudHighRisk',
  'authenticationFailed',
  'unavailable',
  'error',
] as const;
export type PaymentStage = (typeof paymentStages)[number];

/** What the merchant can ask of an authorized payment (the provider's follow-up actions). */
export const paymentActions = [
  'settle',
  'partialSettle',
  'refund',
  'partialRefund',
  'cancel',
  'partialCancel',
  'reverse',
  /** Card Payments' incremental authorization, on an estimated authorization only. */
  'increaseAuthorization',
] as const;
export type PaymentAction = (typeof paymentActions)[number];

const refusalSchema = z.object({ code: z.string(), description: z.string() });

// The payment's history: one entry per command the provider received, in order, each stamped
// with the sandbox clock when it arrived. Asynchronous outcomes (settled, refunded, their
// failures) are not stored: payment-history.ts derives them from these entries and the time.
// `fails` and `refusal` are the fates the scenario table gave a command when it arrived; they
// show only once the outcome is due.
const commandBase = { commandId: z.string(), at: z.number() };
const commandSchema = z.discriminatedUnion('kind', [
  /** The authorization attempt; a `sale` is one with automatic settlement of the full amount. */
  z.object({ kind: z.enum(['authorization', 'sale']), ...commandBase }),
  z.object({
    kind: z.literal('settlement'),
    ...commandBase,
    amount: z.number().int(),
    partial: z.boolean(),
    reference: z.string().optional(),
    sequence: z.object({ number: z.number().int(), total: z.number().int() }).optional(),
    fails: z.literal(true).optional(),
  }),
  z.object({
    kind: z.literal('refund'),
    ...commandBase,
    amount: z.number().int(),
    partial: z.boolean(),
    reference: z.string().optional(),
    refusal: refusalSchema.optional(),
  }),
  z.object({
    kind: z.literal('cancellation'),
    ...commandBase,
    amount: z.number().int(),
    partial: z.boolean(),
    reference: z.string().optional(),
    /** Made by the provider itself: a `settlement.cancelOn` rule with automatic settlement. */
    automatic: z.literal(true).optional(),
  }),
  /** An incremental authorization: the authorized amount grows by `amount`. */
  z.object({ kind: z.literal('increase'), ...commandBase, amount: z.number().int() }),
  /** Processed as a cancellation or a refund, decided by the clock when it arrived (§1.3). */
  z.object({
    kind: z.literal('reversal'),
    ...commandBase,
    amount: z.number().int(),
    processedAs: z.enum(['cancellation', 'refund']),
  }),
]);
export type PaymentCommand = z.infer<typeof commandSchema>;

const threeDsResultSchema = z.object({
  outcome: z.enum(['authenticated', 'authenticationOutage']),
  issuerResponse: z.enum(['frictionless', 'challenged']).optional(),
  status: z.string().optional(),
  eci: z.string().optional(),
  dsTransactionId: z.string().optional(),
});

const paymentRecordSchema = z.object({
  /** The demo clock (run) it belongs to (clocks.ts); absent: the global clock. */
  clock: z.string().optional(),
  /** When an authorization left alone expires, on its clock (set when it is authorized). */
  validUntil: z.number().optional(),
  id: z.string(),
  api: z.enum(paymentApis),
  paymentId: z.string(),
  commandId: z.string(),
  transactionReference: z.string(),
  entity: z.string(),
  createdAt: z.number(),
  value: z.object({ currency: z.string(), amount: z.number().int() }),
  /** What the shopper's statement shows; Payment Queries reports it. */
  narrative: z.object({ line1: z.string(), line2: z.string().optional() }).optional(),
  card: storedCardSchema,
  /** `paymentInstrument.type` in responses, e.g. `card/plain+masked`. */
  instrumentType: z.string(),
  /** CVC and address check results (the CVC itself is never stored). */
  checks: z.object({
    cvc: checkResult,
    avs: z.object({ address: checkResult, postcode: checkResult }),
  }),
  orders: z.object({
    autoSettle: z.boolean(),
    cancelOnCvcNotMatched: z.boolean(),
    cancelOnAvsNotMatched: z.boolean(),
    tokenCreation: z
      .object({ namespace: z.string().optional(), description: z.string().optional() })
      .optional(),
    customerAgreement: z
      .object({ type: z.string(), storedCardUsage: z.string().optional() })
      .optional(),
    /** A merchant-initiated (Card Payments MIT) payment: the shopper was not there. */
    merchantInitiated: z.boolean().optional(),
    /** Card Payments' `value.estimated`: the amount may be increased before settlement. */
    estimated: z.boolean().optional(),
  }),
  fraud: z.object({ outcome: z.string(), score: z.number() }).optional(),
  threeDS: z
    .object({
      behaviour: z.enum(threeDsBehaviours),
      returnUrl: z.string(),
      windowSize: z.enum(['250x400', '390x400', '500x600', '600x400', 'fullPage']).optional(),
      exemptionOnOutage: z.boolean(),
      /** `narrative.line1`, which the challenge page shows as the merchant. */
      merchantName: z.string().optional(),
      ddcReference: z.string().optional(),
      collectionReference: z.string().optional(),
      challengeReference: z.string().optional(),
      result: threeDsResultSchema.optional(),
    })
    .optional(),
  /** 3DS done before the payment (the Payments API's `threeDS.type: external`), as given. */
  externalThreeDS: z
    .object({
      version: z.string(),
      eci: z.string().optional(),
      dsTransactionId: z.string().optional(),
    })
    .optional(),
  stage: z.enum(paymentStages),
  authorization: z
    .object({
      authorizationCode: z.string().optional(),
      schemeReference: z.string().optional(),
      refusal: refusalSchema.optional(),
    })
    .optional(),
  /**
   * The token created or matched by `tokenCreation`, whether it conflicted, and whether this
   * payment created it (its `tokenCreated` event).
   */
  token: z
    .object({ id: z.string(), conflicted: z.boolean(), created: z.literal(true).optional() })
    .optional(),
  history: z.array(commandSchema),
  /**
   * Simulator-only scenario triggers (scenario-triggers.ts, the scenario table's
   * `eventScenarios`): the next refund fails (`refundFails`), or the shopper's bank charged the
   * payment back (`chargeback`, which is not a merchant command, so not in the history).
   */
  refundFails: z.literal(true).optional(),
  chargeback: z
    .object({ commandId: z.string(), at: z.number(), amount: z.number().int() })
    .optional(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

const referenceKey = (api: PaymentApi, entity: string, transactionReference: string) =>
  `${api}\u0000${entity}\u0000${transactionReference}`;

export const paymentTable: TableSpec<PaymentRecord> = {
  name: 'payments',
  parse: (value) => paymentRecordSchema.safeParse(value).data,
  id: (p) => p.id,
  indexes: {
    reference: (p) => referenceKey(p.api, p.entity, p.transactionReference),
    transactionReference: (p) => p.transactionReference,
    paymentId: (p) => p.paymentId,
    /** The UTC day of the authorization (yyyy-mm-dd), for Payment Queries' date-range search. */
    authorizedDay: (p) => new Date(p.history[0]?.at ?? p.createdAt).toISOString().slice(0, 10),
  },
};

/** Refuses a transactionReference already used for this API and entity. */
export async function assertNewTransaction(
  ctx: SandboxContext,
  api: PaymentApi,
  entity: string,
  transactionReference: string,
): Promise<void> {
  const key = referenceKey(api, entity, transactionReference);
  // No row to lock yet: two payments with one reference at once take turns on the reference.
  await ctx.store.lockKey(`payment:${key}`);
  if ((await ctx.tables.payments.countBy('reference', key)) > 0) {
    throw new ProviderError(
      400,
      'transactionHasAlreadyBeenProcessed',
      'The transaction has already been processed.',
    );
  }
}

export async function getPayment(
  ctx: SandboxContext,
  api: PaymentApi,
  id: string,
): Promise<PaymentRecord | undefined> {
  const payment = await ctx.tables.payments.get(id);
  if (payment?.api !== api) return undefined;
  await adoptClockOf(ctx, payment);
  return payment;
}

/** Any payment by its provider `paymentId` (Payment Queries), whatever API made it. */
export async function getPaymentByPaymentId(
  ctx: SandboxContext,
  paymentId: string,
): Promise<PaymentRecord | undefined> {
  const payment = (await ctx.tables.payments.findBy('paymentId', paymentId))[0];
  await adoptClockOf(ctx, payment);
  return payment;
}
