// The payment lifecycle as a table: (events so far) → what may happen next, and what the
// query reports. Illegal steps are refused whatever the order.
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  lastEvent,
  paymentAmounts,
  type PaymentEvent,
  type PaymentRecord,
} from './payments';

function payment(
  stage: PaymentRecord['stage'],
  events: Omit<PaymentEvent, 'at'>[] = [],
): PaymentRecord {
  return {
    id: 'p',
    api: 'payments',
    paymentId: 'pay',
    commandId: 'cmd',
    transactionReference: 'T',
    entity: 'default',
    createdAt: 0,
    value: { currency: 'GBP', amount: 1000 },
    card: { number: '4444333322221111', expiry: { month: 1, year: 2035 } },
    instrumentType: 'card/plain+masked',
    checks: { cvc: 'matched', avs: { address: 'matched', postcode: 'matched' } },
    orders: { autoSettle: false, cancelOnCvcNotMatched: true, cancelOnAvsNotMatched: true },
    stage,
    events: events.map((e) => ({ ...e, at: 0 })),
  };
}

describe('payment lifecycle', () => {
  it.each([
    [
      'authorized',
      payment('authorized'),
      ['cancel', 'settle', 'partialSettle', 'reverse'],
      'authorized',
    ],
    [
      'settled',
      payment('authorized', [{ action: 'settle', amount: 1000 }]),
      ['refund', 'partialRefund', 'reverse'],
      'sentForSettlement',
    ],
    [
      'partly settled',
      payment('authorized', [{ action: 'partialSettle', amount: 400 }]),
      ['cancel', 'settle', 'partialSettle', 'refund', 'partialRefund', 'reverse'],
      'sentForSettlement',
    ],
    [
      'settled, partly refunded',
      payment('authorized', [
        { action: 'settle', amount: 1000 },
        { action: 'partialRefund', amount: 300 },
      ]),
      ['refund', 'partialRefund'],
      'sentForRefund',
    ],
    [
      'fully refunded',
      payment('authorized', [
        { action: 'settle', amount: 1000 },
        { action: 'refund', amount: 1000 },
      ]),
      [],
      'sentForRefund',
    ],
    [
      'cancelled',
      payment('authorized', [{ action: 'cancel', amount: 1000 }]),
      [],
      'sentForCancellation',
    ],
    [
      'reversed before settlement',
      payment('authorized', [{ action: 'reverse', amount: 1000 }]),
      [],
      'sentForCancellation',
    ],
    [
      'reversed after settlement',
      payment('authorized', [
        { action: 'settle', amount: 1000 },
        { action: 'reverse', amount: 1000 },
      ]),
      [],
      'sentForRefund',
    ],
    ['refused', payment('refused'), [], 'refused'],
    ['waiting for device data', payment('deviceDataRequired'), [], null],
    ['challenged', payment('challenged'), [], null],
    ['stopped by fraud', payment('fraudHighRisk'), [], null],
    ['errored', payment('error'), [], 'error'],
  ])('%s → allows %o, last event %s', (_state, p, actions, event) => {
    expect(allowedActions(p)).toEqual(actions);
    expect(lastEvent(p)).toBe(event);
  });

  it('keeps amounts consistent', () => {
    const p = payment('authorized', [
      { action: 'partialSettle', amount: 400 },
      { action: 'partialRefund', amount: 100 },
    ]);
    expect(paymentAmounts(p)).toEqual({
      settled: 400,
      refunded: 100,
      open: 600,
      refundable: 300,
      reversed: false,
    });
  });
});
