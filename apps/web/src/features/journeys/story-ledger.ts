// One story per shop, told from what the provider said (issue 43 item 1): its answers (the
// payment's or payout's outcome, Payment Queries) and the events its webhooks delivered that the
// merchant's receiver applied. Pure functions over the contracts' types:
// - `appliedEventOf`: an applied webhook message as a fact of its payment or payout;
// - the funds ledger: the gambling balance as the sum of its movements (top-ups, withdrawals,
//   withdrawals the bank refused later, which give the money back, and deposits charged back or
//   refunded, which take it);
// - an order's story: the status the shopper sees (the provider's own word, unless a later event
//   says more: a chargeback, a payout refused or failed later).
// The provider's APIs have no chargeback status (provider-lifecycle.md §2.2: `chargedBack` and
// `informationRequested` are events only), so the merchant learns of it from the event alone.
import type { WebhookMessage } from '@sjd/contracts';
import { orderMoney } from './order-ledger';
import type { StoredOrder } from './types';

/** A webhook event the receiver applied, as its payment or payout keeps it. */
export interface AppliedEvent {
  eventId: string;
  /** The event type: settled, expired, chargedBack, informationRequested, refused, … */
  type: string;
  /** eventTimestamp as an ISO instant (the provider's has no zone: it is UTC). */
  at: string;
  /** eventDetails.amount in minor units, and its currency; null when the event has none. */
  amount: number | null;
  currency: string | null;
  /** payment, payout or chargeback; null when the envelope has none (tokenCreated). */
  classification: string | null;
}

/** Applied events kept per payment or payout (the oldest go first). */
export const maxEventsPerOrder = 40;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `2018-06-13T14:18:13.407` (UTC, no zone) or an ISO instant → an ISO instant; null if neither. */
export function eventInstant(timestamp: unknown): string | null {
  if (typeof timestamp !== 'string') return null;
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(timestamp) ? timestamp : `${timestamp}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The applied event a message carries; null when the receiver did not apply it. */
export function appliedEventOf(message: WebhookMessage): AppliedEvent | null {
  if (message.outcome !== 'applied' || !isRecord(message.event)) return null;
  const body = message.event;
  const details = isRecord(body.eventDetails) ? body.eventDetails : {};
  const amount = isRecord(details.amount) ? details.amount : null;
  const value = amount && Number.isSafeInteger(amount.value) ? (amount.value as number) : null;
  const currency = amount && typeof amount.currencyCode === 'string' ? amount.currencyCode : null;
  return {
    eventId: message.eventId,
    type: message.type,
    at: eventInstant(body.eventTimestamp) ?? eventInstant(message.receivedAt) ?? message.receivedAt,
    amount: value !== null && value >= 0 ? value : null,
    currency,
    classification: typeof details.classification === 'string' ? details.classification : null,
  };
}

/** Adds an event to a list once (by eventId), keeping the newest `maxEventsPerOrder`. */
export function withEvent(events: readonly AppliedEvent[], event: AppliedEvent): AppliedEvent[] {
  if (events.some((e) => e.eventId === event.eventId)) return [...events];
  return [...events, event].slice(-maxEventsPerOrder);
}

// ---- The funds ledger (gambling) ----

export type MovementKind =
  'topUp' | 'payment' | 'withdrawal' | 'withdrawalReturned' | 'depositTakenBack';

/** The movements only a provider's event makes. */
export const eventMovements: readonly MovementKind[] = ['withdrawalReturned', 'depositTakenBack'];

/** One change of the balance (minor units, signed). */
export interface FundsMovement {
  kind: MovementKind;
  delta: number;
  /** The payment's or payout's transaction reference; null for one made without it. */
  reference: string | null;
  /** The provider's event that made it (a withdrawal given back). */
  eventId?: string;
  /** The trail has said so (once, whatever the number of times the event is sent again). */
  announced?: boolean;
}

/** Movements kept one by one; older ones are folded into `carried`, so the sum stays exact. */
export const maxMovements = 200;

export interface FundsLedger {
  /** The sum of movements no longer listed (the opening balance, then what was folded in). */
  carried: number;
  movements: FundsMovement[];
}

export const ledgerTotal = (ledger: FundsLedger): number =>
  ledger.movements.reduce((sum, m) => sum + m.delta, ledger.carried);

/** The ledger with one more movement, folding the oldest past `maxMovements`. */
export function withMovement(ledger: FundsLedger, movement: FundsMovement): FundsLedger {
  const movements = [...ledger.movements, movement];
  let { carried } = ledger;
  while (movements.length > maxMovements) carried += movements.shift()?.delta ?? 0;
  return { carried, movements };
}

/** Payout events that end a withdrawal without paying it (provider-lifecycle.md §2.2). */
export const payoutReversals = ['refused', 'error'] as const;

/**
 * The amount to give back when a payout event ends the withdrawal with this reference unpaid:
 * what it took from the balance, once; 0 when it took nothing (refused at once) or was given back.
 */
export function amountToReturn(ledger: FundsLedger, event: AppliedEvent, reference: string) {
  if (!(payoutReversals as readonly string[]).includes(event.type)) return 0;
  if (event.classification !== null && event.classification !== 'payout') return 0;
  const own = ledger.movements.filter((m) => m.reference === reference);
  if (own.some((m) => m.kind === 'withdrawalReturned')) return 0;
  const taken = own.filter((m) => m.kind === 'withdrawal').reduce((sum, m) => sum - m.delta, 0);
  return Math.max(taken, 0);
}

/** Payment events that take a deposit's money back from the player (a chargeback, a refund). */
export const depositReversals = ['chargedBack', 'refunded'] as const;

/**
 * The amount to take from the balance when the deposit (top-up) with this reference is charged
 * back or refunded: the event's amount, at most what the deposit brought and is not yet taken
 * back, and at most the balance (it never goes below zero: the rest is the operator's loss).
 */
/** Whether the event reverses the deposit (top-up) with this reference, whatever it can take. */
export function isDepositReversalOf(ledger: FundsLedger, event: AppliedEvent, reference: string) {
  return (
    (depositReversals as readonly string[]).includes(event.type) &&
    (event.classification === null || event.classification === 'payment') &&
    ledger.movements.some((m) => m.reference === reference && m.kind === 'topUp')
  );
}

export function amountToTakeBack(
  ledger: FundsLedger,
  event: AppliedEvent,
  reference: string,
  balance: number,
) {
  if (!isDepositReversalOf(ledger, event, reference)) return 0;
  const own = ledger.movements.filter((m) => m.reference === reference);
  const deposited = own.filter((m) => m.kind === 'topUp').reduce((sum, m) => sum + m.delta, 0);
  const takenBack = own
    .filter((m) => m.kind === 'depositTakenBack')
    .reduce((sum, m) => sum - m.delta, 0);
  return Math.max(0, Math.min(event.amount ?? 0, deposited - takenBack, balance));
}

/** What the shop tells the player about money an event moved (issue 43). */
export interface FundsNotice {
  /** The event that moved it (the trail's entry for that event says so). */
  eventId: string;
  reference: string;
  amount: number;
  currency: string;
  /**
   * A withdrawal given back — refused: by the bank or the scheme; error: the payout failed — or
   * a deposit taken back: chargedBack by the player's bank, refunded to the card.
   */
  outcome: 'refused' | 'error' | 'chargedBack' | 'refunded';
}

/** The shop's message: 'Your withdrawal of £3.45 was refused by the bank: the money is back …'. */
export function fundsNoticeText(notice: FundsNotice): string {
  const money = orderMoney(notice.amount, notice.currency);
  switch (notice.outcome) {
    case 'refused':
      return `Your withdrawal of ${money} was refused by the bank: the money is back in your balance.`;
    case 'error':
      return `Your withdrawal of ${money} failed at the bank: the money is back in your balance.`;
    case 'chargedBack':
      return `Your bank charged back a deposit: ${money} was taken from your balance.`;
    case 'refunded':
      return `A deposit was refunded to your card: ${money} was taken from your balance.`;
  }
}

// ---- An order's story ----

/** The later payout event that decided it (approved, refused, error, …), or null. */
function payoutDecision(events: readonly AppliedEvent[]): AppliedEvent | null {
  return events.findLast((e) => e.classification === 'payout') ?? null;
}

/**
 * The status the shopper sees: the provider's answer, unless an applied event says more. A
 * chargeback leaves the APIs' status as it was, so the event decides; a payout's last event is
 * its outcome now.
 */
export function storyStatusOf(
  kind: 'payment' | 'payout',
  providerStatus: string | null,
  events: readonly AppliedEvent[],
): string | null {
  if (kind === 'payout') return payoutDecision(events)?.type ?? providerStatus;
  if (events.some((e) => e.type === 'chargedBack')) {
    return events.some((e) => e.type === 'informationRequested')
      ? 'Charged back (information requested)'
      : 'Charged back';
  }
  return providerStatus;
}

/** What an event that reverses an order's money changed, for the trail; null for other events. */
export function orderReversalText(
  event: AppliedEvent,
  order: Pick<StoredOrder, 'transactionReference' | 'currency'>,
): { title: string; text: string } | null {
  const money = orderMoney(event.amount ?? 0, event.currency ?? order.currency);
  const reference = order.transactionReference;
  switch (event.type) {
    case 'chargedBack':
      return {
        title: 'Order charged back',
        text: `The shopper's bank took back ${money} of order ${reference}: the order shows Charged back, and that amount can no longer be refunded.`,
      };
    case 'refundFailed':
      return {
        title: 'Refund failed',
        text: `A refund of ${money} of order ${reference} failed: nothing was returned, so the amount can be refunded again.`,
      };
    case 'settlementFailed':
      return {
        title: 'Settlement failed',
        text: `A settlement of ${money} of order ${reference} failed: the money was not taken.`,
      };
    default:
      return null;
  }
}
