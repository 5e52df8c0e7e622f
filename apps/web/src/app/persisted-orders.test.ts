// The orders in storage (issue 29): versioned and validated; a damaged order is dropped, the
// others kept, and unreadable data starts an empty list — never a crash.
import { describe, expect, it } from 'vitest';
import type { StorageLike } from '../lib/persistence';
import { fakeClients } from '../test/store';
import { persistOnChange, restoreState } from './persisted-state';
import { makeStore } from './store';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const order = {
  transactionReference: 'SJD-mf0-1a2b',
  kind: 'payment',
  shop: 'retail',
  purpose: 'basket',
  amount: 300,
  currency: 'GBP',
  method: 'card',
  methodLabel: 'Visa •••• 2701',
  api: 'payments',
  paymentId: 'payN1HPv7JPoHpksVGCnRZSAx',
  statusHref: 'http://localhost:3001/api/payments/abc',
  outcome: 'authorized',
  placedAt: '2026-11-27T01:00:00.000Z',
  items: [{ title: 'Hat', amount: 300, quantity: 1 }],
};

const stored = (data: unknown, version = 1) =>
  memoryStorage({ 'sjd:orders': JSON.stringify({ version, data }) });

describe('persisted orders', () => {
  it('round-trips the list through storage (the open order is not kept)', () => {
    const storage = stored({ orders: [order] });
    const restored = restoreState(storage).orders;
    expect(restored?.orders).toEqual([order]);
    expect(restored?.openReference).toBeNull();

    const store = makeStore(fakeClients(), { orders: restored });
    const written = memoryStorage();
    persistOnChange(store, written);
    expect(JSON.parse(written.data.get('sjd:orders') ?? '')).toEqual({
      version: 1,
      data: { orders: [order] },
    });
  });

  it.each<[string, unknown]>([
    ['a card number in the label', { ...order, methodLabel: 'Visa 4444 3333 2222 1111' }],
    ['an empty label', { ...order, methodLabel: '' }],
    ['an unknown shop', { ...order, shop: 'elsewhere' }],
    ['a negative amount', { ...order, amount: -5 }],
    ['a fractional amount', { ...order, amount: 1.5 }],
    ['a status link that is not http', { ...order, statusHref: 'javascript:alert(1)' }],
    ['a payment id with a path in it', { ...order, paymentId: '../../tokens/x' }],
    ['no reference', { ...order, transactionReference: undefined }],
    ['a date that is none', { ...order, placedAt: 'yesterday' }],
    ['not an object', 'order'],
  ])('drops an order with %s and keeps the others', (_name, bad) => {
    const good = { ...order, transactionReference: 'SJD-good-1' };
    const restored = restoreState(stored({ orders: [bad, good] })).orders;
    expect(restored?.orders.map((o) => o.transactionReference)).toEqual(['SJD-good-1']);
  });

  it('keeps a reference once', () => {
    const restored = restoreState(stored({ orders: [order, order] })).orders;
    expect(restored?.orders).toHaveLength(1);
  });

  it.each<[string, StorageLike]>([
    ['invalid JSON', memoryStorage({ 'sjd:orders': '{oops' })],
    ['another version', stored({ orders: [order] }, 99)],
    ['not a list', stored({ orders: 'many' })],
    ['no data', stored(null)],
  ])('starts with no orders from %s, and drops the entry', (_name, storage) => {
    expect(restoreState(storage).orders).toBeUndefined();
    expect(storage.getItem('sjd:orders')).toBeNull();
  });

  it('keeps the events applied to an order (issue 43); an order with a damaged one is dropped', () => {
    const event = {
      eventId: 'ev-1',
      type: 'chargedBack',
      at: '2026-12-08T10:00:00.000Z',
      amount: 300,
      currency: 'GBP',
      classification: 'payment',
    };
    const withEvents = { ...order, events: [event] };
    const damaged = {
      ...order,
      transactionReference: 'SJD-mf0-9z',
      events: [{ ...event, amount: -1 }],
    };
    expect(restoreState(stored({ orders: [withEvents, damaged] })).orders?.orders).toEqual([
      withEvents,
    ]);
  });
});
