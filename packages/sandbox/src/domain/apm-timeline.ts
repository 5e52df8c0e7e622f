// What an APM payment's facts say at a given time: the one place that says what happens when
// time passes for a local-method payment, as payment-history.ts is for cards. `apmTimeline`
// lists every event the payment comes to, due or not (the webhook outbox sends each when its
// time comes); `apmStateAt(payment, now)` derives the `lastEvent`, the amounts left to act on and
// the `_actions` offered. Nothing is written when time passes: a demo clock only moves `now`.
//
// The rules [INF unless marked]:
// - no answer from the shopper by `expiresAt`: `requestExpired` (the Events API's type);
// - Cancel: `cancelledByCustomer`; Decline: `refused`; both at once;
// - Approve: the decision comes at once, or `apmPendingForMs` later for the "pending then …"
//   amounts, or after the scheme's days for a SEPA debit (`sentForAuthorization` meanwhile); the
//   amount's scenario may make it `error` or `refused` (scenarios.ts);
// - PayPal's Smart Button: nothing is decided until the merchant confirms what the shopper
//   approved (the confirmation is the authorization);
// - authorized: a sale (and `settlement.auto`) is `sentForSettlement` at once; settlements are
//   `settled` (or `settlementFailed`, amount 900) 15 minutes after they were sent, as card
//   settlements are; a SEPA debit is `settled` when the scheme's days are over;
// - a reversal of what was settled is a refund: `sentForRefund`, then `refunded` (or
//   `refundFailed`, amount 700) 15 minutes later [H: reverse-202 answers `sentForRefund`];
//   a reversal of an authorization nothing was settled from is `cancelled` at once (the
//   methods' pages: "Cancel - No" for the sales, Klarna's "Auth only");
// - an authorization nothing was asked of expires after its validity (`expired`).
import type { ApmActionName, ApmLastEvent } from '@sjd/contracts';
import { apmMethodFacts } from '@sjd/contracts';
import type { ApmCommand, ApmPaymentRecord } from './apm-payments';
import { outcomeDelayMs } from './payment-history';
import { apmPendingForMs, defaultRefundRefusal, sepaSchemeDays } from './scenarios';

const dayMs = 24 * 60 * 60_000;

export interface ApmEvent {
  /** Unique among the payment's events, the same on every derivation. */
  key: string;
  type: ApmLastEvent;
  at: number;
  amount: number;
  reference?: string;
  refusal?: { code: string; description: string };
}

interface Decision {
  at: number;
  result: 'authorized' | 'refused' | 'error';
}

/** When and how the payment was decided after the shopper approved; null while undecided. */
export function decisionOf(payment: ApmPaymentRecord): Decision | null {
  const { answer, scenario } = payment;
  if (answer?.action !== 'approved') return null;
  let at = answer.at;
  if (payment.smartButton) {
    const confirmation = payment.history.find((c) => c.kind === 'confirmation');
    if (!confirmation) return null;
    at = confirmation.at;
  }
  if (payment.method === 'sepa') at += sepaSchemeDays * dayMs;
  else if (scenario === 'pendingThenAuthorized' || scenario === 'pendingThenRefused') {
    at += apmPendingForMs;
  }
  if (scenario === 'error') return { at, result: 'error' };
  if (scenario === 'refuse' || scenario === 'pendingThenRefused') return { at, result: 'refused' };
  return { at, result: 'authorized' };
}

/** Settled at once with the authorization: a sale method, `settlement.auto`, a SEPA debit. */
const settlesAtOnce = (payment: ApmPaymentRecord) =>
  payment.autoSettle || apmMethodFacts[payment.method].capture !== 'authorize';

/** Every event of the payment, past and to come, oldest first. */
export function apmTimeline(payment: ApmPaymentRecord): ApmEvent[] {
  const events: ApmEvent[] = [];
  const push = (
    type: ApmLastEvent,
    at: number,
    command: { commandId: string; amount?: number; reference?: string | undefined },
    refusal?: ApmEvent['refusal'],
  ) =>
    events.push({
      key: `${command.commandId}:${type}`,
      type,
      at,
      amount: command.amount ?? payment.value.amount,
      ...(command.reference === undefined ? {} : { reference: command.reference }),
      ...(refusal ? { refusal } : {}),
    });
  const { answer } = payment;
  if (!answer) {
    push('requestExpired', payment.expiresAt, payment);
    return events;
  }
  if (answer.action === 'cancelled') push('cancelledByCustomer', answer.at, payment);
  if (answer.action === 'declined') push('refused', answer.at, payment);
  if (payment.method === 'sepa' && answer.action === 'approved') {
    push('sentForAuthorization', answer.at, payment);
  }
  const decision = decisionOf(payment);
  if (!decision) return events;
  if (decision.result !== 'authorized') {
    push(decision.result, decision.at, payment);
    return events;
  }
  const fails = payment.scenario === 'settlementFailed';
  if (payment.method === 'sepa') {
    push(fails ? 'settlementFailed' : 'settled', decision.at, payment);
  } else {
    push('authorized', decision.at, payment);
    if (settlesAtOnce(payment)) {
      push('sentForSettlement', decision.at, payment);
      push(fails ? 'settlementFailed' : 'settled', decision.at + outcomeDelayMs, payment);
    }
  }
  for (const command of payment.history) pushCommand(payment, command, push);
  const expiry = expiryOf(payment, decision);
  if (expiry !== null) push('expired', expiry, { commandId: `${payment.commandId}:validity` });
  return events.sort((a, b) => a.at - b.at);
}

type Push = (
  type: ApmLastEvent,
  at: number,
  command: { commandId: string; amount?: number; reference?: string | undefined },
  refusal?: ApmEvent['refusal'],
) => void;

function pushCommand(payment: ApmPaymentRecord, command: ApmCommand, push: Push): void {
  const due = command.at + outcomeDelayMs;
  switch (command.kind) {
    case 'confirmation':
      return;
    case 'settlement':
      push('sentForSettlement', command.at, command);
      push(payment.scenario === 'settlementFailed' ? 'settlementFailed' : 'settled', due, command);
      return;
    case 'reversal':
      if (command.processedAs === 'cancellation') {
        push('cancelled', command.at, command);
        return;
      }
      push('sentForRefund', command.at, command);
      if (payment.scenario === 'refundFailed') {
        push('refundFailed', due, command, { ...defaultRefundRefusal });
      } else {
        push('refunded', due, command);
      }
  }
}

/** When an authorization the merchant settles itself expires, if nothing was asked of it. */
function expiryOf(payment: ApmPaymentRecord, decision: Decision): number | null {
  if (settlesAtOnce(payment)) return null;
  const until = decision.at + payment.authorizationValidityMs;
  const acted = payment.history.some((c) => c.kind !== 'confirmation' && c.at <= until);
  return acted ? null : until;
}

export interface ApmState {
  lastEvent: ApmLastEvent;
  /** Authorized and not yet settled or cancelled: what settle and a cancelling reverse act on. */
  open: number;
  /** Sent for settlement (not failing): a reverse then refunds. */
  settled: number;
  /** Settled and not refunded: what a refunding reverse acts on. */
  refundable: number;
  actions: readonly ApmActionName[];
}

/** The payment as of `now` (epoch ms on its clock). */
export function apmStateAt(payment: ApmPaymentRecord, now: number): ApmState {
  const happened = apmTimeline(payment).filter((event) => event.at <= now);
  const lastEvent = happened.at(-1)?.type ?? 'pending';
  const decision = decisionOf(payment);
  const authorized = decision?.result === 'authorized' && decision.at <= now;
  const has = (type: ApmLastEvent, key?: string) =>
    happened.some((e) => e.type === type && (key === undefined || e.key.startsWith(`${key}:`)));

  let settled = 0;
  let refunded = 0;
  let closed = !authorized || has('expired');
  if (authorized && settlesAtOnce(payment) && payment.scenario !== 'settlementFailed') {
    settled += payment.value.amount;
  }
  for (const command of payment.history) {
    if (command.kind === 'settlement' && payment.scenario !== 'settlementFailed') {
      settled += command.amount;
    }
    if (command.kind !== 'reversal') continue;
    const failed = has('refundFailed', command.commandId);
    if (command.processedAs === 'cancellation' || (!command.partial && !failed)) closed = true;
    if (command.processedAs === 'refund' && !failed) refunded += command.amount;
  }
  const sent = settlesAtOnce(payment)
    ? payment.value.amount
    : payment.history.reduce((sum, c) => sum + (c.kind === 'settlement' ? c.amount : 0), 0);
  const open = closed ? 0 : Math.max(payment.value.amount - sent, 0);
  const refundable = closed ? 0 : Math.max(settled - refunded, 0);

  const actions: ApmActionName[] = [];
  if (
    payment.smartButton &&
    !payment.history.some((c) => c.kind === 'confirmation') &&
    lastEvent === 'pending' &&
    payment.answer?.action !== 'declined' &&
    payment.answer?.action !== 'cancelled'
  ) {
    actions.push('confirmPayment');
  }
  if (open > 0) actions.push('settle', 'partialSettle', 'reverse');
  if (refundable > 0) {
    if (!actions.includes('reverse')) actions.push('reverse');
    actions.push('partialReverse');
  }
  return { lastEvent, open, settled, refundable, actions };
}
