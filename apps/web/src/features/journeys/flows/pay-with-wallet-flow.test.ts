// The wallet journeys (spec §4 "Express demo", §7): a real store with the journey table and the
// real provider calls over a fetch that records and refuses everything — the wallets are
// simulated, so nothing may leave the site. Each wallet: on play the method is 'Express
// Checkout' and its CREATE_…_AUTH exchanges appear in the trail marked simulated, naming the
// environment config's endpoints; at the sheet's end the payment is authorized and the cart
// empties; closing first cancels cleanly.
import { paymentsApiResponseSchema } from '@sjd/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '../../../config/paths';
import { appStarted } from '../../../lib/app-events';
import { createProviderClient } from '../../../lib/provider-client';
import { sampleEnvironmentConfig } from '../../../test/fixtures';
import { fakeDemoServer, fakeProviderClient, storeWithLog } from '../../../test/store';
import { itemAdded } from '../../cart';
import type { ApiEvent } from '../../event-log';
import { walletPaymentCancelled, walletPaymentStarted } from '../events';
import { walletSheetFinished } from '../events';

const resultUrls = {
  success: 'http://localhost:3000/retail/success',
  failure: 'http://localhost:3000/retail/error',
  pending: 'http://localhost:3000/retail/processing',
  cancel: 'http://localhost:3000/retail/registerPayment',
};

let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchSpy = vi.fn<typeof fetch>(() => Promise.reject(new Error('No request may leave the site')));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

async function walletStore() {
  const calls = createProviderClient({ fetch: fetchSpy });
  const config = vi.fn(async () => sampleEnvironmentConfig);
  const log = storeWithLog(
    undefined,
    fakeProviderClient({ connect: (c) => calls.connect(c) }),
    fakeDemoServer({ config }),
  );
  const { store } = log;
  store.dispatch(appStarted());
  await expect.poll(() => store.getState().environment.configFetched).toBe(true);
  store.dispatch(itemAdded({ id: 1, title: 'Heart sunglasses', price: 100 }));
  store.dispatch(itemAdded({ id: 2, title: 'Straw hat with bow', price: 100 }));
  const start = (wallet: Wallet, amount = 200) =>
    store.dispatch(
      walletPaymentStarted({
        wallet,
        charge: { amount, purpose: 'wallet' },
        resultUrls,
        siteOrigin: 'http://localhost:3000',
      }),
    );
  const trail = () => store.getState().eventLog.triggers;
  // The steps, without the journey's result card (it lands a moment after the status).
  const events = () =>
    trail()
      .flatMap((trigger) => trigger.events)
      .filter((event) => event.api !== 'Journey result');
  return { ...log, config, start, trail, events };
}

const exchanges = (events: ApiEvent[]) =>
  events.filter((e) => e.method).map((e) => `${e.type} ${e.method} ${e.url} ${e.status ?? ''}`);

const bodyOf = (event: ApiEvent | undefined) => {
  const body = event?.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
};

describe('wallet journeys', () => {
  it('Apple Pay: merchant session and Payments API authorisation, simulated; paid at the end', async () => {
    const { store, start, trail, events, config } = await walletStore();
    const balance = store.getState().session.accountBalance;
    start('applePay');
    await expect.poll(() => events().length).toBe(5);

    expect(store.getState().payment).toMatchObject({
      paymentStatus: 'processing',
      paymentMethod: 'Express Checkout',
    });
    expect(trail().map((t) => t.name)).toEqual(['Apple Pay']);
    expect(events()[0]).toMatchObject({ title: 'CREATE_APPLEPAY_AUTH (simulated)' });
    expect(exchanges(events())).toEqual([
      `request POST ${sampleEnvironmentConfig.applePaySessionUrl} `,
      `response POST ${sampleEnvironmentConfig.applePaySessionUrl} 200`,
      'request POST http://localhost:3001/api/payments ',
      'response POST http://localhost:3001/api/payments 201',
    ]);
    expect(
      events()
        .filter((e) => e.method)
        .every((e) => e.simulated === true),
    ).toBe(true);
    const payment = events()[3];
    expect(bodyOf(payment).instruction).toMatchObject({
      method: 'applepay',
      paymentInstrument: { type: 'encrypted' },
      value: { currency: 'GBP', amount: 200 },
    });
    expect(paymentsApiResponseSchema.safeParse(events()[4]?.body).success).toBe(true);

    store.dispatch(walletSheetFinished({ wallet: 'applePay', outcome: 'approved' }));
    await expect.poll(() => store.getState().payment.paymentStatus).toBe('success');
    const state = store.getState();
    expect(state.cart.itemCount).toBe(0);
    // Purpose 'wallet': the cart empties, the demo balance stays.
    expect(state.session.accountBalance).toBe(balance);
    expect(state.payment.paymentAuth).toMatchObject({ outcome: 'authorized', amount: 200 });
    expect(events().at(-1)).toMatchObject({ title: 'Payment authorized', icon: 'success' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(config).toHaveBeenCalledTimes(1);
  });

  it('Google Pay: one Payments API authorisation with the Google Pay wallet token', async () => {
    const { store, start, events } = await walletStore();
    start('googlePay');
    await expect.poll(() => events().length).toBe(3);
    expect(events()[0]).toMatchObject({ title: 'CREATE_GOOGLEPAY_AUTH (simulated)' });
    expect(bodyOf(events()[1]).instruction).toMatchObject({
      method: 'googlepay',
      paymentInstrument: { type: 'encrypted' },
    });
    expect(paymentsApiResponseSchema.safeParse(events()[2]?.body).success).toBe(true);
    store.dispatch(walletSheetFinished({ wallet: 'googlePay', outcome: 'approved' }));
    await expect.poll(() => store.getState().payment.paymentStatus).toBe('success');
    expect(store.getState().cart.itemCount).toBe(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('PayPal approved: an APM payment naming the result URLs, PayPal back at the success URL', async () => {
    const { store, start, events } = await walletStore();
    start('payPal');
    await expect.poll(() => events().length).toBe(3);
    expect(events()[0]).toMatchObject({ title: 'CREATE_PAYPAL_AUTH (simulated)' });
    expect(events()[1]).toMatchObject({
      api: 'APM Payments',
      method: 'POST',
      url: sampleEnvironmentConfig.apmPaymentsUrl,
      simulated: true,
    });
    expect(bodyOf(events()[1]).instruction).toMatchObject({
      paymentInstrument: {
        type: 'paypal',
        successURL: resultUrls.success,
        failureURL: resultUrls.failure,
        cancelURL: resultUrls.cancel,
      },
      value: { amount: 200, currency: 'GBP' },
    });
    store.dispatch(walletSheetFinished({ wallet: 'payPal', outcome: 'approved' }));
    await expect.poll(() => store.getState().payment.paymentStatus).toBe('success');
    const titles = events().map((e) => e.title);
    expect(titles.slice(3)).toEqual([
      'Shopper approved the payment',
      'PayPal payment status',
      'PayPal payment status',
      'Payment authorized',
    ]);
    expect(events()[5]?.body).toMatchObject({ lastEvent: 'authorized' });
    expect(events()[3]?.plainText).toContain(resultUrls.success);
    expect(store.getState().cart.itemCount).toBe(0);
  });

  it('PayPal failed: back at the failure URL, the payment ends in error and the cart stays', async () => {
    const { store, start, events } = await walletStore();
    start('payPal');
    await expect.poll(() => events().length).toBe(3);
    store.dispatch(walletSheetFinished({ wallet: 'payPal', outcome: 'failed' }));
    await expect.poll(() => store.getState().payment.paymentStatus).toBe('error');
    expect(events()[3]).toMatchObject({ title: 'Payment failed at PayPal', icon: 'error' });
    expect(events()[3]?.plainText).toContain(resultUrls.failure);
    expect(events()[5]?.body).toMatchObject({ lastEvent: 'error' });
    expect(store.getState().cart.itemCount).toBe(2);
    expect(store.getState().payment.paymentAuth).toBeNull();
  });

  it('closing the dialog first cancels: nothing is paid, the cart stays, the trail says so', async () => {
    const { store, start, events } = await walletStore();
    start('applePay');
    await expect.poll(() => events().length).toBe(5);
    // The end of another wallet's sheet does not end this one.
    store.dispatch(walletSheetFinished({ wallet: 'googlePay', outcome: 'approved' }));
    store.dispatch(walletPaymentCancelled({ wallet: 'applePay' }));
    await expect.poll(() => events().at(-1)?.title).toBe('Payment cancelled');
    // A late end of the cancelled sheet changes nothing.
    store.dispatch(walletSheetFinished({ wallet: 'applePay', outcome: 'approved' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const state = store.getState();
    expect(state.payment).toMatchObject({
      paymentStatus: '',
      paymentMethod: '',
      paymentAuth: null,
    });
    expect(state.cart.itemCount).toBe(2);
    expect(events().some((e) => e.title === 'Payment authorized')).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('an empty basket is refused with a clear message and nothing is simulated', async () => {
    const { store, start, events } = await walletStore();
    start('googlePay', 0);
    await expect.poll(() => store.getState().payment.paymentStatus).toBe('error');
    expect(store.getState().payment.error).toMatch(/The amount is not valid/);
    expect(events().some((e) => e.simulated)).toBe(false);
  });
});
