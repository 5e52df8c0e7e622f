// @vitest-environment node
// addCard against the real server and sandbox (spec §4 "Tokens", "Account verification"):
// verified token, 3DS on the token (challengeMandated) when it is on, account verification (card
// on file, with the 3DS values when there are any), the scheme reference stored on the token;
// every failure removes the draft token.
import { describe, expect, it } from 'vitest';
import { addCard } from '../../../test/card-helpers';
import {
  journeyStore,
  recordedRequest,
  simulateBrowser,
  providerStackPerFile,
  trail,
  type BrowserBehaviour,
} from '../../../test/provider-stack';
import { tokenProcessReset } from '../events';
import type { TokenStatus } from '../slices/tokens-slice';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

const created = ['  → Create verified token', '  ← Create verified token 201'];
const threeDs = [
  '  → 3DS device data initialization',
  '  ← 3DS device data initialization 200',
  'Device data collected',
  '  → 3DS authentication',
  '  ← 3DS authentication 200',
];
const verified = [
  '  → Account verification',
  '  ← Account verification 201',
  '  → Update scheme transaction reference',
  '  ← Update scheme transaction reference 204',
  '  → Get token',
  '  ← Get token 200',
];
const deleted = ['  → Delete token', '  ← Delete token 204'];

interface AddCase {
  name: string;
  cardNumber: string;
  holder?: string;
  allow3DS?: boolean;
  browser?: BrowserBehaviour;
  status: TokenStatus;
  trail: string[];
}

const addCases: AddCase[] = [
  {
    name: 'frictionless 3DS → account verification → reference stored → added',
    cardNumber: scenarioCard('frictionless'),
    status: 'success',
    trail: ['Add card', ...created, ...threeDs, ...verified],
  },
  {
    name: 'challenge passed → account verification → added',
    cardNumber: scenarioCard('challenge'),
    status: 'success',
    trail: [
      'Add card',
      ...created,
      ...threeDs,
      'Challenge received',
      '  → 3DS verification',
      '  ← 3DS verification 200',
      ...verified,
    ],
  },
  {
    name: '3DS off → account verification without 3DS values → reference stored → added',
    cardNumber: scenarioCard('frictionless'),
    allow3DS: false,
    status: 'success',
    trail: ['Add card', ...created, ...verified],
  },
  {
    name: 'not verified (REFUSED) → failure, nothing added',
    cardNumber: scenarioCard('frictionless'),
    holder: 'REFUSED',
    status: 'failure',
    trail: [
      'Add card',
      '  → Create verified token',
      '  ← Create verified token 206',
      '  · Verification failed',
    ],
  },
  {
    name: 'challenge failed → the new token is deleted → failure',
    cardNumber: scenarioCard('challenge'),
    browser: { challenge: 'fail' },
    status: 'failure',
    trail: [
      'Add card',
      ...created,
      ...threeDs,
      'Challenge received',
      '  → 3DS verification',
      '  ← 3DS verification 200',
      '  · Authentication failed',
      ...deleted,
    ],
  },
  {
    name: 'not enrolled, a new card → the token is removed → failure',
    cardNumber: scenarioCard('notEnrolled'),
    status: 'failure',
    trail: ['Add card', ...created, ...threeDs, '  · 3DS skipped', ...deleted],
  },
];

describe('addCard', () => {
  it.each(addCases)('$name', async (c) => {
    const { store } = await journeyStore(stack, {
      settings: {
        integrationType: 'Modular',
        clientIntegrationType: 'Direct',
        allow3DS: c.allow3DS ?? true,
      },
    });
    const stop = simulateBrowser(store, stack, c.browser);
    const status = await addCard(store, c.cardNumber, c.holder);
    stop();

    const state = store.getState();
    expect(status).toBe(c.status);
    expect(trail(state)).toEqual(c.trail);
    expect(state.tokens.draftToken).toBeNull();
    expect(state.session.card).toBeNull();
    if (c.status === 'success') {
      expect(state.tokens.tokens).toHaveLength(1);
      expect(state.tokens.error).toBeNull();
      // The account verification (card on file) set up the agreement: its reference is kept
      // and the card's first payment is already 'subsequent'.
      expect(state.tokens.tokens[0]?.schemeTransactionReference).toMatch(/\d+/);
      expect(state.tokens.tokens[0]?.subsequentPayment).toBe(true);
      const verification = recordedRequest(state, 'Account verification');
      expect(verification).toMatchObject({ paymentInstrument: { type: 'card/tokenized' } });
      if (c.allow3DS !== false) {
        // The card will be used again: the issuer is asked for a challenge.
        expect(recordedRequest(state, '3DS authentication')).toHaveProperty(
          'challenge.preference',
          'challengeMandated',
        );
        expect(verification).toMatchObject({
          customer: { authentication: { type: '3DS', version: '2.2.0' } },
        });
      } else {
        expect(verification).not.toHaveProperty('customer');
      }
    } else {
      expect(state.tokens.tokens).toEqual([]);
      expect(state.tokens.error).toEqual(expect.any(String));
    }
    // The account screen resets the process once it has shown the result.
    store.dispatch(tokenProcessReset());
    expect(store.getState().tokens.tokenStatus).toBe('not-initialised');
  });
});
