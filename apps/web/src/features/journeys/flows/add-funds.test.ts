// @vitest-environment node
// Gambling's 'Add funds' against the real server and sandbox (spec §4 "Add funds", §5 "Amount",
// §9): a top-up with the saved card is a customer-initiated card-on-file 'subsequent' payment
// recorded under 'Add funds'; authorized → the balance rises by the amount and the cart is left
// alone; refused or failed by the issuer → the balance stays; a tampered amount (negative, over
// 10000, part of a penny) is refused before any call and changes nothing.
import { describe, expect, it } from 'vitest';
import { addCard } from '../../../test/card-helpers';
import {
  journeyStore,
  paymentSettled,
  recordedRequest,
  providerStackPerFile,
  testBrowser,
  trail,
  until,
} from '../../../test/provider-stack';
import { cardUpdateRequested } from '../events';
import { buyNowPressed } from '../events';
import { genericTestCards } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

/** The gambling shop (3DS off, for speed) with one card added from the account. */
async function gamblingWithCard(holder?: string) {
  const { store } = await journeyStore(stack, {
    items: 0,
    settings: { theme: 'gambling', clientIntegrationType: 'Direct', allow3DS: false },
  });
  expect(await addCard(store, genericTestCards.visa)).toBe('success');
  const tokenId = store.getState().tokens.tokens[0]?.tokenId ?? '';
  if (holder) {
    // The issuer decides by the holder's name: rename the saved card as the edit screen does.
    store.dispatch(cardUpdateRequested({ tokenId, changes: { cardHolderName: holder } }));
    await until(store, (s) => s.tokens.updatingTokenId === null);
  }
  return { store, tokenId };
}

async function topUp(holder: string | undefined, amount: number) {
  const { store, tokenId } = await gamblingWithCard(holder);
  const before = store.getState().session.accountBalance;
  const callsBefore = trail(store.getState()).length;
  store.dispatch(
    buyNowPressed({ tokenId, charge: { amount, purpose: 'addFunds' }, browser: testBrowser }),
  );
  await until(store, paymentSettled);
  const state = store.getState();
  return { state, before, steps: trail(state).slice(callsBefore) };
}

describe('add funds', () => {
  it('authorized: the balance rises by the amount, card on file subsequent', async () => {
    const { state, before, steps } = await topUp(undefined, 5000);
    expect(state.payment.paymentStatus).toBe('success');
    expect(state.session.accountBalance).toBe(before + 5000);
    expect(steps).toEqual([
      'Add funds',
      '  → Card payment',
      '  ← Card payment 201',
      '  · Payment authorized',
    ]);
    expect(recordedRequest(state, 'Card payment')).toMatchObject({
      instruction: {
        value: { amount: 5000, currency: 'GBP' },
        customerAgreement: { type: 'cardOnFile', storedCardUsage: 'subsequent' },
      },
    });
    expect(state.cart.itemCount).toBe(0);
  });

  it.each([
    ['REFUSED', 'declined', 201, '  · Payment refused'],
    // The sandbox answers an issuer error with the provider's 500 envelope.
    ['ERROR', 'error', 500, '  · Payment failed'],
  ])('holder %s: %s, the balance stays', async (holder, status, http, note) => {
    const { state, before, steps } = await topUp(holder, 2500);
    expect(state.payment.paymentStatus).toBe(status);
    expect(state.session.accountBalance).toBe(before);
    expect(steps.slice(0, 3)).toEqual([
      'Add funds',
      '  → Card payment',
      `  ← Card payment ${http}`,
    ]);
    expect(steps.at(-1)).toBe(note);
  });

  it.each([
    ['negative', -500],
    ['over 10000', 1_000_001],
    ['part of a penny', 12.5],
  ])('a tampered amount (%s) is refused before any call', async (_name, amount) => {
    const { state, before, steps } = await topUp(undefined, amount);
    expect(state.payment.paymentStatus).toBe('error');
    expect(state.payment.error).toMatch(/nothing was charged/);
    expect(state.session.accountBalance).toBe(before);
    expect(steps).toEqual(['Add funds', '  · Payment failed']);
  });
});
