// @vitest-environment node
// Editing saved cards against the real server and sandbox (spec §4 "Tokens"): only the changed
// fields, one request each, in order; delete with 204 and with 404 (counts as deleted); delete
// all.
import { describe, expect, it } from 'vitest';
import { addCard, billingAddress } from '../../../test/card-helpers';
import {
  journeyStore,
  recordedRequest,
  providerStackPerFile,
  trail,
  until,
} from '../../../test/provider-stack';
import { demoChosen } from '../../../lib/app-events';
import { tokenSelected } from '../slices/session-slice';
import { cardDeleteRequested, cardUpdateRequested, tokenProcessReset } from '../events';
import { allTokensDeletionRequested } from '../slices/tokens-slice';
import { genericTestCards } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

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
    const response = await stack.fetch(`${stack.appUrl}/api/wpservices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'DELETE', url: href }),
    });
    expect(await response.json()).toMatchObject({ status: 204 });
  }

  it('updates only the changed fields, one after the other, then reloads the token', async () => {
    const store = await storeWithCards(genericTestCards.visa);
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
    const store = await storeWithCards(genericTestCards.visa);
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
    const store = await storeWithCards(genericTestCards.visa);
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
    const store = await storeWithCards(genericTestCards.visa, genericTestCards.mastercard);
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

  it('a demo choice deletes the saved cards at the provider before it finishes setting up', async () => {
    const store = await storeWithCards(genericTestCards.visa);
    const href = store.getState().tokens.tokens[0]?.tokenPaymentInstrument.href ?? '';
    store.dispatch(demoChosen({ theme: 'retail', integrationType: 'Modular' }));
    expect(store.getState().siteConfig.initializingConfig).toBe(true);
    await until(store, (s) => !s.siteConfig.initializingConfig);

    expect(store.getState().tokens.tokens).toEqual([]);
    const response = await fetch(`${stack.appUrl}/api/wpservices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', url: href }),
    });
    expect(await response.json()).toMatchObject({ status: 404 });
  });
});
