// @vitest-environment node
// payWithCard, Orchestrated integration (the Payments API with FraudSight and 3DS integrated,
// following `_actions`): the outcome mapping of spec §4 against the real server and sandbox,
// and saving the card with tokenCreation (conflicts resolved like verified tokens).
import { describe, expect, it } from 'vitest';
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
  type BrowserBehaviour,
} from '../../../test/provider-stack';
import type { AppStore } from '../../../app/store';
import { itemAdded } from '../../cart/cart-slice';
import type { SiteConfigState } from '../../site-config/site-config-slice';
import { cardPaymentSubmitted, paymentOutcomeAcknowledged } from '../events';
import { type CardEntry } from '../types';
import type { PaymentStatus } from '../slices/payment-slice';
import { genericTestCards, scenarioCard } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

const payment = ['  → Payment', '  ← Payment 201'];
const supplied = [
  'Device data collected',
  '  → Supply 3DS device data',
  '  ← Supply 3DS device data 201',
];
const completed = [
  'Challenge received',
  '  → Complete 3DS challenge',
  '  ← Complete 3DS challenge 201',
];

interface Case {
  name: string;
  cardNumber: string;
  holder?: string;
  settings?: Partial<SiteConfigState>;
  browser?: BrowserBehaviour;
  status: PaymentStatus;
  trail: string[];
  fraud?: string;
}

const cases: Case[] = [
  {
    name: '4000000000001091 challenge passed → success',
    cardNumber: scenarioCard('challenge'),
    status: 'success',
    trail: ['Pay with card', ...payment, ...supplied, ...completed, '  · Payment authorized'],
  },
  {
    name: 'frictionless → success',
    cardNumber: scenarioCard('frictionless'),
    status: 'success',
    trail: ['Pay with card', ...payment, ...supplied, '  · Payment authorized'],
  },
  {
    name: 'failed challenge → 3dsAuthenticationFailed → declined',
    cardNumber: scenarioCard('challengeFailed'),
    status: 'declined',
    trail: ['Pay with card', ...payment, ...supplied, ...completed, '  · Authentication failed'],
  },
  {
    name: 'unavailable → 3dsUnavailable → declined',
    cardNumber: scenarioCard('unavailable'),
    status: 'declined',
    trail: ['Pay with card', ...payment, ...supplied, '  · Verification unavailable'],
  },
  {
    name: 'REFUSED → declined',
    cardNumber: scenarioCard('frictionless'),
    holder: 'REFUSED',
    status: 'declined',
    trail: ['Pay with card', ...payment, ...supplied, '  · Payment refused'],
  },
  {
    name: 'fs-highRisk → fraudHighRisk → declined before 3DS',
    cardNumber: scenarioCard('frictionless'),
    holder: 'fs-highRisk',
    settings: { allowFraudSight: true },
    status: 'declined',
    trail: ['Pay with card', ...payment, '  · Payment refused'],
    fraud: 'highRisk',
  },
  {
    name: 'fs-review → the payment goes on → success',
    cardNumber: scenarioCard('frictionless'),
    holder: 'fs-review',
    settings: { allowFraudSight: true },
    status: 'success',
    trail: ['Pay with card', ...payment, ...supplied, '  · Payment authorized'],
    fraud: 'review',
  },
  {
    name: 'DDC timeout → supply3dsDeviceData without a collectionReference → success',
    cardNumber: scenarioCard('frictionless'),
    browser: { deviceData: 'silent' },
    status: 'success',
    trail: [
      'Pay with card',
      ...payment,
      'Device data collection timed out',
      '  · No device data',
      '  → Supply 3DS device data',
      '  ← Supply 3DS device data 201',
      '  · Payment authorized',
    ],
  },
  {
    name: '3DS off → authorized at once',
    cardNumber: scenarioCard('challenge'),
    settings: { allow3DS: false },
    status: 'success',
    trail: ['Pay with card', ...payment, '  · Payment authorized'],
  },
];

function plainCard(cardNumber: string, holder = 'Ada Lovelace'): CardEntry {
  return {
    kind: 'plain',
    cardHolderName: holder,
    cardNumber,
    expiryDate: { month: 5, year: 2035 },
    cvc: '555',
  };
}

async function pay(store: AppStore, card: CardEntry, saveDetails = false): Promise<void> {
  if (store.getState().cart.cartTotal === 0) {
    store.dispatch(itemAdded({ id: 1, title: 'Wool fedora hat', price: 100 }));
  }
  store.dispatch(
    cardPaymentSubmitted({
      card,
      billingAddress: null,
      saveDetails,
      charge: basketCharge(store),
      browser: testBrowser,
    }),
  );
  await until(store, paymentSettled);
}

const orchestrated = { integrationType: 'Orchestrated', clientIntegrationType: 'Direct' } as const;

describe('payWithCard, Orchestrated', () => {
  it.each(cases)('$name', async (c) => {
    const { store } = await journeyStore(stack, {
      settings: { ...orchestrated, ...c.settings },
      items: 3,
      timing: { deviceDataTimeoutMs: 150 },
    });
    const stop = simulateBrowser(store, stack, c.browser);
    await pay(store, plainCard(c.cardNumber, c.holder));
    stop();

    const state = store.getState();
    expect(state.payment.paymentStatus).toBe(c.status);
    expect(trail(state)).toEqual(c.trail);
    expect(state.cart.cartTotal).toBe(c.status === 'success' ? 0 : 300);
    if (c.fraud)
      expect(state.fraud).toMatchObject({
        fraudsightStatus: 'complete',
        response: { outcome: c.fraud },
      });
    // The DDC SessionId goes as collectionReference; after a timeout the call carries no body.
    const supply = recordedRequest(state, 'Supply 3DS device data');
    if (c.browser?.deviceData === 'silent') expect(supply).toBeUndefined();
    else if (c.trail.includes(supplied[0] ?? '')) {
      expect(supply).toEqual({ collectionReference: expect.stringMatching(/^0_/) });
    }
    const request = recordedRequest(state, 'Payment');
    expect(request).toMatchObject({
      merchant: { entity: 'default' },
      channel: 'ecom',
      instruction: {
        method: 'card',
        paymentInstrument: {
          type: 'plain',
          cardNumber: `${c.cardNumber.slice(0, 6)}******${c.cardNumber.slice(-4)}`,
        },
        value: { currency: 'GBP', amount: 300 },
        narrative: { line1: 'Smart Journey Demo' },
      },
    });
    if (c.settings?.allow3DS === false) {
      expect(request).not.toHaveProperty('instruction.threeDS');
    } else {
      expect(request).toHaveProperty('instruction.threeDS.challenge', {
        returnUrl: 'http://127.0.0.1:3999/challenge-return.html',
        windowSize: '390x400',
        preference: 'noPreference',
      });
    }
    if (c.settings?.allowFraudSight) {
      expect(request).toHaveProperty('instruction.fraud', { type: 'fraudSight' });
    } else {
      expect(request).not.toHaveProperty('instruction.fraud');
    }
  });

  it("ERROR → the provider's 500 → error, the cart kept", async () => {
    const { store } = await journeyStore(stack, { settings: orchestrated, items: 1 });
    const stop = simulateBrowser(store, stack);
    await pay(store, plainCard(scenarioCard('frictionless'), 'ERROR'));
    stop();
    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('error');
    expect(trail(state).slice(-3)).toEqual([
      '  → Supply 3DS device data',
      '  ← Supply 3DS device data 500',
      '  · Payment failed',
    ]);
    expect(state.cart.cartTotal).toBe(100);
  });

  it('saves the card with tokenCreation (Checkout SDK session), then resolves a conflict', async () => {
    const { store } = await journeyStore(stack, {
      settings: { ...orchestrated, clientIntegrationType: 'Checkout', allow3DS: false },
    });
    const sdkCard = async (holder: string): Promise<CardEntry> => ({
      kind: 'checkout',
      cardHolderName: holder,
      sessionHref: await checkoutSession(stack, 'card', {
        cardNumber: genericTestCards.mastercard,
        cvc: '555',
      }),
    });

    await pay(store, await sdkCard('Ada Lovelace'), true);
    let state = store.getState();
    expect(state.payment.paymentStatus).toBe('success');
    expect(recordedRequest(state, 'Payment')).toMatchObject({
      instruction: {
        paymentInstrument: { type: 'checkout', cardHolderName: 'Ada Lovelace' },
        tokenCreation: { type: 'worldpay', namespace: state.session.namespace },
        customerAgreement: { type: 'cardOnFile', storedCardUsage: 'first' },
      },
    });
    expect(trail(state)).toEqual([
      'Pay with card',
      ...payment,
      '  → Get token',
      '  ← Get token 200',
      '  · Payment authorized',
    ]);
    expect(state.tokens.tokens).toMatchObject([
      { paymentInstrument: { cardHolderName: 'Ada Lovelace' }, subsequentPayment: true },
    ]);

    store.dispatch(paymentOutcomeAcknowledged());
    await pay(store, await sdkCard('Grace Hopper'), true);
    state = store.getState();
    expect(state.payment.paymentStatus).toBe('success');
    expect(trail(state).slice(-10)).toEqual([
      'Pay with card',
      ...payment,
      '  → Get token',
      '  ← Get token 200',
      '  → Resolve token conflict',
      '  ← Resolve token conflict 204',
      '  → Get token',
      '  ← Get token 200',
      '  · Payment authorized',
    ]);
    expect(state.tokens.tokenConflictStatus).toBe('conflict');
    expect(state.tokens.tokens).toMatchObject([
      { paymentInstrument: { cardHolderName: 'Grace Hopper' } },
    ]);
  });
});
