// @vitest-environment node
// failJourney (end-journey.ts), branch by branch, for every kind of journey the table runs: a real
// store whose provider calls all throw the error under test, so each journey goes from its start
// event through runJourney to failJourney exactly as in the app.
import type { UnknownAction } from '@reduxjs/toolkit';
import { providerApis } from '@sjd/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore, type RootState } from '../../app/store';
import { createProviderCalls } from '../../lib/provider-calls';
import { ProviderCallError, type ProviderTransport } from '../../lib/provider-types';
import { sampleEnvironmentConfig, sampleToken, testBrowser as browser } from '../../test/fixtures';
import { initialEnvironmentState } from '../environment/environment-slice';
import { defaultSiteConfig } from '../site-config/site-config-slice';
import type { JourneyKind } from './fail-journey';
import { fakeDemoServer } from '../../test/store';
import {
  cardAddRequested,
  cardPaymentSubmitted,
  hostedPaymentRequested,
  paymentJourneyReset,
  withdrawRequested,
} from './events';
import { initialTokensState } from './slices/tokens-slice';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const card = {
  kind: 'plain',
  cardHolderName: 'Ada Lovelace',
  cardNumber: scenarioCard('challenge'),
  expiryDate: { month: 5, year: 2035 },
  cvc: '555',
} as const;

/** A store whose every provider call goes to `send`; one saved card, a draft token, a balance. */
function storeSending(send: ProviderTransport, options: { hasConfig?: boolean } = {}) {
  const actions: UnknownAction[] = [];
  const store = makeStore(
    {
      providerClient: { connect: (connection) => createProviderCalls(send, connection) },
      demoServer: fakeDemoServer(),
      timing: { configTimeoutMs: 50 },
    },
    {
      siteConfig: defaultSiteConfig,
      environment:
        options.hasConfig === false
          ? initialEnvironmentState
          : { ...initialEnvironmentState, configFetched: true, config: sampleEnvironmentConfig },
      tokens: {
        ...initialTokensState,
        tokens: [{ ...sampleToken, subsequentPayment: false }],
        // A draft left by an earlier step: spec §8, a failure drops it.
        draftToken: sampleToken,
      },
    },
    () => (next) => (action) => {
      if (typeof action === 'object' && action !== null && 'type' in action) {
        actions.push({ ...action, type: String(action.type) });
      }
      return next(action);
    },
  );
  return { store, actions };
}

interface KindCase {
  kind: JourneyKind;
  start: (store: AppStore) => void;
  isOver: (state: RootState) => boolean;
  /** Spec §8's descriptor for a provider's error answer, and the API it names. */
  title: string;
  api: string;
  /** The journey's failure state, with the error message. */
  failed: (state: RootState, message: string) => void;
}

const kinds: KindCase[] = [
  {
    kind: 'payment',
    start: (store) =>
      store.dispatch(
        cardPaymentSubmitted({
          card,
          billingAddress: null,
          saveDetails: false,
          charge: { amount: 100, purpose: 'basket' },
          browser,
        }),
      ),
    isOver: (state) => state.payment.paymentStatus !== 'processing',
    title: 'Payment failed',
    api: 'Payment',
    failed: (state, message) => {
      expect(state.payment).toMatchObject({ paymentStatus: 'error', error: message });
      // Spec §8: the card of the payment and the 3DS data are reset.
      expect(state.session.card).toBeNull();
      expect(state.threeDS.step).toEqual({ name: 'idle' });
    },
  },
  {
    kind: 'card',
    start: (store) => store.dispatch(cardAddRequested({ card, billingAddress: null, browser })),
    isOver: (state) => state.tokens.tokenStatus !== 'processing',
    // A provider's answer to creating the token: not 'Request failed' (issue 27).
    title: 'Verification failed',
    api: 'Tokens',
    failed: (state, message) => {
      expect(state.tokens).toMatchObject({ tokenStatus: 'failure', error: message });
      expect(state.session.card).toBeNull();
      expect(state.threeDS.step).toEqual({ name: 'idle' });
    },
  },
  {
    kind: 'payout',
    start: (store) =>
      store.dispatch(withdrawRequested({ tokenId: sampleToken.tokenId, amount: 50 })),
    isOver: (state) => state.payout.payoutStatus !== 'withdrawing',
    title: 'Payment failed',
    api: providerApis.payouts.title,
    failed: (state, message) => {
      expect(state.payout).toMatchObject({ payoutStatus: 'failed', error: message });
      expect(state.session.accountBalance).toBe(100);
    },
  },
  {
    kind: 'hostedPage',
    start: (store) =>
      store.dispatch(hostedPaymentRequested({ charge: { amount: 1600, purpose: 'tickets' } })),
    isOver: (state) => state.payment.paymentStatus !== 'processing',
    title: 'Payment failed',
    api: providerApis.hostedPaymentPages.title,
    failed: (state, message) => {
      // Nothing was charged: the shopper stays on the order with the reason and 'Try again'.
      expect(state.payment).toMatchObject({ paymentStatus: '', error: message });
      expect(state.hpp.step).toEqual({ name: 'unavailable', problem: 'initialisation', message });
    },
  },
];

/** Resolves when the predicate holds; a journey that never ends fails the test after 3 s. */
function until(store: AppStore, predicate: (state: RootState) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    if (predicate(store.getState())) return resolve();
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('The journey did not end'));
    }, 3_000);
    const unsubscribe = store.subscribe(() => {
      if (!predicate(store.getState())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}

/** Runs a journey of the kind to its end with every provider call throwing `error`. */
async function failWith(kind: KindCase, error: unknown, options?: { hasConfig?: boolean }) {
  const { store, actions } = storeSending(() => Promise.reject(error), options);
  kind.start(store);
  await until(store, kind.isOver);
  // Let the journey's last dispatches land.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const state = store.getState();
  const all = state.eventLog.triggers.flatMap((trigger) => trigger.events);
  // The journey's result card (journey-result.ts), apart from its steps.
  const events = all.filter((event) => event.api !== 'Journey result');
  const results = all.filter((event) => event.api === 'Journey result');
  return { state, events, results, actions };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const [payment] = kinds;
if (!payment) throw new Error('The table has no payment journey');

describe('failJourney', () => {
  describe.each(kinds)('a $kind journey', (kind) => {
    it("a provider's error answer: the journey's descriptor, its failure state, no draft", async () => {
      const error = new ProviderCallError('Invalid request (400)', 'providerError', 400);
      const { state, events, results } = await failWith(kind, error);
      // The terminal's result card says it did not go through.
      expect(results).toEqual([
        expect.objectContaining({
          title: expect.stringMatching(/^(Failed|Not paid|Card not saved|Withdrawal failed)$/),
        }),
      ]);
      expect(events).toContainEqual(
        expect.objectContaining({
          title: kind.title,
          api: kind.api,
          plainText: 'Invalid request (400)',
          icon: 'error',
        }),
      );
      expect(events.map((event) => event.title)).not.toContain('Request failed');
      kind.failed(state, 'Invalid request (400)');
      expect(state.tokens.draftToken).toBeNull();
    });

    it('a failure on the way to the provider: no descriptor on top of the client’s', async () => {
      const error = new ProviderCallError('The provider could not be reached', 'unreachable', 502);
      const { state, events } = await failWith(kind, error);
      expect(events.map((event) => event.title)).not.toContain(kind.title);
      kind.failed(state, 'The provider could not be reached');
    });

    it('a bug: logged for developers, and the journey still ends', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const bug = new TypeError('x is undefined');
      const { state } = await failWith(kind, bug);
      expect(logged).toHaveBeenCalledWith(bug);
      kind.failed(state, 'x is undefined');
    });

    it('the environment config never came: its note only, nothing logged', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { state, events } = await failWith(kind, new Error('unused'), { hasConfig: false });
      expect(events.map((event) => event.title)).toEqual(['Request failed']);
      expect(logged).not.toHaveBeenCalled();
      kind.failed(state, 'The environment configuration is not available.');
    });
  });

  it('something thrown that is not an Error: the kind’s own words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { state } = await failWith(payment, 'a string');
    payment.failed(state, 'The payment failed');
  });

  it('a journey stopped by a reset ends silently, even when its call fails later', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const { store, actions } = storeSending(
      () =>
        new Promise((_resolve, reject) => {
          fail = reject;
        }),
    );
    payment.start(store);
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.dispatch(paymentJourneyReset());
    const afterReset = actions.length;
    fail(new ProviderCallError('Invalid request (400)', 'providerError', 400));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actions.slice(afterReset)).toEqual([]);
    expect(store.getState().payment.paymentStatus).toBe('');
  });
});
