// @vitest-environment node
// The orders back office (issue 29) against the real server and sandbox: a payment is made the
// way a shop makes it, its order opened, and each action sent through the proxy to the links the
// provider offered — Payments API `_actions` (Orchestrated) and Card Payments `_links` (Modular).
// The terminal records each under its trigger; the detail is read again after each; bad input
// (a tampered amount, a double click, a payment changed meanwhile, a foreign link) changes
// nothing twice.
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../../app/store';
import {
  basketCharge,
  journeyStore,
  paymentSettled,
  providerStackPerFile,
  recordedRequest,
  testBrowser,
  trail,
  until,
  withProviderClockAdvanced,
} from '../../../test/provider-stack';
import { billingAddress } from '../../../test/card-helpers';
import {
  cardPaymentSubmitted,
  hostedPaymentRequested,
  orderActionRequested,
  orderOpened,
  orderRefreshRequested,
} from '../events';
import { ledgerOf } from '../order-ledger';
import { orderPlaced, orderViewLoaded } from '../slices/orders-slice';
import { itemAdded } from '../../cart/cart-slice';
import { ticketsChosen } from '../../cart';
import { readHostedResult } from '../steps/hosted-result';
import { hostedLibrarySetUp, hostedResultReceived } from '../slices/hpp-slice';
import type { OrderActionRequest } from '../types';
import { paymentsApiCards } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

type Integration = 'Orchestrated' | 'Modular';

/** Pays for two items (100 + 200) with a frictionless card and opens the order. */
async function paidOrder(integrationType: Integration) {
  const { store } = await journeyStore(stack, {
    items: 0,
    settings: { integrationType, allow3DS: false, allowFraudSight: false, theme: 'retail' },
  });
  store.dispatch(itemAdded({ id: 1, title: 'Scarf', price: 100, quantity: 1 }));
  store.dispatch(itemAdded({ id: 2, title: 'Hat', price: 200, quantity: 1 }));
  store.dispatch(
    cardPaymentSubmitted({
      card: {
        kind: 'plain',
        cardHolderName: 'Ada Lovelace',
        cardNumber: paymentsApiCards.visa,
        expiryDate: { month: 5, year: 2035 },
        cvc: '123',
      },
      charge: basketCharge(store),
      billingAddress,
      saveDetails: false,
      browser: testBrowser,
    }),
  );
  await until(store, paymentSettled);
  expect(store.getState().payment.paymentStatus).toBe('success');
  const order = store.getState().orders.orders[0];
  if (!order) throw new Error('No order was recorded');
  store.dispatch(orderOpened({ reference: order.transactionReference }));
  await ready(store);
  return { store, order, reference: order.transactionReference };
}

const ready = (store: AppStore) =>
  until(store, (s) => s.orders.status === 'ready' || s.orders.status === 'failed');

function view(store: AppStore) {
  const { view } = store.getState().orders;
  if (!view?.payment) throw new Error('The order has no provider view');
  return { ...view, payment: view.payment, ledger: ledgerOf(view.payment, view.status) };
}

async function act(store: AppStore, request: OrderActionRequest) {
  store.dispatch(orderActionRequested(request));
  expect(store.getState().orders.status).toBe('acting');
  await ready(store);
}

const kinds = (store: AppStore) => view(store).actions.map((a) => a.kind);

describe('orders: recording and reading', () => {
  it.each<[Integration, string, string]>([
    ['Orchestrated', 'payments', 'Query payment'],
    ['Modular', 'cardPayments', 'Card payment events'],
  ])('%s: the order is kept and read from Payment Queries and its API', async (type, api, call) => {
    const { store, order } = await paidOrder(type);
    expect(order).toMatchObject({
      shop: 'retail',
      amount: 300,
      currency: 'GBP',
      api,
      method: 'card',
      items: [
        { title: 'Scarf', amount: 100, quantity: 1 },
        { title: 'Hat', amount: 200, quantity: 1 },
      ],
    });
    expect(order.methodLabel).toMatch(/•••• 2701$/);
    expect(view(store).status).toBe('Authorized');
    expect(kinds(store)).toEqual(['settle', 'partialSettle', 'cancel', 'reverse']);
    expect(view(store).ledger).toMatchObject({ authorized: 300, open: 300, settled: 0 });
    expect(trail(store.getState()).slice(-5)).toEqual([
      'View order',
      '  → Payment Queries: payment history',
      '  ← Payment Queries: payment history 200',
      `  → ${call}`,
      `  ← ${call} 200`,
    ]);
  });
});

describe.each<Integration>(['Orchestrated', 'Modular'])('orders: actions (%s)', (type) => {
  it('ships two parcels (partial settlements in sequence), then refunds a returned item', async () => {
    const { store, reference } = await paidOrder(type);
    await act(store, {
      reference,
      kind: 'partialSettle',
      amount: 100,
      actionReference: 'ship-1',
      sequence: { number: 1, total: 2 },
    });
    expect(store.getState().orders.notice?.tone).toBe('success');
    expect(recordedRequest(store.getState(), 'Partial settle')).toMatchObject({
      reference: 'ship-1',
      value: { amount: 100, currency: 'GBP' },
      sequence: { number: 1, total: 2 },
    });
    await act(store, {
      reference,
      kind: 'partialSettle',
      amount: 200,
      actionReference: 'ship-2',
      sequence: { number: 2, total: 2 },
    });
    expect(view(store).ledger).toMatchObject({ settled: 300, open: 0, refundable: 300 });
    // Fully settled in parts: the provider offers no further partial settlement.
    expect(kinds(store)).not.toContain('partialSettle');

    await act(store, {
      reference,
      kind: 'partialRefund',
      amount: 100,
      actionReference: 'return-1-1',
    });
    expect(view(store).ledger).toMatchObject({ settled: 300, refunded: 100, refundable: 200 });
    expect(view(store).status).toBe('Sent for Refund');
    const events = view(store).payment.events.map((e) => e.eventName);
    expect(events.filter((e) => e === 'settlementRequested')).toHaveLength(2);
    expect(events.filter((e) => e === 'refundRequested')).toHaveLength(1);
    const lines = trail(store.getState());
    expect(lines).toContain('Partially settle order');
    expect(lines).toContain('Partially refund order');
    expect(lines).toContain('  ← Partial settle 202');
    expect(lines).toContain('  ← Partial refund 202');
  });

  it('settles in full once: a double click sends one settlement, then refunds in full', async () => {
    const { store, reference } = await paidOrder(type);
    store.dispatch(orderActionRequested({ reference, kind: 'settle' }));
    store.dispatch(orderActionRequested({ reference, kind: 'settle' }));
    await ready(store);
    expect(trail(store.getState()).filter((l) => l === '  → Settle')).toHaveLength(1);
    expect(view(store).ledger).toMatchObject({ settled: 300, open: 0 });
    expect(kinds(store)).toEqual(expect.arrayContaining(['refund', 'partialRefund', 'reverse']));
    expect(kinds(store)).not.toContain('settle');

    await act(store, { reference, kind: 'refund' });
    expect(view(store).ledger).toMatchObject({ refunded: 300, refundable: 0 });
    expect(kinds(store)).toEqual([]);
    expect(trail(store.getState())).toContain('Refund order');
  });

  it('cancels before settlement', async () => {
    const { store, reference } = await paidOrder(type);
    await act(store, { reference, kind: 'cancel' });
    expect(view(store).status).toBe('Sent for Cancellation');
    expect(view(store).ledger).toMatchObject({ cancelled: 300, open: 0, settled: 0 });
    expect(kinds(store)).toEqual([]);
  });

  it('reverses within 15 minutes of the authorization as a cancellation', async () => {
    const { store, reference } = await paidOrder(type);
    await act(store, { reference, kind: 'reverse' });
    expect(view(store).status).toBe('Sent for Cancellation');
    expect(view(store).ledger).toMatchObject({ cancelled: 300, settled: 0 });
    expect(trail(store.getState())).toContain('Reverse order');
  });

  it('a tampered amount above what was settled: the provider refuses, nothing is refunded', async () => {
    const { store, reference } = await paidOrder(type);
    await act(store, { reference, kind: 'partialSettle', amount: 100, actionReference: 'ship-1' });
    await act(store, {
      reference,
      kind: 'partialRefund',
      amount: 5000,
      actionReference: 'refund-1',
    });
    const { notice } = store.getState().orders;
    expect(notice?.tone).toBe('error');
    expect(notice?.text).toMatch(/refused it \(HTTP 400, bodyDoesNotMatchSchema/);
    expect(trail(store.getState())).toContain('  ← Partial refund 400');
    expect(view(store).ledger).toMatchObject({ settled: 100, refunded: 0 });
  });

  it('a payment changed meanwhile (settled in another tab): the provider’s 404 is shown, settled once', async () => {
    const { store, reference } = await paidOrder(type);
    const settle = view(store).actions.find((a) => a.kind === 'settle');
    if (!settle) throw new Error('No settle action');
    // Another tab of the same browser settles it through the same server.
    const other = await stack.fetch(
      `${stack.appUrl}/api/${type === 'Orchestrated' ? 'payments' : 'wpservices'}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'POST', url: settle.href }),
      },
    );
    expect(other.status).toBe(200);

    await act(store, { reference, kind: 'settle' });
    const { notice } = store.getState().orders;
    expect(notice?.text).toMatch(/no longer offers this action .*endpointNotFound/);
    expect(trail(store.getState())).toContain('  ← Settle 404');
    expect(view(store).ledger).toMatchObject({ settled: 300 });
    expect(
      view(store).payment.events.filter((e) => e.eventName === 'settlementRequested'),
    ).toHaveLength(1);
  });

  it('an unknown or foreign link is never followed: the server refuses it, nothing settles', async () => {
    const { store, reference } = await paidOrder(type);
    const current = store.getState().orders.view;
    if (!current) throw new Error('No view');
    store.dispatch(
      orderViewLoaded({
        reference,
        view: {
          ...current,
          actions: [
            {
              kind: 'settle',
              api: type === 'Orchestrated' ? 'payments' : 'cardPayments',
              href: 'https://attacker.example/payments/settlements/full/abc',
              method: 'POST',
            },
          ],
        },
      }),
    );
    await act(store, { reference, kind: 'settle' });
    expect(store.getState().orders.notice?.text).toMatch(/demo server did not complete the call/);
    expect(trail(store.getState())).toContain('  · Request failed');
    expect(view(store).ledger).toMatchObject({ settled: 0, open: 300 });
    // The view read again offers the provider's own links.
    expect(kinds(store)).toContain('settle');
  });
});

describe.each<Integration>(['Orchestrated', 'Modular'])(
  'orders: the unhappy tails, once the provider’s clock has moved on (%s)',
  (type) => {
    /** Reads the order again with the provider's clock 16 minutes on (outcomes come at 15). */
    async function refreshLater(store: AppStore, reference: string) {
      await withProviderClockAdvanced(stack, 16 * 60, async () => {
        store.dispatch(orderRefreshRequested({ reference }));
        await ready(store);
      });
    }

    it('SETTLEMENT-FAILED: sent for settlement, then failed; nothing is settled or offered', async () => {
      const { store, reference } = await paidOrder(type);
      await act(store, {
        reference,
        kind: 'partialSettle',
        amount: 300,
        actionReference: 'SETTLEMENT-FAILED',
      });
      expect(view(store).status).toBe('Sent for Settlement');
      expect(view(store).ledger).toMatchObject({ settled: 300, settlementFailed: 0 });

      await refreshLater(store, reference);
      expect(view(store).status).toBe('Settlement failed');
      expect(view(store).ledger).toMatchObject({
        authorized: 300,
        settled: 0,
        refundable: 0,
        open: 0,
        settlementFailed: 300,
      });
      // Neither a refund of money never settled nor a second settlement is offered.
      expect(kinds(store)).not.toContain('refund');
      expect(kinds(store)).not.toContain('partialRefund');
      expect(kinds(store)).not.toContain('settle');
      expect(trail(store.getState()).filter((l) => l === 'Refresh order')).toHaveLength(1);
    });

    it('REFUND-FAILED-57: sent for refund, then failed; its amount can be refunded again', async () => {
      const { store, reference } = await paidOrder(type);
      await act(store, { reference, kind: 'settle' });
      await act(store, {
        reference,
        kind: 'partialRefund',
        amount: 100,
        actionReference: 'REFUND-FAILED-57',
      });
      expect(view(store).status).toBe('Sent for Refund');
      expect(view(store).ledger).toMatchObject({ refunded: 100, refundable: 200 });

      await refreshLater(store, reference);
      expect(view(store).status).toBe('Refund failed');
      expect(view(store).ledger).toMatchObject({ settled: 300, refunded: 0, refundable: 300 });
      expect(kinds(store)).toContain('partialRefund');
    });
  },
);

describe('orders: a hosted payment page’s order (museart)', () => {
  it('paid on the sandbox’s page: found by its reference, read through Card Payments, refunded', async () => {
    const { store } = await journeyStore(stack, {
      items: 0,
      settings: { allow3DS: false, allowFraudSight: false, theme: 'museart' },
    });
    store.dispatch(
      ticketsChosen({
        items: [{ id: 1, title: 'Adult', price: 1000, quantity: 1 }],
        cartTotal: 1600,
      }),
    );
    store.dispatch(hostedPaymentRequested({ charge: { amount: 1600, purpose: 'tickets' } }));
    await until(store, (s) => s.hpp.step.name !== 'initialising');
    const step = store.getState().hpp.step;
    if (step.name !== 'open') throw new Error(`The page did not open: ${JSON.stringify(step)}`);
    store.dispatch(hostedLibrarySetUp({ setup: { url: step.url, type: 'iframe' } }));
    // The shopper pays on the sandbox's own page, as its script posts the form (a frictionless
    // card: the page's device-data step, then its result).
    const onThePage = async (path: string, body: unknown) => {
      const response = await fetch(`${step.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const first = await onThePage('/payments', {
      cardHolderName: 'Ada Lovelace',
      cardNumber: paymentsApiCards.visa,
      expiry: '12/35',
      cvc: '123',
    });
    expect(first.step).toBe('deviceData');
    expect(await onThePage(`/payments/${String(first.attempt)}/device-data`, {})).toEqual({
      step: 'result',
      status: 'success',
    });
    store.dispatch(
      hostedResultReceived(
        readHostedResult({
          order: { status: 'success', transactionReference: step.transactionReference },
        }),
      ),
    );
    await until(store, paymentSettled);

    const order = store.getState().orders.orders[0];
    expect(order).toMatchObject({
      shop: 'museart',
      method: 'hostedPage',
      methodLabel: 'Hosted payment page',
      amount: 1600,
      transactionReference: step.transactionReference,
    });
    store.dispatch(orderOpened({ reference: step.transactionReference }));
    await ready(store);
    // The page's payment is a sale: sent for settlement at once, so it is refunded, not cancelled.
    expect(view(store).status).toBe('Sent for Settlement');
    expect(view(store).ledger).toMatchObject({ authorized: 1600, settled: 1600, refundable: 1600 });
    expect(kinds(store)).toContain('refund');
    expect(kinds(store)).not.toContain('cancel');
    // The shop never saw a payment id: the order is found by its reference, then read through
    // Card Payments' events link.
    expect(trail(store.getState()).slice(-7)).toEqual([
      'View order',
      '  → Payment Queries: find by transaction reference',
      '  ← Payment Queries: find by transaction reference 200',
      '  → Payment Queries: payment history',
      '  ← Payment Queries: payment history 200',
      '  → Card payment events',
      '  ← Card payment events 200',
    ]);

    await act(store, { reference: step.transactionReference, kind: 'refund' });
    expect(view(store).status).toBe('Sent for Refund');
    expect(view(store).ledger).toMatchObject({ refunded: 1600, refundable: 0 });
  });
});

describe('orders: what is not at the provider', () => {
  it('a simulated wallet order is read-only and reads nothing', async () => {
    const { store } = await journeyStore(stack, { items: 0 });
    store.dispatch(
      orderPlaced({
        transactionReference: 'SJD-wallet-1',
        kind: 'payment',
        shop: 'retail',
        purpose: 'wallet',
        amount: 300,
        currency: 'GBP',
        method: 'wallet',
        methodLabel: 'Apple Pay',
        api: 'none',
        outcome: 'authorized',
        placedAt: new Date().toISOString(),
        items: [],
      }),
    );
    const before = store.getState().eventLog.triggers.length;
    store.dispatch(orderOpened({ reference: 'SJD-wallet-1' }));
    await ready(store);
    expect(store.getState().orders.view).toEqual({ payment: null, status: null, actions: [] });
    expect(store.getState().eventLog.triggers).toHaveLength(before);
  });

  it('an order that is not this visitor’s is not opened', async () => {
    const { store } = await journeyStore(stack, { items: 0 });
    store.dispatch(orderOpened({ reference: 'SJD-someone-else' }));
    expect(store.getState().orders.openReference).toBeNull();
  });
});
