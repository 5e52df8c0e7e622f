// @vitest-environment node
// One journey at a time (journey-table.ts): a double submit starts nothing, a reset stops
// the running journey where it waits for the browser, and a journey without the environment
// config fails visibly instead of hanging.
import { describe, expect, it } from 'vitest';
import { cardPaymentSubmitted } from './events';
import { type CardPaymentRequest } from './types';
import { deviceDataCollected } from './slices/three-ds-slice';
import { storeWithoutConfig } from '../../test/store';
import {
  journeyStore,
  paymentSettled,
  simulateBrowser,
  providerStackPerFile,
  testBrowser,
  trail,
  until,
} from '../../test/provider-stack';
import { paymentJourneyReset } from './events';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

const request: CardPaymentRequest = {
  card: {
    kind: 'plain',
    cardHolderName: 'Ada Lovelace',
    cardNumber: scenarioCard('frictionless'),
    expiryDate: { month: 5, year: 2035 },
    cvc: '555',
  },
  billingAddress: null,
  saveDetails: false,
  charge: { amount: 100, purpose: 'basket' },
  browser: testBrowser,
};

describe('journeys', () => {
  it('ignores a second submit while the first payment runs', async () => {
    const { store } = await journeyStore(stack, {
      settings: { allow3DS: false, clientIntegrationType: 'Direct' },
    });
    store.dispatch(cardPaymentSubmitted(request));
    store.dispatch(cardPaymentSubmitted(request));
    await until(store, paymentSettled);
    expect(store.getState().payment.paymentStatus).toBe('success');
    expect(trail(store.getState()).filter((line) => line === 'Pay with card')).toHaveLength(1);
    expect(trail(store.getState()).filter((line) => line === '  → Card payment')).toHaveLength(1);
  });

  it('a reset stops a journey waiting for the DDC frame; a late SessionId does nothing', async () => {
    const { store } = await journeyStore(stack, {
      settings: { clientIntegrationType: 'Direct' },
      timing: { deviceDataTimeoutMs: 5_000 },
    });
    const stop = simulateBrowser(store, stack, { deviceData: 'silent' });
    store.dispatch(cardPaymentSubmitted(request));
    await until(store, (s) => s.threeDS.step.name === 'collectingDeviceData');

    store.dispatch(paymentJourneyReset());
    store.dispatch(deviceDataCollected({ sessionId: '0_late' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();

    const state = store.getState();
    expect(state.payment.paymentStatus).toBe('');
    expect(state.threeDS.step).toEqual({ name: 'idle' });
    expect(state.session.card).toBeNull();
    expect(trail(state)).toEqual([
      'Pay with card',
      '  → 3DS device data initialization',
      '  ← 3DS device data initialization 200',
    ]);
  });

  it('fails visibly when the environment config never arrives', async () => {
    const store = storeWithoutConfig();
    store.dispatch(cardPaymentSubmitted(request));
    await until(store, paymentSettled);
    expect(store.getState().payment).toMatchObject({ paymentStatus: 'error' });
    expect(trail(store.getState())).toEqual(['Pay with card', '  · Request failed']);
  });
});
