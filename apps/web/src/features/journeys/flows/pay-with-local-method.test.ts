// @vitest-environment node
// Pay with a local method (issue 45) against the real server and sandbox: the shopper's part is
// played as the browser plays it — the provider's page answered with a form post (what its
// buttons send), its return form followed to the site's return page, whose message the shop's
// screen turns into `apmReturned`. Approve, decline, BLIK's code, leaving, and the bad input:
// an unknown method, a currency the method does not take, a return address that is not the
// shop's, a replayed return, a return naming another payment.
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../../app/store';
import { journeyStore, providerStackPerFile, trail, until } from '../../../test/provider-stack';
import { localPaymentStarted, orderActionRequested, orderOpened, webhookReceived } from '../events';
import { apmLeft, apmReturned } from '../slices/apm-slice';
import type { LocalPaymentRequest } from '../types';

const stack = providerStackPerFile();

/** The sandbox allows the demo app's origin (and its loopback aliases) as return addresses. */
const shopOrigin = 'http://localhost:3000';

async function storeIn(currency: 'EUR' | 'PLN' | 'GBP' | 'SEK') {
  const { store } = await journeyStore(stack, { items: 2, settings: { currency } });
  return store;
}

function start(store: AppStore, request: Partial<LocalPaymentRequest> & { method: string }) {
  store.dispatch(
    localPaymentStarted({
      country: 'NL',
      email: 'shopper@example.com',
      siteOrigin: shopOrigin,
      charge: { amount: store.getState().cart.cartTotal, purpose: 'basket' },
      ...request,
    }),
  );
}

const atProvider = (store: AppStore) =>
  until(store, (s) => s.apm.step.name === 'atProvider' || s.payment.paymentStatus !== 'processing');

function providerPage(store: AppStore): string {
  const step = store.getState().apm.step;
  if (step.name !== 'atProvider' || !step.redirectUrl) throw new Error(`No page: ${step.name}`);
  return step.redirectUrl;
}

/** The shopper answers the provider's page; resolves with where its return form goes. */
async function answer(pageUrl: string, form: Record<string, string>): Promise<URL> {
  const res = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams(form) });
  const body = await res.text();
  const match = /<form method="get" action="([^"]+)" data-auto-submit>([\s\S]*?)<\/form>/.exec(
    body,
  );
  if (!match?.[1]) throw new Error(`The page sent nobody back (${res.status})`);
  const url = new URL(match[1].replace(/&amp;/g, '&'));
  for (const field of (match[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
    url.searchParams.set(field[1] ?? '', field[2] ?? '');
  }
  return url;
}

/** The site's return page, framed in the shop, tells the shop (LocalMethodScreen). */
function comeBack(store: AppStore, to: URL): void {
  store.dispatch(
    apmReturned({
      kind: to.searchParams.get('kind') ?? '',
      ref: to.searchParams.get('ref') ?? '',
      error: to.searchParams.get('error'),
    }),
  );
}

const settled = (store: AppStore) =>
  until(store, (s) => s.payment.paymentStatus !== 'processing', 20_000);

describe('pay with a local method', () => {
  it('iDEAL approved: a redirect round trip, the payment read from the provider, the order placed', async () => {
    const store = await storeIn('EUR');
    start(store, { method: 'ideal' });
    await atProvider(store);
    const page = providerPage(store);
    const back = await answer(page, { action: 'approve', bank: 'RABONL2U' });
    expect(back.origin).toBe(shopOrigin);
    expect(back.pathname).toBe('/apm-return.html');
    expect(back.searchParams.get('kind')).toBe('success');
    comeBack(store, back);
    await settled(store);

    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('success');
    expect(state.cart.items).toEqual([]);
    const [order] = state.orders.orders;
    expect(order).toMatchObject({
      method: 'localMethod',
      methodLabel: 'iDEAL',
      api: 'apms',
      amount: 200,
      currency: 'EUR',
    });
    expect(trail(state)).toEqual([
      'Pay with iDEAL',
      '  → Local payment method payment',
      '  ← Local payment method payment 201',
      '  · Redirect to iDEAL',
      'iDEAL return',
      '  · Back from iDEAL',
      '  → Local payment method status',
      '  ← Local payment method status 200',
      '  · Payment authorized',
    ]);
    expect(state.apm.step.name).toBe('idle');

    // A replayed return (the back button, a second post of the page): nothing happens twice.
    comeBack(store, back);
    expect(await answer(page, { action: 'approve', bank: 'RABONL2U' })).toEqual(back);
    expect(store.getState().payment.paymentStatus).toBe('success');
    expect(store.getState().orders.orders).toHaveLength(1);
  });

  it('iDEAL declined at the bank: declined, the basket kept, no order', async () => {
    const store = await storeIn('EUR');
    start(store, { method: 'ideal' });
    await atProvider(store);
    comeBack(store, await answer(providerPage(store), { action: 'decline' }));
    await settled(store);
    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('declined');
    expect(state.payment.error).toBe('iDEAL: refused');
    expect(state.cart.items).toHaveLength(2);
    expect(state.orders.orders).toHaveLength(0);
  });

  it('BLIK with a code pays; the refusing code 000000 comes back to pending with the error and is declined', async () => {
    const paid = await storeIn('PLN');
    start(paid, { method: 'blik', country: 'PL' });
    await atProvider(paid);
    comeBack(paid, await answer(providerPage(paid), { action: 'approve', code: '123456' }));
    await settled(paid);
    expect(paid.getState().payment.paymentStatus).toBe('success');

    const refused = await storeIn('PLN');
    start(refused, { method: 'blik', country: 'PL' });
    await atProvider(refused);
    const back = await answer(providerPage(refused), { action: 'approve', code: '000000' });
    expect(back.searchParams.get('kind')).toBe('pending');
    expect(back.searchParams.get('error')).toBe('refused');
    comeBack(refused, back);
    await settled(refused);
    expect(refused.getState().payment.paymentStatus).toBe('declined');
    expect(refused.getState().cart.items).toHaveLength(2);
  });

  it('the shopper leaves the provider: nothing paid, the basket kept, the next payment may start', async () => {
    const store = await storeIn('EUR');
    start(store, { method: 'ideal' });
    await atProvider(store);
    // A return naming another payment is not this one's.
    store.dispatch(apmReturned({ kind: 'success', ref: 'SJD-someone-else', error: null }));
    expect(store.getState().apm.step.name).toBe('atProvider');
    store.dispatch(apmLeft());
    await until(store, (s) => s.payment.paymentStatus === '');
    const state = store.getState();
    expect(state.cart.items).toHaveLength(2);
    expect(state.orders.orders).toHaveLength(0);
    expect(state.apm.step.name).toBe('idle');
    expect(trail(state).at(-1)).toBe('  · Left iDEAL');
  });

  it.each([
    ['an unknown method', { method: 'alipay' }, 'alipay is not a payment method this shop offers.'],
    [
      'a currency the method does not take',
      { method: 'blik', country: 'PL' },
      'BLIK does not take EUR.',
    ],
  ])('refuses %s before sending anything', async (_name, request, message) => {
    const store = await storeIn('EUR');
    start(store, request);
    await settled(store);
    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('error');
    expect(state.payment.error).toBe(message);
    expect(state.cart.items).toHaveLength(2);
    expect(trail(state).some((line) => line.includes('→'))).toBe(false);
  });

  it("a return address that is not the shop's: the provider's 400, the basket kept", async () => {
    const store = await storeIn('EUR');
    start(store, { method: 'ideal', siteOrigin: 'https://elsewhere.example' });
    await settled(store);
    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('error');
    expect(state.cart.items).toHaveLength(2);
    expect(trail(state)).toContain('  ← Local payment method payment 400');
    expect(state.apm.step.name).toBe('idle');
  });

  it('the orders back office: Klarna authorized, then partially settled and settled from its own _actions', async () => {
    const store = await storeIn('GBP');
    start(store, { method: 'klarna_network', country: 'GB' });
    await atProvider(store);
    comeBack(store, await answer(providerPage(store), { action: 'approve' }));
    await settled(store);
    expect(store.getState().payment.paymentStatus).toBe('success');
    const [order] = store.getState().orders.orders;
    if (!order) throw new Error('No order was placed');
    const reference = order.transactionReference;
    const ready = () =>
      until(store, (s) => s.orders.status === 'ready' || s.orders.status === 'failed');
    const kinds = () => store.getState().orders.view?.actions.map((a) => a.kind);

    store.dispatch(orderOpened({ reference }));
    await ready();
    expect(store.getState().orders.view).toMatchObject({ payment: null, status: 'authorized' });
    expect(kinds()).toEqual(['settle', 'partialSettle', 'reverse']);

    store.dispatch(
      orderActionRequested({
        reference,
        kind: 'partialSettle',
        amount: 50,
        actionReference: 'settle-1',
      }),
    );
    await ready();
    expect(store.getState().orders.notice).toMatchObject({ tone: 'success' });
    expect(trail(store.getState())).toContain('  ← Partial settle 202');

    // More than is left: the provider's error, shown, and nothing settled twice.
    store.dispatch(
      orderActionRequested({
        reference,
        kind: 'partialSettle',
        amount: 500,
        actionReference: 'x-2',
      }),
    );
    await ready();
    expect(store.getState().orders.notice).toMatchObject({ tone: 'error' });

    store.dispatch(orderActionRequested({ reference, kind: 'settle' }));
    await ready();
    expect(store.getState().orders.notice).toMatchObject({ tone: 'success' });
    expect(store.getState().orders.view?.status).not.toBe('authorized');
  });

  it('the orders back office: an authorized Klarna payment reversed (cancelled) from its own _actions', async () => {
    const store = await storeIn('GBP');
    start(store, { method: 'klarna_network', country: 'GB' });
    await atProvider(store);
    comeBack(store, await answer(providerPage(store), { action: 'approve' }));
    await settled(store);
    const reference = store.getState().orders.orders[0]?.transactionReference ?? '';
    const ready = () =>
      until(store, (s) => s.orders.status === 'ready' || s.orders.status === 'failed');
    store.dispatch(orderOpened({ reference }));
    await ready();
    store.dispatch(orderActionRequested({ reference, kind: 'reverse' }));
    await ready();
    expect(store.getState().orders.notice).toMatchObject({ tone: 'success' });
    expect(trail(store.getState())).toContain('  ← Reverse 202');
    expect(store.getState().orders.view).toMatchObject({ status: 'cancelled', actions: [] });
  });

  it("Swish: the QR code in the shop, paid in the app, the provider's event ends the wait", async () => {
    const store = await storeIn('SEK');
    start(store, { method: 'swish', country: 'SE' });
    await atProvider(store);
    const step = store.getState().apm.step;
    if (step.name !== 'atProvider' || !step.appUrl || !step.transactionCode) {
      throw new Error('No QR code');
    }
    expect(step.redirectUrl).toBeNull();
    expect(step.qrCode).toMatch(/^data:image\/png;base64,iVBOR/);
    // 'Simulate the app': the shopper pays in the sandbox's banking app.
    const app = new URL(step.appUrl);
    expect(app.searchParams.get('code')).toBe(step.transactionCode);
    const paid = await fetch(new URL('/apm/app', app), {
      method: 'POST',
      body: new URLSearchParams({ code: step.transactionCode, action: 'approve' }),
    });
    expect(paid.status).toBe(200);
    // Another payment's event does not end this wait.
    const event = (transactionReference: string) =>
      webhookReceived({
        eventId: `evt-${transactionReference}`,
        type: 'sentForSettlement',
        transactionReference,
        outcome: 'applied',
        receivedAt: new Date().toISOString(),
        request: { eventSignature: 'test', keyId: '1' },
        event: {},
      });
    store.dispatch(event('SJD-someone-else'));
    expect(store.getState().payment.paymentStatus).toBe('processing');
    store.dispatch(event(step.transactionReference));
    await settled(store);
    expect(store.getState().payment.paymentStatus).toBe('success');
    expect(store.getState().orders.orders[0]).toMatchObject({
      methodLabel: 'Swish',
      currency: 'SEK',
    });
  });
});
