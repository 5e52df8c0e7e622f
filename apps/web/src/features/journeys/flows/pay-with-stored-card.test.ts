// @vitest-environment node
// payWithStoredCard ('Buy Now', spec §4 "Buy Now", "Card check") in both integrations: without
// a security code (CVC check off), with a typed CVC (Direct) and with a CVC session (Checkout
// SDK). The card is saved by a first payment, so Buy Now pays as card-on-file 'subsequent'.
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../../app/store';
import {
  basketCharge,
  checkoutSession,
  journeyStore,
  paymentSettled,
  recordedRequest,
  simulateBrowser,
  providerStackPerFile,
  testBrowser,
  trail,
  until,
} from '../../../test/provider-stack';
import { itemAdded } from '../../cart/cart-slice';
import type { IntegrationType } from '../../../themes/theme-types';
import { buyNowPressed, cardPaymentSubmitted, paymentOutcomeAcknowledged } from '../events';
import { type SecurityCode } from '../types';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

async function saveCard(store: AppStore): Promise<string> {
  store.dispatch(
    cardPaymentSubmitted({
      card: {
        kind: 'plain',
        cardHolderName: 'Ada Lovelace',
        cardNumber: scenarioCard('frictionless'),
        expiryDate: { month: 5, year: 2035 },
        cvc: '555',
      },
      billingAddress: null,
      saveDetails: true,
      charge: basketCharge(store),
      browser: testBrowser,
    }),
  );
  await until(store, paymentSettled);
  expect(store.getState().payment.paymentStatus).toBe('success');
  store.dispatch(paymentOutcomeAcknowledged());
  const token = store.getState().tokens.tokens[0];
  if (!token) throw new Error('The card was not saved');
  return token.tokenId;
}

type Security = 'none' | 'cvc' | 'cvcSession';

const modularTrail = [
  'Buy Now',
  '  → 3DS device data initialization',
  '  ← 3DS device data initialization 200',
  'Device data collected',
  '  → 3DS authentication',
  '  ← 3DS authentication 200',
  '  → Card payment',
  '  ← Card payment 201',
  '  · Payment authorized',
];
const orchestratedTrail = [
  'Buy Now',
  '  → Payment',
  '  ← Payment 201',
  'Device data collected',
  '  → Supply 3DS device data',
  '  ← Supply 3DS device data 201',
  '  · Payment authorized',
];

/** What the payment call's instrument must be, given the token href and the CVC session. */
type Expected = (href: string, cvcSession: string) => Record<string, string>;

const cases: [IntegrationType, Security, string, Expected][] = [
  ['Modular', 'none', 'Card payment', (href) => ({ type: 'card/token', href })],
  ['Modular', 'cvc', 'Card payment', (href) => ({ type: 'card/token', href, cvc: '***' })],
  [
    'Modular',
    'cvcSession',
    'Card payment',
    (href, cvcHref) => ({ type: 'card/checkout', tokenHref: href, cvcHref }),
  ],
  ['Orchestrated', 'none', 'Payment', (href) => ({ type: 'token', href })],
  ['Orchestrated', 'cvc', 'Payment', (href) => ({ type: 'token', href, cvc: '***' })],
  [
    'Orchestrated',
    'cvcSession',
    'Payment',
    (href, cvcSessionHref) => ({ type: 'token', href, cvcSessionHref }),
  ],
];

describe('payWithStoredCard (Buy Now)', () => {
  it.each(cases)('%s, security code: %s', async (integrationType, security, call, expected) => {
    const { store } = await journeyStore(stack, {
      settings: { integrationType, clientIntegrationType: 'Direct' },
    });
    // 3DS is on throughout: a saved card is authenticated as a token (card/tokenized).
    const stop = simulateBrowser(store, stack);
    const tokenId = await saveCard(store);
    const href = store.getState().tokens.tokens[0]?.tokenPaymentInstrument.href ?? '';
    const cvcSession = await checkoutSession(stack, 'cvc', { cvc: '555' });
    const securityCode: SecurityCode | undefined =
      security === 'cvc'
        ? { cvc: '555' }
        : security === 'cvcSession'
          ? { cvcSessionHref: cvcSession }
          : undefined;

    store.dispatch(itemAdded({ id: 7, title: 'Designer glasses', price: 100 }));
    const balance = store.getState().session.accountBalance;
    store.dispatch(
      buyNowPressed({
        tokenId,
        ...(securityCode ? { securityCode } : {}),
        charge: basketCharge(store),
        browser: testBrowser,
      }),
    );
    expect(store.getState().payment).toMatchObject({
      paymentStatus: 'processing',
      paymentMethod: 'Saved card',
    });
    expect(store.getState().session).toMatchObject({
      selectedToken: tokenId,
      isCardOnFilePayment: true,
    });
    await until(store, paymentSettled);
    stop();

    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('success');
    const journey = integrationType === 'Modular' ? modularTrail : orchestratedTrail;
    expect(trail(state).slice(-journey.length)).toEqual(journey);
    const body = recordedRequest(state, call);
    expect(body).toHaveProperty('instruction.paymentInstrument', expected(href, cvcSession));
    expect(body).toHaveProperty('instruction.customerAgreement', {
      type: 'cardOnFile',
      storedCardUsage: 'subsequent',
    });
    expect(state.session.accountBalance).toBe(balance + 100);
    expect(state.cart.cartTotal).toBe(0);
    expect(state.session).toMatchObject({
      cvc: '',
      isCardOnFilePayment: false,
      selectedToken: tokenId,
    });
  });

  it('a saved card that is gone → error, without a provider call', async () => {
    const { store } = await journeyStore(stack, { settings: { allow3DS: false } });
    store.dispatch(
      buyNowPressed({
        tokenId: 'NO-SUCH-TOKEN',
        charge: { amount: 100, purpose: 'basket' },
        browser: testBrowser,
      }),
    );
    await until(store, paymentSettled);
    expect(store.getState().payment.paymentStatus).toBe('error');
    expect(trail(store.getState())).toEqual(['Buy Now']);
  });
});
