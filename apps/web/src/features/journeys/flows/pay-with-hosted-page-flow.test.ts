// @vitest-environment node
// Paying on the hosted payment page against the real server and sandbox (spec §4 "Hosted payment
// (museart)", §7): the initialisation request through /api/hpp, the page it returns, and every
// status the library's result callback can report. The browser's part — the library framing the
// page and calling back — is played by dispatching what HostedPaymentFrame dispatches; where the
// sandbox's own page can produce a status without 3DS (Cancel, EXCEPTION), it does.
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../../app/store';
import { storeWithoutConfig } from '../../../test/store';
import {
  journeyStore,
  recordedRequest,
  providerStackPerFile,
  trail,
  until,
} from '../../../test/provider-stack';
import { ticketsChosen } from '../../cart';
import { hostedPaymentRequested } from '../events';
import { readHostedResult } from '../steps/hosted-result';
import {
  hostedLibrarySetUp,
  hostedPageLeft,
  hostedPageUnavailable,
  hostedResultReceived,
} from '../slices/hpp-slice';
import { genericTestCards } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

const charge = { amount: 1600, purpose: 'tickets' } as const;
/** Museart's default order: one adult ticket (10) and the booking fee (6). */
const oneAdult = ticketsChosen({
  items: [{ id: 1, title: 'Adult', price: 1000, quantity: 1 }],
  cartTotal: 1600,
});

/** A store with the default ticket order (1 adult + booking fee = 1600) and the page opened. */
async function openHostedPage() {
  const { store } = await journeyStore(stack, { items: 0 });
  store.dispatch(oneAdult);
  store.dispatch(hostedPaymentRequested({ charge }));
  await until(store, (s) => s.hpp.step.name !== 'initialising');
  const step = store.getState().hpp.step;
  if (step.name !== 'open') throw new Error(`The page did not open: ${JSON.stringify(step)}`);
  // What HostedPaymentFrame reports once WPCL.Library took its options.
  store.dispatch(hostedLibrarySetUp({ setup: { url: step.url, type: 'iframe' } }));
  return { store, page: step };
}

const settled = (store: AppStore) => until(store, (s) => s.payment.paymentStatus !== 'processing');

/** What the library's resultCallback hands the page: `{ order: { status, transactionReference } }`. */
function callBack(store: AppStore, status: string, transactionReference: string) {
  store.dispatch(
    hostedResultReceived(readHostedResult({ order: { status, transactionReference } })),
  );
}

/** The sandbox page's own JSON routes, as its script calls them. */
async function onThePage(url: string, path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as unknown;
}

describe('pay on the hosted payment page', () => {
  it('initialises through /api/hpp with reference, entity, demo name and value, and frames data.url', async () => {
    const { store, page } = await openHostedPage();
    const state = store.getState();
    expect(recordedRequest(state, 'Create payment page')).toEqual({
      transactionReference: page.transactionReference,
      merchant: { entity: 'default' },
      narrative: { line1: 'Smart Journey Demo' },
      value: { currency: 'GBP', amount: 1600 },
    });
    expect(page.transactionReference).toMatch(/^SJD-/);
    expect(page.url.startsWith(`${stack.sandboxUrl}/app/hpp/integration/transaction/`)).toBe(true);
    expect(page.libraryUrl).toBe(
      `${stack.sandboxUrl}/resources/hpp/integrations/embedded/js/hpp-embedded-integration-library.js`,
    );
    expect(state.payment).toMatchObject({
      paymentStatus: 'processing',
      paymentMethod: 'Hosted payment page',
    });
    // The URL is a live page of the sandbox, charging the order.
    const html = await (await fetch(page.url)).text();
    expect(html).toContain('£16.00');

    callBack(store, 'success', page.transactionReference);
    await settled(store);
    const after = store.getState();
    expect(after.payment).toMatchObject({
      paymentStatus: 'success',
      paymentAuth: { outcome: 'success', transactionReference: page.transactionReference },
    });
    expect(after.cart.items).toEqual([]);
    expect(trail(after)).toEqual([
      'Pay on hosted page',
      '  → Create payment page',
      '  ← Create payment page 200',
      '  · WPCL.Library setup',
      'Hosted page result',
      '  · Success settle',
    ]);
    const event = after.eventLog.triggers[1]?.events[0];
    expect(event).toMatchObject({
      api: 'HPP SDK',
      icon: 'success',
      body: { order: { status: 'success', transactionReference: page.transactionReference } },
    });
  });

  it.each([
    ['pending', 'pending', 'Pending', true],
    ['failure', 'declined', 'Declined', false],
    ['error', 'error', 'Error', false],
    ['exception', 'error', 'Error', false],
    ['cancelled_by_shopper', 'error', 'Error', false],
    ['cancelled_by_customer', 'error', 'Error', false],
    ['session_expired', 'error', 'Error', false],
    ['something_new', 'error', 'Error', false],
  ])(
    'callback %s → payment %s, a %s event; cart emptied: %s',
    async (status, paymentStatus, title, emptiesCart) => {
      const { store, page } = await openHostedPage();
      callBack(store, status, page.transactionReference);
      await settled(store);
      const state = store.getState();
      expect(state.payment.paymentStatus).toBe(paymentStatus);
      expect(trail(state).slice(-2)).toEqual(['Hosted page result', `  · ${title}`]);
      expect(state.cart.items).toHaveLength(emptiesCart ? 0 : 1);
      if (paymentStatus !== 'pending') {
        expect(state.payment.error).toBe(`Hosted payment page: ${status}`);
      }
    },
  );

  it.each([
    ['Cancel payment', '/cancel', {}, 'cancelled_by_shopper'],
    [
      'the EXCEPTION cardholder name',
      '/payments',
      {
        cardHolderName: 'EXCEPTION',
        cardNumber: genericTestCards.visa,
        expiry: '12/35',
        cvc: '123',
      },
      'exception',
    ],
  ])('the sandbox page itself: %s → %s → the error screen', async (_name, path, body, status) => {
    const { store, page } = await openHostedPage();
    expect(await onThePage(page.url, path, body)).toEqual({ step: 'result', status });
    callBack(store, status, page.transactionReference);
    await settled(store);
    expect(store.getState().payment.paymentStatus).toBe('error');
  });

  it('a result naming another payment is an error, not a sale', async () => {
    const { store } = await openHostedPage();
    callBack(store, 'success', 'SJD-someone-else');
    await settled(store);
    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('error');
    expect(state.payment.error).toMatch(/another payment/);
    expect(state.cart.items).toHaveLength(1);
  });

  it('the library did not load: no payment, the order kept, a message; trying again opens a new page', async () => {
    const { store, page } = await openHostedPage();
    store.dispatch(
      hostedPageUnavailable({ problem: 'library', message: 'The library could not be loaded.' }),
    );
    await until(store, (s) => s.payment.paymentStatus === '');
    let state = store.getState();
    expect(state.hpp.step).toEqual({
      name: 'unavailable',
      problem: 'library',
      message: 'The library could not be loaded.',
    });
    expect(state.cart.cartTotal).toBe(1600);
    expect(trail(state).slice(-1)).toEqual(['  · Request failed']);

    store.dispatch(hostedPaymentRequested({ charge }));
    await until(store, (s) => s.hpp.step.name === 'open');
    state = store.getState();
    const again = state.hpp.step;
    expect(again.name === 'open' && again.transactionReference).not.toBe(page.transactionReference);
    expect(trail(state).filter((line) => line === 'Pay on hosted page')).toHaveLength(2);
  });

  it('a second press while the page is open starts nothing', async () => {
    const { store } = await openHostedPage();
    store.dispatch(hostedPaymentRequested({ charge }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trail(store.getState()).filter((line) => line === 'Pay on hosted page')).toHaveLength(1);
  });

  it('leaving the page ends the payment without a result', async () => {
    const { store } = await openHostedPage();
    store.dispatch(hostedPageLeft());
    await until(store, (s) => s.payment.paymentStatus === '');
    expect(store.getState().hpp.step).toEqual({ name: 'idle' });
    expect(trail(store.getState()).slice(-1)).toEqual(['  · Hosted page closed']);
  });

  it('an amount that cannot be charged ends on the error screen, no call made', async () => {
    const { store } = await journeyStore(stack, { items: 0 });
    store.dispatch(hostedPaymentRequested({ charge: { amount: 0, purpose: 'tickets' } }));
    await until(store, (s) => s.payment.paymentStatus === 'error');
    expect(trail(store.getState())).toEqual(['Pay on hosted page', '  · Payment failed']);
  });

  it('without the environment config: a message and a retry, nothing charged', async () => {
    const store = storeWithoutConfig();
    store.dispatch(hostedPaymentRequested({ charge }));
    await until(store, (s) => s.hpp.step.name === 'unavailable');
    expect(store.getState().hpp.step).toMatchObject({ problem: 'initialisation' });
    expect(store.getState().payment.paymentStatus).toBe('');
  });

  // Last: the provider goes away for good.
  it('the provider is unreachable: Request failed, a message and a retry, the order kept', async () => {
    await stack.stopSandbox();
    const { store } = await journeyStore(stack, { items: 0 });
    store.dispatch(oneAdult);
    store.dispatch(hostedPaymentRequested({ charge }));
    await until(store, (s) => s.hpp.step.name === 'unavailable');
    const state = store.getState();
    expect(state.hpp.step).toMatchObject({ name: 'unavailable', problem: 'initialisation' });
    expect(state.payment.paymentStatus).toBe('');
    expect(state.cart.cartTotal).toBe(1600);
    expect(trail(state)).toEqual([
      'Pay on hosted page',
      '  → Create payment page',
      '  · Request failed',
    ]);
  });
});
