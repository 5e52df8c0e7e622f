// @vitest-environment node
// payWithCard, Modular integration, a typed (Direct) guest card: every outcome branch of spec §4
// against the real server and sandbox. One table; each row asserts the final state and the
// terminal trail (triggers and API events in order).
import { describe, expect, it } from 'vitest';
import {
  journeyResults,
  journeyStore,
  paymentSettled,
  simulateBrowser,
  providerStackPerFile,
  recordedRequest,
  testBrowser,
  trail,
  until,
  type BrowserBehaviour,
  basketCharge,
} from '../../../test/provider-stack';
import type { SiteConfigState } from '../../site-config/site-config-slice';
import { cardPaymentSubmitted } from '../events';
import type { PaymentStatus } from '../slices/payment-slice';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

const ddcInit = ['  → 3DS device data initialization', '  ← 3DS device data initialization 200'];
const authentication = ['  → 3DS authentication', '  ← 3DS authentication 200'];
const verification = ['  → 3DS verification', '  ← 3DS verification 200'];
const cardPayment = ['  → Card payment', '  ← Card payment 201'];
const authorized = [...cardPayment, '  · Payment authorized'];
const refused = [...cardPayment, '  · Payment refused'];

/** A request body's `deviceData.collectionReference`, if it has one. */
function collectionReferenceOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('deviceData' in body)) return undefined;
  const { deviceData } = body;
  if (typeof deviceData !== 'object' || deviceData === null) return undefined;
  return 'collectionReference' in deviceData ? deviceData.collectionReference : undefined;
}

interface Case {
  name: string;
  cardNumber: string;
  holder?: string;
  settings?: Partial<SiteConfigState>;
  browser?: BrowserBehaviour;
  status: Exclude<PaymentStatus, '' | 'processing' | 'pending'>;
  trail: string[];
}

const cases: Case[] = [
  {
    name: '4000000000001091 challenge passed → success',
    cardNumber: scenarioCard('challenge'),
    status: 'success',
    trail: [
      'Pay with card',
      ...ddcInit,
      'Device data collected',
      ...authentication,
      'Challenge received',
      ...verification,
      ...authorized,
    ],
  },
  {
    name: '4000000000001091 challenge failed → declined',
    cardNumber: scenarioCard('challenge'),
    browser: { challenge: 'fail' },
    status: 'declined',
    trail: [
      'Pay with card',
      ...ddcInit,
      'Device data collected',
      ...authentication,
      'Challenge received',
      ...verification,
      '  · Authentication failed',
    ],
  },
  {
    name: 'frictionless → success',
    cardNumber: scenarioCard('frictionless'),
    status: 'success',
    trail: ['Pay with card', ...ddcInit, 'Device data collected', ...authentication, ...authorized],
  },
  {
    name: 'frictionless authentication failed → declined',
    cardNumber: scenarioCard('frictionlessFailed'),
    status: 'declined',
    trail: [
      'Pay with card',
      ...ddcInit,
      'Device data collected',
      ...authentication,
      '  · Authentication failed',
    ],
  },
  ...(
    [
      ['not enrolled', scenarioCard('notEnrolled'), '3DS skipped'],
      ['unavailable', scenarioCard('unavailable'), 'Verification unavailable'],
      ['bypassed', scenarioCard('bypassed'), '3DS skipped'],
    ] as const
  ).map(([what, cardNumber, note]): Case => ({
    name: `${what} → pays without 3DS → success`,
    cardNumber,
    status: 'success',
    trail: [
      'Pay with card',
      ...ddcInit,
      'Device data collected',
      ...authentication,
      `  · ${note}`,
      ...authorized,
    ],
  })),
  {
    name: 'unavailable at verification → pays without 3DS → success',
    cardNumber: scenarioCard('challengeUnavailable'),
    status: 'success',
    trail: [
      'Pay with card',
      ...ddcInit,
      'Device data collected',
      ...authentication,
      'Challenge received',
      ...verification,
      '  · Verification unavailable',
      ...authorized,
    ],
  },
  {
    name: 'signature failed after the challenge → declined',
    cardNumber: scenarioCard('challengeSignatureFailed'),
    status: 'declined',
    trail: [
      'Pay with card',
      ...ddcInit,
      'Device data collected',
      ...authentication,
      'Challenge received',
      ...verification,
      '  · Signature failed',
    ],
  },
  {
    name: 'REFUSED → declined',
    cardNumber: scenarioCard('frictionless'),
    holder: 'REFUSED',
    status: 'declined',
    trail: ['Pay with card', ...ddcInit, 'Device data collected', ...authentication, ...refused],
  },
  {
    name: "ERROR → error (the provider's 500)",
    cardNumber: scenarioCard('frictionless'),
    holder: 'ERROR',
    status: 'error',
    trail: [
      'Pay with card',
      ...ddcInit,
      'Device data collected',
      ...authentication,
      '  → Card payment',
      '  ← Card payment 500',
      '  · Payment failed',
    ],
  },
  {
    name: 'fs-highRisk → declined after device data collection, before 3DS authentication',
    cardNumber: scenarioCard('frictionless'),
    holder: 'fs-highRisk',
    settings: { allowFraudSight: true },
    status: 'declined',
    trail: [
      'Pay with card',
      ...ddcInit,
      'Device data collected',
      '  → FraudSight assessment',
      '  ← FraudSight assessment 200',
      '  · Payment refused',
    ],
  },
  {
    name: 'fs-review → noted, the payment goes on → success',
    cardNumber: scenarioCard('frictionless'),
    holder: 'fs-review',
    settings: { allowFraudSight: true },
    status: 'success',
    trail: [
      'Pay with card',
      ...ddcInit,
      'Device data collected',
      '  → FraudSight assessment',
      '  ← FraudSight assessment 200',
      '  · Fraud review',
      ...authentication,
      ...authorized,
    ],
  },
  {
    name: 'DDC timeout → authenticates without a collectionReference → success',
    cardNumber: scenarioCard('frictionless'),
    browser: { deviceData: 'silent' },
    status: 'success',
    trail: [
      'Pay with card',
      ...ddcInit,
      'Device data collection timed out',
      '  · No device data',
      ...authentication,
      ...authorized,
    ],
  },
  {
    name: '3DS off → straight to the payment',
    cardNumber: scenarioCard('challenge'),
    settings: { allow3DS: false },
    status: 'success',
    trail: ['Pay with card', ...authorized],
  },
];

describe('payWithCard, Modular, Direct guest card', () => {
  it.each(cases)('$name', async (c) => {
    const { store } = await journeyStore(stack, {
      settings: { integrationType: 'Modular', clientIntegrationType: 'Direct', ...c.settings },
      items: 2,
      timing: { deviceDataTimeoutMs: 150 },
    });
    const stop = simulateBrowser(store, stack, c.browser);
    const balance = store.getState().session.accountBalance;

    store.dispatch(
      cardPaymentSubmitted({
        card: {
          kind: 'plain',
          cardHolderName: c.holder ?? 'Ada Lovelace',
          cardNumber: c.cardNumber,
          expiryDate: { month: 5, year: 2035 },
          cvc: '555',
        },
        billingAddress: null,
        saveDetails: false,
        charge: basketCharge(store),
        browser: testBrowser,
      }),
    );
    expect(store.getState().payment.paymentStatus).toBe('processing');
    await until(store, paymentSettled);
    // The terminal's summary card lands once the journey is over.
    await until(store, (s) => journeyResults(s).length > 0);
    stop();

    const state = store.getState();
    expect(state.payment.paymentStatus).toBe(c.status);
    expect(trail(state)).toEqual(c.trail);
    // Spec §7: FraudSight assesses with the collected device data 3DS authenticates with.
    if (c.settings?.allowFraudSight && c.settings.allow3DS !== false) {
      const reference = collectionReferenceOf(recordedRequest(state, 'FraudSight assessment'));
      expect(reference).toEqual(expect.stringMatching(/\S/));
      const auth = recordedRequest(state, '3DS authentication');
      if (auth) expect(collectionReferenceOf(auth)).toBe(reference);
    }
    // The card never outlives the payment; 3DS frames are gone.
    expect(state.session.card).toBeNull();
    expect(['idle', 'finished']).toContain(state.threeDS.step.name);
    expect(journeyResults(state)).toEqual([
      {
        success: 'Paid: The payment of £2.00 was authorized.',
        declined: expect.stringMatching(/^Declined: The payment( of £2\.00)? was declined: .+$/),
        error: expect.stringMatching(/^Failed: The payment( of £2\.00)? failed: .+$/),
      }[c.status],
    ]);
    if (c.status === 'success') {
      expect(state.session.accountBalance).toBe(balance + 200);
      expect(state.cart).toMatchObject({ items: [], cartTotal: 0 });
      expect(state.payment.paymentAuth).toMatchObject({ outcome: 'authorized', amount: 200 });
    } else {
      // The cart stays so the shopper can try again; the balance is untouched.
      expect(state.cart).toMatchObject({ cartTotal: 200, itemCount: 2 });
      expect(state.session.accountBalance).toBe(balance);
      expect(state.threeDS.step).toEqual({ name: 'idle' });
    }
  });
});
