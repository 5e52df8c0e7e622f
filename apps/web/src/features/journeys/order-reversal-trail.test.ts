// An event that reverses an order's money says in the trail what it changed (issue 43): a
// chargeback, a failed refund; other events and other references add nothing.
import type { WebhookMessage } from '@sjd/contracts';
import { describe, expect, it } from 'vitest';
import { storeWithLog } from '../../test/store';
import { orderPlaced, webhookReceived } from './events';
import type { StoredOrder } from './types';

const order: StoredOrder = {
  transactionReference: 'SJD-cb-1',
  kind: 'payment',
  shop: 'retail',
  purpose: 'basket',
  amount: 200,
  currency: 'GBP',
  method: 'card',
  methodLabel: 'Visa •••• 1111',
  api: 'payments',
  outcome: 'authorized',
  placedAt: '2026-12-08T09:00:00.000Z',
  items: [],
};

const message = (type: string, reference = order.transactionReference): WebhookMessage => ({
  eventId: `ev-${type}-${reference}`,
  type,
  transactionReference: reference,
  outcome: 'applied',
  receivedAt: '2026-12-08T10:00:00.050Z',
  request: { eventSignature: `1/SHA256/${'a'.repeat(64)}`, keyId: '1' },
  event: {
    eventId: `ev-${type}-${reference}`,
    eventTimestamp: '2026-12-08T10:00:00.000',
    eventDetails: {
      classification: 'payment',
      transactionReference: reference,
      type,
      amount: { value: 200, currencyCode: 'GBP' },
    },
  },
});

const settled = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('an order’s reversal in the trail', () => {
  it('says what a chargeback and a failed refund changed, and nothing for the rest', async () => {
    const { store } = storeWithLog();
    store.dispatch(orderPlaced(order));
    for (const m of [
      message('chargedBack'),
      message('refundFailed'),
      message('settled'),
      message('chargedBack', 'SJD-other'),
    ]) {
      store.dispatch(webhookReceived(m));
    }
    await settled();
    const titles = store
      .getState()
      .eventLog.triggers.map((t) => t.events.map((e) => e.title).join(' + '));
    expect(titles).toEqual([
      'Webhook: chargedBack + Order charged back',
      'Webhook: refundFailed + Refund failed',
      'Webhook: settled',
      'Webhook: chargedBack',
    ]);
    const note = store.getState().eventLog.triggers[0]?.events[1]?.plainText;
    expect(note).toBe(
      "The shopper's bank took back £2.00 of order SJD-cb-1: the order shows Charged back, and that amount can no longer be refunded.",
    );
  });
});
