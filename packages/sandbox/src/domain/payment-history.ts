// What a payment's history says at a given time (provider-lifecycle.md §1.3–1.5). The stored
// history holds the commands the provider received, stamped with the sandbox clock; this module
// is the one place that says what happens when time passes (`outcomesDueBy`), and derives from
// both the amounts left to act on (`ledgerOf`) and the `lastEvent` the queries report.
//
// When time passes [INF, except the reversal window]:
// - a settlement, or a sale (an authorization settled automatically), is settled 15 minutes after
//   it was sent, or fails then when the scenario table marked it (`fails`);
// - a refund is refunded 15 minutes after it was sent, or fails then with its `refusal`;
// - a cancellation is cancelled at once;
// - a reversal is processed as a cancellation (at once) within 15 minutes of the authorization
//   [H: v7 /payments/sales/reversals], or as a refund (refunded 15 minutes later) after that;
//   it voids the settlements a cancellation overtakes.
// - an authorization left alone (nothing settled, cancelled or reversed) expires when its
//   validity ends (`validUntil`, stamped when it was authorized: 7 days unless
//   SANDBOX_AUTHORIZATION_VALIDITY_DAYS says otherwise) [INF: the provider names the `Expired`
//   last event and the `expired` event, not the window; schemes allow about 7 days];
// Nothing is written when time passes: the same history read later says more. A demo clock only
// has to move `now`; a webhook emitter sends the outcomes that became due since it last looked.
import type { paymentsApiLastEvents } from '@sjd/contracts';
import type { PaymentCommand, PaymentRecord } from './payments';

/** After this, a settlement or refund has its outcome (the v7 spec's "up to 15 minutes"). */
export const outcomeDelayMs = 15 * 60_000;
/** A reversal this soon after the authorization is a cancellation, later a refund (§1.3). */
export const reversalCancelWindowMs = 15 * 60_000;
/** How long an authorization left alone stays valid by default (then `Expired`). */
export const defaultAuthorizationValidityMs = 7 * 24 * 60 * 60_000;

export type PaymentOutcome =
  | {
      kind: 'settled' | 'settlementFailed' | 'refunded' | 'cancelled' | 'expired';
      at: number;
      command: PaymentCommand;
    }
  | {
      kind: 'refundFailed';
      at: number;
      command: PaymentCommand;
      refusal: { code: string; description: string };
    };

/** When the authorization was made (its command's time), if it was. */
export function authorizedAt(payment: PaymentRecord): number | undefined {
  return payment.history[0]?.at;
}

/** A reversal processed as a cancellation voids what was sent for settlement before it. */
function voidedAt(payment: PaymentRecord): number | undefined {
  return payment.history.find((c) => c.kind === 'reversal' && c.processedAs === 'cancellation')?.at;
}

/** The outcome a command comes to, and when (whether or not that time has come). */
function outcomeOf(payment: PaymentRecord, command: PaymentCommand): PaymentOutcome | null {
  const due = command.at + outcomeDelayMs;
  switch (command.kind) {
    case 'authorization': {
      // Expires unless anything was asked of it before its validity ended.
      const until = payment.validUntil;
      if (payment.stage !== 'authorized' || until === undefined) return null;
      return payment.history.some((c) => c !== command && c.at <= until)
        ? null
        : { kind: 'expired', at: until, command };
    }
    case 'sale':
    case 'settlement': {
      if (payment.stage !== 'authorized') return null;
      const voided = voidedAt(payment);
      if (voided !== undefined && voided <= due) return null;
      const fails = command.kind === 'settlement' && command.fails === true;
      return { kind: fails ? 'settlementFailed' : 'settled', at: due, command };
    }
    case 'refund':
      return command.refusal
        ? { kind: 'refundFailed', at: due, command, refusal: command.refusal }
        : { kind: 'refunded', at: due, command };
    case 'cancellation':
      return { kind: 'cancelled', at: command.at, command };
    case 'increase':
      return null;
    case 'reversal':
      return command.processedAs === 'cancellation'
        ? { kind: 'cancelled', at: command.at, command }
        : { kind: 'refunded', at: due, command };
  }
}

/**
 * What time has done to the payment by `now`: the outcomes that are due, oldest first. The one
 * function a demo clock (moving `now`) and a webhook emitter (`settled`, `refunded`,
 * `settlementFailed`, `refundFailed`, `cancelled`) build on.
 */
export function outcomesDueBy(payment: PaymentRecord, now: number): PaymentOutcome[] {
  return payment.history
    .map((command) => outcomeOf(payment, command))
    .filter((outcome): outcome is PaymentOutcome => outcome !== null && outcome.at <= now)
    .sort((a, b) => a.at - b.at);
}

export interface PaymentLedger {
  authorized: number;
  /** Sent for settlement (a sale included), not failing and not voided by a reversal. */
  settled: number;
  /** Sent for refund, less the refunds whose failure is known by now. */
  refunded: number;
  /** Authorized and not yet settled or cancelled: what settle and cancel act on. */
  open: number;
  /** Settled and not refunded: what refund acts on. */
  refundable: number;
  /** A refund was asked for (a reversal is then no longer offered). */
  hasRefunds: boolean;
  /** Cancelled in full or reversed: nothing is left to act on. */
  closed: boolean;
}

/**
 * The amounts as of `now`. A settlement the scenario table marked as failing is never counted as
 * settled (so it cannot be refunded), while a failing refund counts until its failure is due:
 * then its amount can be refunded again [INF].
 */
export function ledgerOf(payment: PaymentRecord, now: number): PaymentLedger {
  // Incremental authorizations add to what was authorized: a full settlement takes the total.
  const increases = payment.history.reduce(
    (sum, c) => (c.kind === 'increase' ? sum + c.amount : sum),
    0,
  );
  const authorized = payment.stage === 'authorized' ? payment.value.amount + increases : 0;
  const failedRefunds = new Set(
    outcomesDueBy(payment, now)
      .filter((o) => o.kind === 'refundFailed')
      .map((o) => o.command.commandId),
  );
  let sentForSettlement = 0;
  let settled = 0;
  let refunded = 0;
  let partiallyCancelled = 0;
  let hasRefunds = false;
  let closed = outcomesDueBy(payment, now).some((o) => o.kind === 'expired');
  for (const command of payment.history) {
    switch (command.kind) {
      case 'authorization':
      case 'increase':
        break;
      case 'sale':
        sentForSettlement += authorized;
        settled += authorized;
        break;
      case 'settlement':
        sentForSettlement += command.amount;
        if (!command.fails) settled += command.amount;
        break;
      case 'refund':
        hasRefunds = true;
        if (!failedRefunds.has(command.commandId)) refunded += command.amount;
        break;
      case 'cancellation':
        if (command.partial) partiallyCancelled += command.amount;
        else closed = true;
        break;
      case 'reversal':
        closed = true;
        if (command.processedAs === 'cancellation') settled = 0;
        break;
    }
  }
  // A chargeback gave the shopper the disputed amount back already: refunding it too would pay
  // twice, so it is no longer refundable [INF: the provider documents no rule].
  const chargedBack =
    payment.chargeback && payment.chargeback.at <= now ? payment.chargeback.amount : 0;
  return {
    authorized,
    settled,
    refunded,
    open: closed ? 0 : Math.max(authorized - partiallyCancelled - sentForSettlement, 0),
    refundable: closed ? 0 : Math.max(settled - refunded - chargedBack, 0),
    hasRefunds,
    closed,
  };
}

export type LastEvent = (typeof paymentsApiLastEvents)[number];

/**
 * The Payments API's and Card Payments' `lastEvent` as of `now`: the result of the latest
 * command, mapped from its Payment Queries events and, once due, its outcome (§1.5).
 * Null before an authorization was attempted.
 */
export function lastEventOf(payment: PaymentRecord, now: number): LastEvent | null {
  if (payment.stage === 'refused') return 'Refused';
  if (payment.stage === 'error') return 'Error';
  const last = payment.history.at(-1);
  if (payment.stage !== 'authorized' || !last) return null;
  const outcome = outcomesDueBy(payment, now).find(
    (o) => o.command.commandId === last.commandId,
  )?.kind;
  switch (last.kind) {
    case 'authorization':
      return outcome === 'expired' ? 'Expired' : 'Authorized';
    case 'increase':
      return 'Authorized';
    case 'sale':
    case 'settlement':
      if (outcome === 'settled') return 'Settled';
      return outcome === 'settlementFailed' ? 'Settlement failed' : 'Sent for Settlement';
    case 'refund':
      if (outcome === 'refunded') return 'Refunded';
      return outcome === 'refundFailed' ? 'Refund failed' : 'Sent for Refund';
    case 'cancellation':
      return 'Sent for Cancellation';
    case 'reversal':
      if (last.processedAs === 'cancellation') return 'Sent for Cancellation';
      return outcome === 'refunded' ? 'Refunded' : 'Sent for Refund';
  }
}

/**
 * What the authorization itself answered: an automatic settlement (`sale`), an automatic
 * cancellation (the `cancelOn` rules), or a plain authorization.
 */
export function authorizationResultOf(
  payment: PaymentRecord,
): 'authorized' | 'sentForSettlement' | 'sentForCancellation' {
  const [first, second] = payment.history;
  if (first?.kind === 'sale') return 'sentForSettlement';
  if (second?.kind === 'cancellation' && second.automatic) return 'sentForCancellation';
  return 'authorized';
}
