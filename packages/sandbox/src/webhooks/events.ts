// The provider's events (webhooks) a payment, payout or token gives rise to, derived from the
// stored facts as payment-history.ts derives `lastEvent` (provider-lifecycle.md §1.5, §2.2).
// Each event has a key that stays the same however often the record is written again, and the
// time it happens on the sandbox clock: an outcome that comes with time (settled, refunded and
// their failures) is known when its command arrives and happens 15 minutes later. outbox.ts
// keeps one stored event per key and delivery.ts sends each once its time has come.
//
// The envelope [H, §2.2]: `{ eventId, eventTimestamp, eventDetails{ classification,
// transactionReference, type, date, amount{value, currencyCode}, reference?, refund?{refusal?},
// _links{payment{href}} } }` (note `amount.value`/`currencyCode`, not the APIs'
// `value.amount`/`currency`); `tokenCreated` has an envelope of its own. Which events come, and in
// which order, is [INF] (§1.5: the events spec lists the types, not the sequence).
import { cardFacts } from '../domain/cards';
import { paymentQueriesPath } from '../domain/payment-queries';
import { outcomesDueBy } from '../domain/payment-history';
import type { PaymentCommand, PaymentRecord } from '../domain/payments';
import { scheduledOutcome, type PayoutRecord } from '../domain/payouts';
import type { TokenRecord } from '../domain/tokens';

/** The body media type of every event [H]. */
export const eventsMediaType = 'application/vnd.worldpay.events-v1.hal+json';

export const paymentEventTypes = [
  'authorized',
  'refused',
  'error',
  'sentForSettlement',
  'settled',
  'settlementFailed',
  'cancelled',
  'sentForRefund',
  'refunded',
  'refundFailed',
  'chargedBack',
  'informationRequested',
  'expired',
] as const;
export const payoutEventTypes = [
  'requested',
  'pending',
  'approved',
  'disbursed',
  'refused',
  'error',
] as const;

/** An event as derived: not stored yet, so without its id. */
export interface DerivedEvent {
  /** Unique among the events of one payment or payout: the same on every derivation. */
  key: string;
  type: string;
  /** When it happens on the sandbox clock (epoch ms): its `eventTimestamp`. */
  at: number;
  transactionReference: string;
  /** The standard envelope, or tokenCreated's own. */
  envelope: 'event' | 'tokenCreated';
  details: Record<string, unknown>;
}

/** `2018-06-13T14:18:13.407`: the provider's eventTimestamp, UTC without a zone [H]. */
export const eventTimestamp = (at: number) => new Date(at).toISOString().slice(0, 23);
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The raw body of an event, as sent and as signed. */
export function eventBody(event: DerivedEvent, eventId: string, notificationId: string): string {
  if (event.envelope === 'tokenCreated') {
    return JSON.stringify({
      eventId,
      eventType: 'tokenCreated',
      notificationId,
      eventTimestamp: eventTimestamp(event.at),
      createdAt: new Date(event.at).toISOString(),
      eventDetails: event.details,
    });
  }
  return JSON.stringify({
    eventId,
    eventTimestamp: eventTimestamp(event.at),
    eventDetails: event.details,
  });
}

/** What a command amounts to (an authorization or sale: the whole payment). */
const amountOf = (payment: PaymentRecord, command: PaymentCommand) =>
  'amount' in command ? command.amount : payment.value.amount;

/** The partial's own reference, which its events quote [H: `reference` for partials]. */
const referenceOf = (command: PaymentCommand) =>
  'reference' in command && command.reference !== undefined ? { reference: command.reference } : {};

/**
 * Every event of a payment, past and to come: the authorization's result, each command's
 * acknowledgement and its outcome, and `tokenCreated` for a token the payment created. Nothing
 * before an authorization was attempted (a payment waiting for 3DS has no events).
 */
export function paymentEvents(
  payment: PaymentRecord,
  publicUrl: string,
  createdToken?: TokenRecord,
): DerivedEvent[] {
  const first = payment.history[0];
  if (!first) return [];
  // The payment's Payment Queries resource (the docs: "unused currently").
  const links = { payment: { href: `${publicUrl}${paymentQueriesPath}/${payment.paymentId}` } };
  const event = (
    type: string,
    at: number,
    command: PaymentCommand,
    extra: Record<string, unknown> = {},
  ): DerivedEvent => ({
    key: `${command.commandId}:${type}`,
    type,
    at,
    transactionReference: payment.transactionReference,
    envelope: 'event',
    details: {
      classification: 'payment',
      transactionReference: payment.transactionReference,
      type,
      date: day(first.at),
      amount: { value: amountOf(payment, command), currencyCode: payment.value.currency },
      ...extra,
      _links: links,
    },
  });

  if (payment.stage === 'refused') return [event('refused', first.at, first)];
  if (payment.stage === 'error') return [event('error', first.at, first)];
  if (payment.stage !== 'authorized') return [];

  const events: DerivedEvent[] = [event('authorized', first.at, first)];
  if (first.kind === 'sale') events.push(event('sentForSettlement', first.at, first));
  if (createdToken) events.push(tokenCreatedEvent(payment, createdToken, publicUrl));
  for (const command of payment.history.slice(1)) {
    if (command.kind === 'settlement') {
      events.push(event('sentForSettlement', command.at, command, referenceOf(command)));
    } else if (command.kind === 'refund') {
      events.push(event('sentForRefund', command.at, command, referenceOf(command)));
    } else if (command.kind === 'reversal' && command.processedAs === 'refund') {
      events.push(event('sentForRefund', command.at, command));
    }
  }
  // Every outcome, due or not: each is sent when its time comes.
  for (const outcome of outcomesDueBy(payment, Number.POSITIVE_INFINITY)) {
    const extra =
      outcome.kind === 'refundFailed'
        ? { ...referenceOf(outcome.command), refund: { refusal: outcome.refusal } }
        : referenceOf(outcome.command);
    events.push(event(outcome.kind, outcome.at, outcome.command, extra));
  }
  // The 'Chargeback' trigger (scenario-triggers.ts): the payment's `chargedBack` [H: the
  // docs' example classifies it `payment`], then the dispute's `informationRequested`
  // (`classification: chargeback` [H]), both for the amount charged back, in that order.
  const { chargeback } = payment;
  if (chargeback) {
    const disputed = { ...first, commandId: chargeback.commandId, at: chargeback.at };
    const amount = { value: chargeback.amount, currencyCode: payment.value.currency };
    events.push(event('chargedBack', chargeback.at, disputed, { amount }));
    const request = event('informationRequested', chargeback.at, disputed, { amount });
    events.push({ ...request, details: { ...request.details, classification: 'chargeback' } });
  }
  // Stable: events of one moment keep the order they were pushed in.
  return events.sort((a, b) => a.at - b.at);
}

/** `tokenCreated`, for a token a payment's `tokenCreation` created [H: its own envelope]. */
function tokenCreatedEvent(
  payment: PaymentRecord,
  token: TokenRecord,
  publicUrl: string,
): DerivedEvent {
  const facts = cardFacts(token.cardNumber);
  return {
    key: `token:${token.tokenId}:tokenCreated`,
    type: 'tokenCreated',
    at: token.createdAt,
    transactionReference: payment.transactionReference,
    envelope: 'tokenCreated',
    details: {
      transactionReference: payment.transactionReference,
      tokenCreatedAt: new Date(token.createdAt).toISOString(),
      tokenPaymentInstrument: { type: 'card/tokenized', href: `${publicUrl}/tokens/${token.id}` },
      tokenExpiryDateTime: new Date(token.expiresAt).toISOString(),
      description: token.description,
      tokenId: token.tokenId,
      paymentInstrument: {
        type: 'card/masked',
        cardNumber: facts.masked,
        cardHolderName: token.cardHolderName,
        // Strings here, unlike the Tokens API's numbers [H].
        cardExpiryDate: {
          month: String(token.cardExpiryDate.month),
          year: String(token.cardExpiryDate.year),
        },
        bin: facts.bin,
        brand: facts.brand.toUpperCase(),
        fundingType: facts.fundingType,
        countryCode: facts.countryCode,
        ...(token.billingAddress ? { billingAddress: token.billingAddress } : {}),
      },
    },
  };
}

/**
 * A payout's event: Fast Access payouts their own (`classification: payout`); a basic
 * disbursement the payment event `sentForRefund` [M, §2.2], or `refused` / `error`. The
 * sandbox's payouts keep the outcome they were given, so there is one event per payout [INF:
 * `requestReceived` is a fast-access `requested`, `inReview` a `pending`], plus the decision
 * the 'Approve later' / 'Refuse later' trigger scheduled.
 */
export function payoutEvents(payout: PayoutRecord, publicUrl: string): DerivedEvent[] {
  if (!payout.value) return [];
  const at = Date.parse(payout.receivedAt);
  const basic = payout.api === 'basicDisbursement';
  let type: string;
  switch (payout.outcome) {
    case 'refused':
    case 'error':
      type = payout.outcome;
      break;
    case 'requestReceived':
      type = basic ? 'sentForRefund' : 'requested';
      break;
    case 'inReview':
      type = basic ? 'sentForRefund' : 'pending';
      break;
    default:
      type = basic ? 'sentForRefund' : payout.outcome;
  }
  const { value } = payout;
  const payoutEvent = (eventType: string, eventAt: number): DerivedEvent => ({
    key: `${payout.id}:${eventType}`,
    type: eventType,
    at: eventAt,
    transactionReference: payout.transactionReference,
    envelope: 'event',
    details: {
      classification: basic && eventType === 'sentForRefund' ? 'payment' : 'payout',
      transactionReference: payout.transactionReference,
      type: eventType,
      date: day(eventAt),
      amount: { value: value.amount, currencyCode: value.currency },
      _links: { payment: { href: `${publicUrl}/payouts/${payout.id}` } },
    },
  });
  // Its later outcome, due on its clock: the 'Approve later' / 'Refuse later' trigger's decision,
  // else a pending amount's resolution (scenarios.ts payoutPendingResolutions).
  // A trigger's decision has keys of its own: it replaces a resolution already recorded (the
  // outbox keeps an event by its key, and drops one no longer implied).
  const scheduled = scheduledOutcome(payout);
  const later = scheduled
    ? [
        {
          ...payoutEvent(scheduled.outcome, scheduled.at),
          ...(payout.decision ? { key: `${payout.id}:decision:${scheduled.outcome}` } : {}),
        },
      ]
    : [];
  return [payoutEvent(type, at), ...later];
}
