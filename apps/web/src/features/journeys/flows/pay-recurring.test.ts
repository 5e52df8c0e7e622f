// @vitest-environment node
// Digital's subscription against the real server and sandbox: the first payment ('Subscribe':
// a verified token, a customer-initiated payment with customerAgreement subscription/first, the
// payment's scheme reference stored on the token), then recurring payments ('Recurring
// payment': merchant-initiated, subscription + that scheme reference, amount 1 unit) that
// succeed, are refused (RENEWAL_REFUSED), or cannot be sent.
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../../app/store';
import {
  journeyStore,
  paymentSettled,
  recordedRequest,
  simulateBrowser,
  providerStackPerFile,
  testBrowser,
  trail,
  until,
} from '../../../test/provider-stack';
import { tokenSaved } from '../slices/tokens-slice';
import {
  cardPaymentSubmitted,
  paymentOutcomeAcknowledged,
  recurringPaymentRequested,
} from '../events';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

const plan = { amount: 100, purpose: 'basket' } as const;
const renewal = { amount: 100, purpose: 'renewal' } as const;

async function subscribe(store: AppStore, cardNumber: string, holder = 'Ada Lovelace') {
  store.dispatch(
    cardPaymentSubmitted({
      card: {
        kind: 'plain',
        cardHolderName: holder,
        cardNumber,
        expiryDate: { month: 5, year: 2035 },
        cvc: '555',
      },
      billingAddress: {
        address1: '1 Demo Street',
        city: 'London',
        postalCode: 'AAAA',
        countryCode: 'GB',
      },
      saveDetails: true,
      agreement: 'subscription',
      charge: plan,
      browser: testBrowser,
    }),
  );
  await until(store, paymentSettled);
}

async function renew(store: AppStore, charge: { amount: number; purpose: 'renewal' } = renewal) {
  store.dispatch(paymentOutcomeAcknowledged());
  const [token] = store.getState().tokens.tokens;
  store.dispatch(recurringPaymentRequested({ tokenId: token?.tokenId ?? 'none', charge }));
  expect(store.getState().payment.paymentStatus).toBe('processing');
  await until(store, paymentSettled);
}

const storeReference = [
  '  → Update scheme transaction reference',
  '  ← Update scheme transaction reference 204',
  '  → Get token',
  '  ← Get token 200',
];
const modular = { integrationType: 'Modular', clientIntegrationType: 'Direct' } as const;

describe('the subscription’s first payment', () => {
  it('keeps the card as a verified token whose reference is the first payment’s', async () => {
    const { store } = await journeyStore(stack, { settings: { ...modular, allow3DS: false } });
    await subscribe(store, scenarioCard('frictionless'));

    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('success');
    expect(trail(state)).toEqual([
      'Subscribe',
      '  → Create verified token',
      '  ← Create verified token 201',
      '  → Card payment',
      '  ← Card payment 201',
      ...storeReference,
      '  · Payment authorized',
    ]);
    expect(recordedRequest(state, 'Card payment')).toMatchObject({
      instruction: { customerAgreement: { type: 'subscription', storedCardUsage: 'first' } },
    });
    const reference = state.payment.paymentAuth?.schemeReference;
    expect(reference).toMatch(/^\d{15}$/);
    expect(state.tokens.tokens).toHaveLength(1);
    expect(state.tokens.tokens[0]?.schemeTransactionReference).toBe(reference);
  });

  it('with 3DS: the card will be charged again, so the challenge is mandated', async () => {
    const { store } = await journeyStore(stack, { settings: modular });
    const stop = simulateBrowser(store, stack);
    await subscribe(store, scenarioCard('challenge'));
    stop();

    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('success');
    expect(recordedRequest(state, '3DS authentication')).toHaveProperty(
      'challenge.preference',
      'challengeMandated',
    );
    expect(trail(state).slice(-7)).toEqual([
      '  → Card payment',
      '  ← Card payment 201',
      ...storeReference,
      '  · Payment authorized',
    ]);
    expect(state.tokens.tokens[0]?.schemeTransactionReference).toBe(
      state.payment.paymentAuth?.schemeReference,
    );
  });
});

describe('payRecurring', () => {
  it('charges the saved card, merchant-initiated, quoting the first payment’s reference', async () => {
    const { store } = await journeyStore(stack, { settings: { ...modular, allow3DS: false } });
    await subscribe(store, scenarioCard('frictionless'));
    const reference = store.getState().tokens.tokens[0]?.schemeTransactionReference;
    const balance = store.getState().session.accountBalance;
    const cart = store.getState().cart;

    await renew(store);

    const state = store.getState();
    expect(state.payment).toMatchObject({ paymentStatus: 'success', purpose: 'renewal' });
    expect(trail(state).slice(-4)).toEqual([
      'Recurring payment',
      '  → Recurring card payment',
      '  ← Recurring card payment 201',
      '  · Payment authorized',
    ]);
    const request = recordedRequest(state, 'Recurring card payment');
    expect(request).toMatchObject({
      instruction: {
        value: { currency: 'GBP', amount: 100 },
        paymentInstrument: { type: 'card/token' },
        customerAgreement: { type: 'subscription', schemeReference: reference },
      },
    });
    // Nobody is there: no CVC, no 3DS, no fraud screening.
    expect(request).not.toHaveProperty('authentication');
    expect(request).not.toHaveProperty('instruction.paymentInstrument.cvc');
    // A renewal changes neither the plan in the cart nor the demo balance.
    expect(state.session.accountBalance).toBe(balance);
    expect(state.cart).toEqual(cart);
  });

  it('a RENEWAL_REFUSED card subscribes, then its renewal is refused (51 LIMIT EXCEEDED)', async () => {
    const { store } = await journeyStore(stack, { settings: { ...modular, allow3DS: false } });
    await subscribe(store, scenarioCard('frictionless'), 'RENEWAL_REFUSED');
    expect(store.getState().payment.paymentStatus).toBe('success');

    await renew(store);

    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('declined');
    expect(state.payment.paymentAuth).toMatchObject({
      refusalCode: '51',
      refusalDescription: 'LIMIT EXCEEDED',
    });
    expect(trail(state).slice(-4)).toEqual([
      'Recurring payment',
      '  → Recurring card payment',
      '  ← Recurring card payment 201',
      '  · Payment refused',
    ]);
    // The card stays: the learner replaces it from the declined screen.
    expect(state.tokens.tokens).toHaveLength(1);
  });

  it('a reference the scheme never issued is refused by the provider: error', async () => {
    const { store } = await journeyStore(stack, { settings: { ...modular, allow3DS: false } });
    await subscribe(store, scenarioCard('frictionless'));
    const [token] = store.getState().tokens.tokens;
    if (!token) throw new Error('no saved card');
    store.dispatch(tokenSaved({ ...token, schemeTransactionReference: '999999999999999' }));

    await renew(store);

    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('error');
    expect(state.payment.error).toContain('bodyDoesNotMatchSchema');
    expect(trail(state).slice(-4)).toEqual([
      'Recurring payment',
      '  → Recurring card payment',
      '  ← Recurring card payment 400',
      '  · Payment failed',
    ]);
  });

  it.each([
    ['no scheme reference on the card', 'no reference', 'has no scheme reference'],
    ['no saved card', 'no card', 'has no saved card'],
  ])('%s: nothing is sent, error', async (_name, setup, message) => {
    const { store } = await journeyStore(stack, { settings: { ...modular, allow3DS: false } });
    await subscribe(store, scenarioCard('frictionless'));
    const [token] = store.getState().tokens.tokens;
    if (!token) throw new Error('no saved card');
    if (setup === 'no reference') {
      const { schemeTransactionReference: _dropped, ...withoutReference } = token;
      store.dispatch(tokenSaved(withoutReference));
    }
    store.dispatch(paymentOutcomeAcknowledged());
    const tokenId = setup === 'no card' ? 'UNKNOWNTOKEN00001' : token.tokenId;
    store.dispatch(recurringPaymentRequested({ tokenId, charge: renewal }));
    await until(store, paymentSettled);

    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('error');
    expect(state.payment.error).toContain(message);
    expect(trail(state).slice(-2)).toEqual(['Recurring payment', '  · Payment failed']);
  });

  it('an amount that is not a positive integer is refused before any call', async () => {
    const { store } = await journeyStore(stack, { settings: { ...modular, allow3DS: false } });
    await subscribe(store, scenarioCard('frictionless'));
    await renew(store, { amount: 0, purpose: 'renewal' });
    expect(store.getState().payment.paymentStatus).toBe('error');
    expect(trail(store.getState()).slice(-2)).toEqual(['Recurring payment', '  · Payment failed']);
  });
});
