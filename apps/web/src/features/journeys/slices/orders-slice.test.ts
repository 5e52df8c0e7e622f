import { describe, expect, it } from 'vitest';
import { orderActionRequested, orderOpened, orderRefreshRequested } from '../events';
import type { StoredOrder } from '../types';
import {
  initialOrdersState,
  maxStoredOrders,
  orderActionAnswered,
  orderClosed,
  orderPlaced,
  ordersSlice,
  orderViewFailed,
  orderViewLoaded,
  type OrdersState,
  type OrderView,
} from './orders-slice';

const reduce = ordersSlice.reducer;

const order = (reference: string): StoredOrder => ({
  transactionReference: reference,
  kind: 'payment',
  shop: 'retail',
  purpose: 'basket',
  amount: 300,
  currency: 'GBP',
  method: 'card',
  methodLabel: 'Visa •••• 2701',
  api: 'cardPayments',
  paymentId: 'payAbc',
  outcome: 'authorized',
  placedAt: '2026-11-27T01:00:00.000Z',
  items: [],
});

const view: OrderView = {
  payment: null,
  status: 'Authorized',
  actions: [{ kind: 'settle', api: 'cardPayments', href: 'https://p/settle', method: 'POST' }],
};

const withOrders: OrdersState = { ...initialOrdersState, orders: [order('A'), order('B')] };
const loading: OrdersState = { ...withOrders, openReference: 'A', status: 'loading' };
const ready: OrdersState = { ...loading, status: 'ready', view };
const acting: OrdersState = { ...ready, status: 'acting', acting: 'settle' };

describe('orders slice', () => {
  it('keeps the newest order first, once per reference, at most the maximum', () => {
    let state = reduce(withOrders, orderPlaced(order('C')));
    expect(state.orders.map((o) => o.transactionReference)).toEqual(['C', 'A', 'B']);
    state = reduce(state, orderPlaced(order('A')));
    expect(state.orders.map((o) => o.transactionReference)).toEqual(['A', 'C', 'B']);
    for (let i = 0; i < maxStoredOrders + 5; i += 1)
      state = reduce(state, orderPlaced(order(`X${i}`)));
    expect(state.orders).toHaveLength(maxStoredOrders);
  });

  it.each<[string, OrdersState, Parameters<typeof reduce>[1], Partial<OrdersState>]>([
    [
      'opens a kept order',
      withOrders,
      orderOpened({ reference: 'A' }),
      { openReference: 'A', status: 'loading' },
    ],
    [
      'ignores an order it does not keep',
      withOrders,
      orderOpened({ reference: 'Z' }),
      { openReference: null, status: 'idle' },
    ],
    [
      'does not switch orders while acting',
      acting,
      orderOpened({ reference: 'B' }),
      { openReference: 'A', status: 'acting' },
    ],
    [
      'loads the open order',
      loading,
      orderViewLoaded({ reference: 'A', view }),
      { status: 'ready', view },
    ],
    [
      'ignores a view of another order',
      loading,
      orderViewLoaded({ reference: 'B', view }),
      { status: 'loading', view: null },
    ],
    [
      'fails a first reading',
      loading,
      orderViewFailed({ reference: 'A', message: 'down' }),
      { status: 'failed', notice: { tone: 'error', text: 'down' } },
    ],
    [
      'keeps the view when a later reading fails',
      ready,
      orderViewFailed({ reference: 'A', message: 'down' }),
      { status: 'ready', view },
    ],
    [
      'takes an offered action when ready',
      ready,
      orderActionRequested({ reference: 'A', kind: 'settle' }),
      { status: 'acting', acting: 'settle' },
    ],
    [
      'refuses an action the provider did not offer',
      ready,
      orderActionRequested({ reference: 'A', kind: 'refund' }),
      { status: 'ready', acting: null },
    ],
    [
      'refuses a second action while one is sent (double click)',
      acting,
      orderActionRequested({ reference: 'A', kind: 'settle' }),
      { status: 'acting', acting: 'settle' },
    ],
    [
      'refuses an action while reading',
      loading,
      orderActionRequested({ reference: 'A', kind: 'settle' }),
      { status: 'loading' },
    ],
    [
      'refuses an action on an order not open',
      ready,
      orderActionRequested({ reference: 'B', kind: 'settle' }),
      { status: 'ready' },
    ],
    [
      'keeps an action answer',
      acting,
      orderActionAnswered({ reference: 'A', notice: { tone: 'success', text: 'ok' } }),
      { status: 'acting', notice: { tone: 'success', text: 'ok' } },
    ],
    [
      'ends the action with the reading',
      acting,
      orderViewLoaded({ reference: 'A', view }),
      { status: 'ready', acting: null },
    ],
    [
      'refreshes when ready',
      ready,
      orderRefreshRequested({ reference: 'A' }),
      { status: 'loading' },
    ],
    [
      'does not refresh while acting',
      acting,
      orderRefreshRequested({ reference: 'A' }),
      { status: 'acting' },
    ],
    [
      'closes to the list',
      ready,
      orderClosed(),
      { openReference: null, status: 'idle', view: null },
    ],
    [
      'does not close while acting',
      acting,
      orderClosed(),
      { openReference: 'A', status: 'acting' },
    ],
  ])('%s', (_name, before, event, after) => {
    expect(reduce(before, event)).toMatchObject(after);
  });

  it('keeps a payment id learned from Payment Queries', () => {
    const hosted = { ...order('H'), paymentId: undefined, api: 'cardPayments' as const };
    const state = reduce(
      { ...initialOrdersState, orders: [hosted], openReference: 'H', status: 'loading' },
      orderViewLoaded({ reference: 'H', view, paymentId: 'payLearned' }),
    );
    expect(state.orders[0]?.paymentId).toBe('payLearned');
  });
});
