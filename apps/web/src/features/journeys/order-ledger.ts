// What an order's detail reads from the provider (issue 29; provider-lifecycle.md §1.2–§1.5):
// - the actions it offers now, only from the provider's own answer — the Payments API's
//   `_actions` or Card Payments v7's `_links` — never from a state machine of ours;
// - the balance (authorized, settled, refunded, cancelled) and the timeline, from Payment
//   Queries' `events[]` (each command a `…Requested` / `…RequestSubmitted` pair). Settled and
//   refunded are not Payment Queries events: the status word (`lastEvent` of the Payments API
//   or of Card Payments' events) says when they completed or failed.
// Pure functions over the contracts' types: the slice, the flows and the screens all use them.
import type {
  ActionLink,
  ApmActions,
  CardPaymentRel,
  PaymentQueryEvent,
  PaymentQueryPayment,
  PaymentsApiActionName,
  PaymentsApiActions,
} from '@sjd/contracts';
import { formatMoney } from '../../lib/money';
import type { AppliedEvent } from './story-ledger';
import { currencyCodes, type CurrencyCode } from '../../themes/theme-types';

export const orderActionKinds = [
  'settle',
  'partialSettle',
  'refund',
  'partialRefund',
  'cancel',
  'reverse',
] as const;
export type OrderActionKind = (typeof orderActionKinds)[number];

/** The buttons' words (issue 29). */
export const orderActionLabels: Record<OrderActionKind, string> = {
  settle: 'Settle',
  partialSettle: 'Partial settle',
  refund: 'Refund',
  partialRefund: 'Partial refund',
  cancel: 'Cancel',
  reverse: 'Reverse',
};

/** The terminal trigger each action records under. */
export const orderActionTriggers: Record<OrderActionKind, string> = {
  settle: 'Settle order',
  partialSettle: 'Partially settle order',
  refund: 'Refund order',
  partialRefund: 'Partially refund order',
  cancel: 'Cancel order',
  reverse: 'Reverse order',
};

/** The partial actions: they carry an amount (and a reference) in their body. */
export const isPartialAction = (kind: OrderActionKind): kind is 'partialSettle' | 'partialRefund' =>
  kind === 'partialSettle' || kind === 'partialRefund';

/** Which API answered the actions: the Payments API (`_actions`) or Card Payments (`_links`). */
export type OrderApi = 'payments' | 'cardPayments' | 'apms';

export interface OfferedAction {
  kind: OrderActionKind;
  api: OrderApi;
  href: string;
  method: ActionLink['method'];
}

const paymentsApiNames: Record<OrderActionKind, PaymentsApiActionName> = {
  settle: 'settlePayment',
  partialSettle: 'partiallySettlePayment',
  refund: 'refundPayment',
  partialRefund: 'partiallyRefundPayment',
  cancel: 'cancelPayment',
  reverse: 'reversePayment',
};

const cardPaymentRels: Record<OrderActionKind, CardPaymentRel> = {
  settle: 'cardPayments:settle',
  partialSettle: 'cardPayments:partialSettle',
  refund: 'cardPayments:refund',
  partialRefund: 'cardPayments:partialRefund',
  cancel: 'cardPayments:cancel',
  reverse: 'cardPayments:reverse',
};

/** The Payments API's `_actions` as the order's actions (none when the key is absent). */
export function actionsFromPaymentsApi(actions: PaymentsApiActions | undefined): OfferedAction[] {
  if (!actions) return [];
  return orderActionKinds.flatMap((kind) => {
    const link = actions[paymentsApiNames[kind]];
    return link ? [{ kind, api: 'payments' as const, href: link.href, method: link.method }] : [];
  });
}

/**
 * The APMs API's `_actions` as the order's actions (issue 45): settle and partially settle what is
 * authorized; reverse (a cancellation before settlement, a refund after); a partial reversal of a
 * settled payment is a partial refund.
 */
export function actionsFromApms(actions: ApmActions | undefined): OfferedAction[] {
  if (!actions) return [];
  const names: Partial<Record<OrderActionKind, keyof ApmActions>> = {
    settle: 'settle',
    partialSettle: 'partialSettle',
    reverse: 'reverse',
    partialRefund: 'partialReverse',
  };
  return orderActionKinds.flatMap((kind) => {
    const name = names[kind];
    const link = name ? actions[name] : undefined;
    return link ? [{ kind, api: 'apms' as const, href: link.href, method: link.method }] : [];
  });
}

/**
 * Card Payments' `_links` as the order's actions. `cardPayments:partialCancel` is left out: the
 * demo's back office offers the six actions of issue 29, and Payment Queries records a partial
 * cancellation without its amount, so the balance could not show it.
 */
export function actionsFromCardPayments(
  links: Partial<Record<CardPaymentRel, { href: string } | undefined>>,
): OfferedAction[] {
  return orderActionKinds.flatMap((kind) => {
    const link = links[cardPaymentRels[kind]];
    return link
      ? [{ kind, api: 'cardPayments' as const, href: link.href, method: 'POST' as const }]
      : [];
  });
}

/** Minor units per bucket of the balance bar. */
export interface OrderLedger {
  authorized: number;
  settled: number;
  refunded: number;
  cancelled: number;
  /** Authorized and neither settled nor cancelled: what a settlement can still take. */
  open: number;
  /** Settled and not refunded: what a refund can still return. */
  refundable: number;
  /** Sent for settlement, then failed (the status says so): neither settled nor open. */
  settlementFailed: number;
  /**
   * Settled, then taken back by the shopper's bank (an applied `chargedBack` event, issue 43):
   * still counted in `settled`, no longer refundable.
   */
  chargedBack: number;
}

/**
 * The balance from the history. A full settlement or refund without a value takes what is left;
 * a cancellation cancels what is open; a reversal is a cancellation (voiding what was sent for
 * settlement) when the provider's status says 'Sent for Cancellation', a refund otherwise.
 * Completion and failure are not Payment Queries events: the status word, the outcome of the
 * latest command, says when that command failed — a failed settlement is neither settled nor open
 * (the provider offers no settlement again), a failed refund returned nothing (its amount can be
 * refunded again). An earlier command's failure behind a later command is not seen this way.
 */
export function ledgerOf(
  payment: PaymentQueryPayment,
  status: string | null,
  applied: readonly AppliedEvent[] = [],
): OrderLedger {
  let authorized = 0;
  let settled = 0;
  let refunded = 0;
  let cancelled = 0;
  let lastSettlement = 0;
  let lastRefund = 0;
  for (const event of payment.events) {
    const open = Math.max(0, authorized - settled - cancelled);
    switch (event.eventName) {
      case 'authorizationSucceeded':
        authorized = payment.value.amount;
        break;
      case 'saleSucceeded':
        authorized = payment.value.amount;
        settled = payment.value.amount;
        break;
      case 'settlementRequested':
        lastSettlement = event.value?.amount ?? open;
        settled += lastSettlement;
        break;
      case 'refundRequested':
        lastRefund = event.value?.amount ?? Math.max(0, settled - refunded);
        refunded += lastRefund;
        break;
      case 'cancellationRequested':
        cancelled += open;
        break;
      case 'reversalRequested':
        if (status === 'Sent for Cancellation') {
          cancelled = authorized;
          settled = 0;
        } else {
          refunded += event.value?.amount ?? Math.max(0, settled - refunded);
        }
        break;
      default:
        break;
    }
  }
  const settlementFailed = status === 'Settlement failed' ? lastSettlement : 0;
  settled -= settlementFailed;
  // A failed refund returned nothing: the applied refundFailed events say which (issue 43), else
  // the status says the latest one did.
  const failedRefunds = applied
    .filter((e) => e.type === 'refundFailed')
    .reduce((sum, e) => sum + (e.amount ?? 0), 0);
  if (failedRefunds > 0) refunded -= Math.min(failedRefunds, refunded);
  else if (status === 'Refund failed') refunded -= lastRefund;
  // The APIs keep no chargeback: the event says how much the shopper's bank took back.
  const chargeback = applied.find((e) => e.type === 'chargedBack');
  const chargedBack = Math.min(chargeback?.amount ?? 0, Math.max(0, settled - refunded));
  return {
    authorized,
    settled,
    refunded,
    cancelled,
    open: Math.max(0, authorized - settled - cancelled - settlementFailed),
    refundable: Math.max(0, settled - refunded - chargedBack),
    settlementFailed,
    chargedBack,
  };
}

/** How many partial settlements the history holds (the next one's sequence number follows). */
export function partialSettlementCount(payment: PaymentQueryPayment): number {
  return payment.events.filter(
    (e) => e.eventName === 'settlementRequested' && e.type === 'partialSettlement',
  ).length;
}

/** One line of the timeline. */
export interface TimelineEntry {
  key: string;
  title: string;
  timestamp: string;
  commandId: string | null;
  /** 'requested', 'submitted', 'succeeded', 'refused', 'failed'; 'event': a webhook's. */
  stage: string;
  amount: { amount: number; currency: string } | null;
  reference: string | null;
  detail: string | null;
}

/** 'settlementRequestSubmitted' → 'Settlement request submitted'. */
export function eventTitle(eventName: string): string {
  const words = eventName.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function stageOf(eventName: string): string {
  if (eventName.endsWith('Requested')) return 'requested';
  if (eventName.endsWith('Submitted')) return 'submitted';
  if (eventName.endsWith('Succeeded')) return 'succeeded';
  if (eventName.endsWith('Refused')) return 'refused';
  return 'failed';
}

function detailOf(event: PaymentQueryEvent): string | null {
  if ('type' in event && event.type) return eventTitle(event.type);
  if ('code' in event) return `${event.code} ${event.description}`;
  if ('error' in event) return `${event.error.name}: ${event.error.message}`;
  return null;
}

function referenceOf(event: PaymentQueryEvent): string | null {
  if ('settlementReference' in event && event.settlementReference) return event.settlementReference;
  if ('refundReference' in event && event.refundReference) return event.refundReference;
  return null;
}

/**
 * Every event of the history, in the provider's order, and among them by their time the events
 * its webhooks delivered that the receiver applied (settled, expired, chargedBack, …: Payment
 * Queries lists commands, not these).
 */
export function timelineOf(
  payment: PaymentQueryPayment,
  applied: readonly AppliedEvent[] = [],
): TimelineEntry[] {
  const delivered = applied.map((event): TimelineEntry => ({
    key: `event-${event.eventId}`,
    title: `${eventTitle(event.type)} (webhook)`,
    timestamp: event.at,
    commandId: null,
    stage: 'event',
    amount:
      event.amount !== null && event.currency
        ? { amount: event.amount, currency: event.currency }
        : null,
    reference: null,
    detail: event.classification ? `classification ${event.classification}` : null,
  }));
  const queried = queriedTimelineOf(payment);
  if (delivered.length === 0) return queried;
  // A stable sort: Payment Queries' order is kept, the events go in by time.
  return [...queried, ...delivered].sort(
    (a, b) => (Date.parse(a.timestamp) || 0) - (Date.parse(b.timestamp) || 0),
  );
}

function queriedTimelineOf(payment: PaymentQueryPayment): TimelineEntry[] {
  return payment.events.map((event, index) => ({
    key: `${index}-${event.eventName}`,
    title: eventTitle(event.eventName),
    timestamp: event.timestamp,
    commandId: event.commandId ?? null,
    stage: stageOf(event.eventName),
    amount: 'value' in event && event.value ? event.value : null,
    reference: referenceOf(event),
    detail: detailOf(event),
  }));
}

/** An order's amount as its currency writes it; a currency the demo does not offer: '12.34 XYZ'. */
export function orderMoney(amount: number, currency: string): string {
  if (isCurrencyCode(currency)) return formatMoney({ amount, currency });
  return `${(amount / 100).toFixed(2)} ${currency}`;
}

function isCurrencyCode(value: string): value is CurrencyCode {
  return (currencyCodes as readonly string[]).includes(value);
}

/** The provider has no payment for the order (yet): said in the detail, not a crash. */
export class OrderNotFound extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OrderNotFound';
  }
}
