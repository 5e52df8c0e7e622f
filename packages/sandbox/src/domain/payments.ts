// Payments and their lifecycle, shared by the Payments API, Card Payments v7 and hosted pages.
// A payment stores facts (its stage, the authorization, the list of settle / refund / cancel /
// reverse events); what it may do next and what a query reports are derived from those facts,
// never stored (provider-api.md §2.3, §7).
import { z } from 'zod';
import type { TableSpec } from '../store/store';
import { storedCardSchema } from './cards';
import type { SandboxContext } from './context';
import { actionNotAllowed, invalidField, ProviderError } from './errors';
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

export const paymentActions = [
  'settle',
  'partialSettle',
  'refund',
  'partialRefund',
  'cancel',
  'reverse',
] as const;
export type PaymentAction = (typeof paymentActions)[number];

const eventSchema = z.object({
  action: z.enum(paymentActions),
  amount: z.number().int(),
  at: z.number(),
  reference: z.string().optional(),
});
export type PaymentEvent = z.infer<typeof eventSchema>;

const threeDsResultSchema = z.object({
  outcome: z.enum(['authenticated', 'authenticationOutage']),
  issuerResponse: z.enum(['frictionless', 'challenged']).optional(),
  status: z.string().optional(),
  eci: z.string().optional(),
  dsTransactionId: z.string().optional(),
});

const paymentRecordSchema = z.object({
  id: z.string(),
  api: z.enum(paymentApis),
  paymentId: z.string(),
  commandId: z.string(),
  transactionReference: z.string(),
  entity: z.string(),
  createdAt: z.number(),
  value: z.object({ currency: z.string(), amount: z.number().int() }),
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
  stage: z.enum(paymentStages),
  authorization: z
    .object({
      authorizationCode: z.string().optional(),
      schemeReference: z.string().optional(),
      refusal: z.object({ code: z.string(), description: z.string() }).optional(),
    })
    .optional(),
  /** The token created or matched by `tokenCreation`, and whether it conflicted. */
  token: z.object({ id: z.string(), conflicted: z.boolean() }).optional(),
  events: z.array(eventSchema),
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
  },
};

/** Refuses a transactionReference already used for this API and entity. */
export function assertNewTransaction(
  ctx: SandboxContext,
  api: PaymentApi,
  entity: string,
  transactionReference: string,
): void {
  if (
    ctx.tables.payments.countBy('reference', referenceKey(api, entity, transactionReference)) > 0
  ) {
    throw new ProviderError(
      400,
      'transactionHasAlreadyBeenProcessed',
      'The transaction has already been processed.',
    );
  }
}

export function getPayment(
  ctx: SandboxContext,
  api: PaymentApi,
  id: string,
): PaymentRecord | undefined {
  const payment = ctx.tables.payments.get(id);
  return payment?.api === api ? payment : undefined;
}

// ---- Derived state ---------------------------------------------------------------------

export interface PaymentAmounts {
  settled: number;
  refunded: number;
  /** Authorized and neither settled nor cancelled: what settle / cancel act on. */
  open: number;
  /** Settled and not refunded: what refund acts on. */
  refundable: number;
  reversed: boolean;
}

export function paymentAmounts(payment: PaymentRecord): PaymentAmounts {
  const sum = (actions: PaymentAction[]) =>
    payment.events
      .filter((e) => actions.includes(e.action))
      .reduce((total, e) => total + e.amount, 0);
  const settled = sum(['settle', 'partialSettle']);
  const refunded = sum(['refund', 'partialRefund']);
  const reversed = payment.events.some((e) => e.action === 'reverse');
  const cancelled = payment.events.some((e) => e.action === 'cancel');
  const authorized = payment.stage === 'authorized' ? payment.value.amount : 0;
  const open = reversed || cancelled ? 0 : Math.max(authorized - settled, 0);
  const refundable = reversed ? 0 : Math.max(settled - refunded, 0);
  return { settled, refunded, open, refundable, reversed };
}

/** What may happen next, derived from the facts. */
export function allowedActions(payment: PaymentRecord): PaymentAction[] {
  if (payment.stage !== 'authorized') return [];
  const { open, refundable, refunded, reversed } = paymentAmounts(payment);
  const allowed: PaymentAction[] = [];
  if (open > 0) allowed.push('cancel', 'settle', 'partialSettle');
  if (refundable > 0) allowed.push('refund', 'partialRefund');
  // A reversal cancels what is open and refunds what was settled, in one go; it is offered
  // until part of the payment has been refunded separately.
  if (!reversed && refunded === 0 && (open > 0 || refundable > 0)) allowed.push('reverse');
  return allowed;
}

const whatItNeeds: Record<PaymentAction, string> = {
  settle: 'an authorization that is not settled or cancelled',
  partialSettle: 'an authorization that is not settled or cancelled',
  cancel: 'an authorization that is not settled or cancelled',
  refund: 'a payment sent for settlement and not fully refunded',
  partialRefund: 'a payment sent for settlement and not fully refunded',
  reverse: 'an authorized or settled payment with no refunds',
};

/**
 * Records `action` on the payment if its state allows it. Partial actions carry an amount in
 * the payment's currency, no more than what is open (settle) or refundable (refund).
 */
export function applyPaymentAction(
  ctx: SandboxContext,
  payment: PaymentRecord,
  action: PaymentAction,
  partial?: { value: { currency: string; amount: number }; reference?: string },
): PaymentRecord {
  if (!allowedActions(payment).includes(action)) {
    throw actionNotAllowed(
      `${action} is not allowed: it needs ${whatItNeeds[action]}, and this payment is ${describeState(payment)}.`,
    );
  }
  const amounts = paymentAmounts(payment);
  let amount: number;
  switch (action) {
    case 'settle':
    case 'cancel':
      amount = amounts.open;
      break;
    case 'refund':
      amount = amounts.refundable;
      break;
    case 'reverse':
      amount = amounts.open + amounts.refundable;
      break;
    case 'partialSettle':
    case 'partialRefund': {
      const limit = action === 'partialSettle' ? amounts.open : amounts.refundable;
      if (!partial) throw invalidField('$.value', 'Is missing', 'fieldIsMissing');
      if (partial.value.currency !== payment.value.currency) {
        throw invalidField(
          '$.value.currency',
          `Must be the payment's currency, ${payment.value.currency}`,
        );
      }
      if (partial.value.amount < 1 || partial.value.amount > limit) {
        throw invalidField('$.value.amount', `Must be between 1 and ${limit}`);
      }
      amount = partial.value.amount;
      break;
    }
  }
  const event: PaymentEvent = { action, amount, at: ctx.clock.now().getTime() };
  if (partial?.reference) event.reference = partial.reference;
  const updated = { ...payment, events: [...payment.events, event] };
  ctx.tables.payments.put(updated);
  return updated;
}

/** A short description of the state, for error messages. */
export function describeState(payment: PaymentRecord): string {
  if (payment.stage !== 'authorized') return payment.stage;
  const last = payment.events.at(-1);
  if (!last) return 'authorized';
  const words: Record<PaymentAction, string> = {
    settle: 'sent for settlement',
    partialSettle: 'partially settled',
    refund: 'sent for refund',
    partialRefund: 'partially refunded',
    cancel: 'cancelled',
    reverse: 'reversed',
  };
  return words[last.action];
}

/** The last event as the Payments API query and Card Payments events report it. */
export type LastEvent =
  | 'authorized'
  | 'refused'
  | 'sentForSettlement'
  | 'sentForRefund'
  | 'sentForCancellation'
  | 'error';

export function lastEvent(payment: PaymentRecord): LastEvent | null {
  if (payment.stage === 'refused') return 'refused';
  if (payment.stage === 'error') return 'error';
  if (payment.stage !== 'authorized') return null;
  const last = payment.events.at(-1);
  if (!last) return 'authorized';
  switch (last.action) {
    case 'settle':
    case 'partialSettle':
      return 'sentForSettlement';
    case 'refund':
    case 'partialRefund':
      return 'sentForRefund';
    case 'cancel':
      return 'sentForCancellation';
    case 'reverse':
      return paymentAmounts({ ...payment, events: payment.events.slice(0, -1) }).settled > 0
        ? 'sentForRefund'
        : 'sentForCancellation';
  }
}
