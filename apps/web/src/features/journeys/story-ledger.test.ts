// One story per shop from the provider's answers and applied events (issue 43): what an applied
// webhook event is, when a withdrawal comes back, what status the shopper sees, a chargeback in
// the order's balance and timeline, and the orders slice keeping each event once.
import type { PaymentQueryPayment, WebhookMessage } from '@sjd/contracts';
import { describe, expect, it } from 'vitest';
import { webhookReceived } from './events';
import { ledgerOf, timelineOf } from './order-ledger';
import { initialOrdersState, orderPlaced, ordersSlice } from './slices/orders-slice';
import {
  amountToReturn,
  appliedEventOf,
  ledgerTotal,
  maxMovements,
  fundsNoticeText,
  storyStatusOf,
  withMovement,
  type AppliedEvent,
  type FundsLedger,
} from './story-ledger';
import type { StoredOrder } from './types';

function eventMessage(
  type: string,
  reference: string,
  options: {
    eventId?: string;
    outcome?: WebhookMessage['outcome'];
    amount?: number;
    classification?: string;
    at?: string;
  } = {},
): WebhookMessage {
  const eventId = options.eventId ?? `${reference}-${type}`;
  return {
    eventId,
    type,
    transactionReference: reference,
    outcome: options.outcome ?? 'applied',
    receivedAt: '2026-12-08T10:00:01.000Z',
    request: { eventSignature: `1/SHA256/${'a'.repeat(64)}`, keyId: '1' },
    event: {
      eventId,
      eventTimestamp: options.at ?? '2026-12-08T10:00:00.000',
      eventDetails: {
        classification: options.classification ?? 'payment',
        transactionReference: reference,
        type,
        ...(options.amount === undefined
          ? {}
          : { amount: { value: options.amount, currencyCode: 'GBP' } }),
      },
    },
  };
}

const applied = (message: WebhookMessage) => appliedEventOf(message) as AppliedEvent;

describe('applied events', () => {
  it('reads the envelope: type, UTC instant, amount and classification', () => {
    expect(applied(eventMessage('chargedBack', 'R1', { amount: 300 }))).toEqual({
      eventId: 'R1-chargedBack',
      type: 'chargedBack',
      at: '2026-12-08T10:00:00.000Z',
      amount: 300,
      currency: 'GBP',
      classification: 'payment',
    });
  });

  it('is none for a delivery the receiver did not apply', () => {
    for (const outcome of ['duplicate', 'outOfOrder', 'rejected', 'failedOnPurpose'] as const) {
      expect(appliedEventOf(eventMessage('settled', 'R1', { outcome }))).toBeNull();
    }
  });

  it('keeps a body without amount or a bad timestamp readable', () => {
    const message = { ...eventMessage('settled', 'R1'), event: { eventTimestamp: 'soon' } };
    expect(appliedEventOf(message)).toMatchObject({
      amount: null,
      currency: null,
      classification: null,
      at: '2026-12-08T10:00:01.000Z',
    });
  });
});

describe('the funds ledger', () => {
  const opening: FundsLedger = { carried: 2_100, movements: [] };
  const withdrawn = withMovement(opening, { kind: 'withdrawal', delta: -345, reference: 'P1' });
  const refused = applied(eventMessage('refused', 'P1', { classification: 'payout', amount: 345 }));

  it('gives back what the withdrawal took, once, on a payout refusal or error', () => {
    expect(amountToReturn(withdrawn, refused, 'P1')).toBe(345);
    expect(amountToReturn(withdrawn, { ...refused, type: 'error' }, 'P1')).toBe(345);
    const back = withMovement(withdrawn, {
      kind: 'withdrawalReturned',
      delta: 345,
      reference: 'P1',
    });
    expect(amountToReturn(back, refused, 'P1')).toBe(0);
    expect(ledgerTotal(back)).toBe(2_100);
  });

  it('gives nothing for another payout, another event, or a payment refused', () => {
    expect(amountToReturn(withdrawn, refused, 'P2')).toBe(0);
    expect(amountToReturn(withdrawn, { ...refused, type: 'approved' }, 'P1')).toBe(0);
    expect(amountToReturn(withdrawn, { ...refused, classification: 'payment' }, 'P1')).toBe(0);
  });

  it('folds old movements into what it carries, so the total stays exact', () => {
    let ledger = opening;
    for (let i = 0; i < maxMovements + 30; i += 1) {
      ledger = withMovement(ledger, { kind: 'topUp', delta: i + 1, reference: null });
    }
    expect(ledger.movements).toHaveLength(maxMovements);
    const n = maxMovements + 30;
    expect(ledgerTotal(ledger)).toBe(2_100 + (n * (n + 1)) / 2);
  });

  it('says what came back in the shop’s words', () => {
    const returned = { eventId: 'e', reference: 'P1', amount: 345, currency: 'GBP' };
    expect(fundsNoticeText({ ...returned, outcome: 'refused' })).toBe(
      'Your withdrawal of £3.45 was refused by the bank: the money is back in your balance.',
    );
    expect(fundsNoticeText({ ...returned, outcome: 'error' })).toMatch(/failed at the bank/);
    expect(fundsNoticeText({ ...returned, outcome: 'chargedBack' })).toBe(
      'Your bank charged back a deposit: £3.45 was taken from your balance.',
    );
    expect(fundsNoticeText({ ...returned, outcome: 'refunded' })).toMatch(/refunded to your card/);
  });
});

const payment = (events: object[], amount = 300) =>
  ({ value: { amount, currency: 'GBP' }, events }) as unknown as PaymentQueryPayment;
const settledPayment = payment([
  { eventName: 'authorizationSucceeded', timestamp: '2026-12-08T09:00:00.000Z' },
  { eventName: 'settlementRequested', timestamp: '2026-12-08T09:10:00.000Z' },
]);

describe('an order’s story', () => {
  const chargedBack = applied(eventMessage('chargedBack', 'R1', { amount: 300 }));
  const informationRequested = applied(
    eventMessage('informationRequested', 'R1', { amount: 300, classification: 'chargeback' }),
  );

  it('a chargeback moves the status the shopper sees and the balance', () => {
    expect(storyStatusOf('payment', 'Settled', [])).toBe('Settled');
    expect(storyStatusOf('payment', 'Settled', [chargedBack])).toBe('Charged back');
    expect(storyStatusOf('payment', 'Settled', [chargedBack, informationRequested])).toBe(
      'Charged back (information requested)',
    );
    expect(ledgerOf(settledPayment, 'Settled', [chargedBack])).toMatchObject({
      settled: 300,
      chargedBack: 300,
      refundable: 0,
    });
    expect(ledgerOf(settledPayment, 'Settled')).toMatchObject({ chargedBack: 0, refundable: 300 });
  });

  it('a payout’s status is its last payout event', () => {
    const refused = applied(eventMessage('refused', 'P1', { classification: 'payout' }));
    expect(storyStatusOf('payout', 'pending', [])).toBe('pending');
    expect(storyStatusOf('payout', 'pending', [refused])).toBe('refused');
  });

  it('every applied event is in the timeline, by its time among the commands', () => {
    const settled = applied(eventMessage('settled', 'R1', { at: '2026-12-08T09:25:00.000' }));
    const titles = timelineOf(settledPayment, [chargedBack, settled]).map((e) => e.title);
    expect(titles).toEqual([
      'Authorization succeeded',
      'Settlement requested',
      'Settled (webhook)',
      'Charged back (webhook)',
    ]);
  });
});

describe('orders keep their applied events once', () => {
  const order: StoredOrder = {
    transactionReference: 'R1',
    kind: 'payment',
    shop: 'retail',
    purpose: 'basket',
    amount: 300,
    currency: 'GBP',
    method: 'card',
    methodLabel: 'Visa •••• 1111',
    api: 'payments',
    outcome: 'authorized',
    placedAt: '2026-12-08T09:00:00.000Z',
    items: [],
  };
  const reduce = ordersSlice.reducer;

  it('once per eventId, applied ones only, and those that came before the order too', () => {
    let state = reduce(initialOrdersState, webhookReceived(eventMessage('authorized', 'R1')));
    state = reduce(state, orderPlaced(order));
    state = reduce(state, webhookReceived(eventMessage('settled', 'R1')));
    state = reduce(state, webhookReceived(eventMessage('settled', 'R1')));
    state = reduce(state, webhookReceived(eventMessage('x', 'R1', { outcome: 'duplicate' })));
    expect(state.orders[0]?.events?.map((e) => e.type)).toEqual(['authorized', 'settled']);
    expect(state.early).toEqual({});
    // Placed again (a reading of the same reference), the story stays.
    state = reduce(state, orderPlaced(order));
    expect(state.orders[0]?.events).toHaveLength(2);
  });

  it('keeps early events of a bounded number of references', () => {
    let state = initialOrdersState;
    for (let i = 0; i < 30; i += 1)
      state = reduce(state, webhookReceived(eventMessage('a', `X${i}`)));
    expect(Object.keys(state.early)).toHaveLength(20);
    expect(state.early.X29).toBeDefined();
  });
});
