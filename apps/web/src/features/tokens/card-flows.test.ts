// @vitest-environment node
// The saved-card flows of spec §4 "Tokens" against the real server and sandbox: add a card from
// the account (verified token, 3DS, account verification), edit only the changed fields, delete
// (404 counts as deleted) and delete all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppStore } from '../../app/store';
import {
  journeyStore,
  recordedRequest,
  simulateBrowser,
  startProviderStack,
  testBrowser,
  trail,
  until,
  type BrowserBehaviour,
  type ProviderStack,
} from '../../test/provider-stack';
import { tokenSelected } from '../session/session-slice';
import type { TokenStatus } from './tokens-slice';
import {
  cardAddRequested,
  cardDeleteRequested,
  cardUpdateRequested,
  tokenProcessReset,
} from './token-events';
import { allTokensDeletionRequested } from './tokens-slice';

let stack: ProviderStack;
beforeAll(async () => {
  stack = await startProviderStack();
});
afterAll(() => stack.close());

const billingAddress = {
  address1: '1 Demo Street',
  city: 'London',
  postalCode: 'AAAA',
  countryCode: 'GB',
};

async function addCard(
  store: AppStore,
  cardNumber: string,
  holder = 'Ada Lovelace',
): Promise<TokenStatus> {
  store.dispatch(
    cardAddRequested({
      card: {
        kind: 'plain',
        cardHolderName: holder,
        cardNumber,
        expiryDate: { month: 5, year: 2035 },
        cvc: '555',
      },
      billingAddress,
      browser: testBrowser,
    }),
  );
  expect(store.getState().tokens.tokenStatus).toBe('processing');
  await until(store, (s) => s.tokens.tokenStatus !== 'processing');
  return store.getState().tokens.tokenStatus;
}

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
    cardNumber: '4000000000001000',
    status: 'success',
    trail: ['Add card', ...created, ...threeDs, ...verified],
  },
  {
    name: 'challenge passed → account verification → added',
    cardNumber: '4000000000001091',
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
    name: '3DS off → the verified token is the card',
    cardNumber: '4000000000001000',
    allow3DS: false,
    status: 'success',
    trail: ['Add card', ...created],
  },
  {
    name: 'not verified (REFUSED) → failure, nothing added',
    cardNumber: '4000000000001000',
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
    cardNumber: '4000000000001091',
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
    cardNumber: '4000000000001034',
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
      if (c.allow3DS !== false) {
        // The card will be used again: the issuer is asked for a challenge.
        expect(recordedRequest(state, '3DS authentication')).toHaveProperty(
          'challenge.preference',
          'challengeMandated',
        );
        expect(state.tokens.tokens[0]?.schemeTransactionReference).toMatch(/\d+/);
        expect(recordedRequest(state, 'Account verification')).toMatchObject({
          paymentInstrument: { type: 'card/tokenized' },
          customer: { authentication: { type: '3DS', version: '2.2.0' } },
        });
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

describe('edit, delete and delete all', () => {
  async function storeWithCards(...cardNumbers: string[]) {
    const { store } = await journeyStore(stack, {
      settings: { integrationType: 'Modular', clientIntegrationType: 'Direct', allow3DS: false },
    });
    for (const cardNumber of cardNumbers) {
      expect(await addCard(store, cardNumber)).toBe('success');
      store.dispatch(tokenProcessReset());
    }
    return store;
  }

  /** Deletes a token behind the app's back, as another tab or the provider's expiry would. */
  async function deleteAtProvider(href: string) {
    const response = await fetch(`${stack.appUrl}/api/wpservices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'DELETE', url: href }),
    });
    expect(await response.json()).toMatchObject({ status: 204 });
  }

  it('updates only the changed fields, one after the other, then reloads the token', async () => {
    const store = await storeWithCards('4444333322221111');
    const token = store.getState().tokens.tokens[0];
    if (!token) throw new Error('no card');
    store.dispatch(
      cardUpdateRequested({
        tokenId: token.tokenId,
        changes: {
          cardHolderName: 'Grace Hopper',
          cardExpiryDate: { month: 5, year: 2035 },
          billingAddress: { ...billingAddress, city: 'Manchester' },
        },
      }),
    );
    expect(store.getState().tokens.updatingTokenId).toBe(token.tokenId);
    await until(store, (s) => s.tokens.updatingTokenId === null);

    const state = store.getState();
    expect(trail(state).slice(-7)).toEqual([
      'Update card',
      '  → Update cardholder name',
      '  ← Update cardholder name 204',
      '  → Update billing address',
      '  ← Update billing address 204',
      '  → Get token',
      '  ← Get token 200',
    ]);
    expect(recordedRequest(state, 'Update cardholder name')).toBe('Grace Hopper');
    expect(state.tokens.tokens[0]?.paymentInstrument).toMatchObject({
      cardHolderName: 'Grace Hopper',
      billingAddress: { city: 'Manchester' },
    });
  });

  it('sends nothing when nothing changed', async () => {
    const store = await storeWithCards('4444333322221111');
    const token = store.getState().tokens.tokens[0];
    if (!token) throw new Error('no card');
    store.dispatch(
      cardUpdateRequested({
        tokenId: token.tokenId,
        changes: { cardHolderName: token.paymentInstrument.cardHolderName },
      }),
    );
    await until(store, (s) => s.tokens.updatingTokenId === null);
    expect(trail(store.getState()).at(-1)).toBe('Update card');
  });

  it.each([
    ['204: deleted', false, 204],
    ['404: already gone, counts as deleted', true, 404],
  ])('deletes a card — %s', async (_name, goneAlready, status) => {
    const store = await storeWithCards('4444333322221111');
    const token = store.getState().tokens.tokens[0];
    if (!token) throw new Error('no card');
    store.dispatch(tokenSelected({ tokenId: token.tokenId }));
    if (goneAlready) await deleteAtProvider(token.tokenPaymentInstrument.href);

    store.dispatch(cardDeleteRequested({ tokenId: token.tokenId }));
    await until(store, (s) => s.tokens.deletingTokenId === null);

    const state = store.getState();
    expect(trail(state).slice(-3)).toEqual([
      'Delete card',
      '  → Delete token',
      `  ← Delete token ${status}`,
    ]);
    expect(state.tokens.tokens).toEqual([]);
    expect(state.tokens.error).toBeNull();
    expect(state.session.selectedToken).toBeNull();
  });

  it('deletes all saved cards, a 404 counting as deleted', async () => {
    const store = await storeWithCards('4444333322221111', '5555555555554444');
    const [first] = store.getState().tokens.tokens;
    if (!first) throw new Error('no card');
    await deleteAtProvider(first.tokenPaymentInstrument.href);

    store.dispatch(allTokensDeletionRequested());
    await until(store, (s) => !s.tokens.isDeletingAll);

    const state = store.getState();
    expect(trail(state).slice(-5)).toEqual([
      'Delete all cards',
      '  → Delete token',
      '  ← Delete token 404',
      '  → Delete token',
      '  ← Delete token 204',
    ]);
    expect(state.tokens).toMatchObject({ tokens: [], tokenStatus: 'not-initialised' });
  });
});
