// @vitest-environment node
// replaceCard against the real server and sandbox (spec §4 "Replace card (digital)"): the new
// card is verified as an added card is, then every other saved card is deleted; the same card
// typed again is a resolved conflict (nothing deleted); a card that is not verified changes
// nothing. Then the screens' part: tokenProcessReset after the account was shown.
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../../app/store';
import { addCard, billingAddress } from '../../../test/card-helpers';
import {
  journeyStore,
  recordedRequest,
  simulateBrowser,
  providerStackPerFile,
  testBrowser,
  trail,
  until,
} from '../../../test/provider-stack';
import { cardReplaceRequested, tokenProcessReset } from '../events';
import { genericTestCards } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();

async function replace(store: AppStore, cardNumber: string, holder = 'Grace Hopper') {
  store.dispatch(
    cardReplaceRequested({
      card: {
        kind: 'plain',
        cardHolderName: holder,
        cardNumber,
        expiryDate: { month: 8, year: 2036 },
        cvc: '555',
      },
      billingAddress,
      browser: testBrowser,
    }),
  );
  expect(store.getState().tokens.tokenStatus).toBe('processing');
  await until(store, (s) => s.tokens.tokenStatus !== 'processing');
}

/** A store with saved cards already added (3DS off), the token process reset as the account does. */
async function withCards(cards: string[], allow3DS = false) {
  const { store } = await journeyStore(stack, {
    settings: { integrationType: 'Modular', clientIntegrationType: 'Direct', allow3DS },
  });
  // The browser's part of 3DS for the cards added here and the replacement.
  simulateBrowser(store, stack);
  for (const card of cards) {
    expect(await addCard(store, card)).toBe('success');
    store.dispatch(tokenProcessReset());
  }
  return store;
}

const deleted = ['  → Delete token', '  ← Delete token 204'];
/** The account verification every added card goes through, its reference then kept on the token. */
const verified = [
  '  → Account verification',
  '  ← Account verification 201',
  '  → Update scheme transaction reference',
  '  ← Update scheme transaction reference 204',
  '  → Get token',
  '  ← Get token 200',
];
const lastTrigger = (store: AppStore) => {
  const lines = trail(store.getState());
  return lines.slice(lines.lastIndexOf('Replace card'));
};
const savedNumbers = (store: AppStore) =>
  store.getState().tokens.tokens.map((t) => t.paymentInstrument.cardNumber.slice(-4));

describe('replaceCard', () => {
  it('one saved card: the new card is verified, the old one deleted', async () => {
    const store = await withCards([genericTestCards.visa]);
    await replace(store, genericTestCards.mastercard);

    const { tokens } = store.getState();
    expect(tokens).toMatchObject({ tokenStatus: 'success', tokenConflictStatus: 'no-conflict' });
    expect(lastTrigger(store)).toEqual([
      'Replace card',
      '  → Create verified token',
      '  ← Create verified token 201',
      ...verified,
      ...deleted,
    ]);
    expect(savedNumbers(store)).toEqual(['4444']);
    expect(tokens.tokens[0]).toMatchObject({
      paymentInstrument: {
        cardHolderName: 'Grace Hopper',
        cardExpiryDate: { month: 8, year: 2036 },
      },
    });
    // The verification's reference: renewals on the new card quote it.
    expect(tokens.tokens[0]?.schemeTransactionReference).toMatch(/^\d{33}$/);
  });

  it('several saved cards: every other one is deleted', async () => {
    const store = await withCards([genericTestCards.visa, genericTestCards.visaDebit]);
    expect(store.getState().tokens.tokens).toHaveLength(2);
    await replace(store, genericTestCards.mastercard);

    expect(lastTrigger(store)).toEqual([
      'Replace card',
      '  → Create verified token',
      '  ← Create verified token 201',
      ...verified,
      ...deleted,
      ...deleted,
    ]);
    expect(savedNumbers(store)).toEqual(['4444']);
    expect(store.getState().tokens.tokens[0]?.paymentInstrument.cardNumber).toMatch(/^5555/);
  });

  it('the same card with new details: the conflict is applied, nothing deleted', async () => {
    const store = await withCards([genericTestCards.visa]);
    const [before] = store.getState().tokens.tokens;
    await replace(store, genericTestCards.visa);

    const { tokens } = store.getState();
    expect(tokens).toMatchObject({ tokenStatus: 'success', tokenConflictStatus: 'conflict' });
    expect(lastTrigger(store)).toEqual([
      'Replace card',
      '  → Create verified token',
      '  ← Create verified token 409',
      '  → Resolve token conflict',
      '  ← Resolve token conflict 204',
      '  → Get token',
      '  ← Get token 200',
      ...verified,
    ]);
    expect(tokens.tokens).toHaveLength(1);
    expect(tokens.tokens[0]).toMatchObject({
      tokenId: before?.tokenId,
      paymentInstrument: { cardHolderName: 'Grace Hopper' },
    });
    // The screen resets the token process once the learner has seen the notice.
    store.dispatch(tokenProcessReset());
    expect(store.getState().tokens).toMatchObject({
      tokenStatus: 'not-initialised',
      tokenConflictStatus: 'no-conflict',
    });
  });

  it('not verified: the token process fails and the old card stays', async () => {
    const store = await withCards([genericTestCards.visa]);
    await replace(store, genericTestCards.mastercard, 'REFUSED');

    const { tokens } = store.getState();
    expect(tokens.tokenStatus).toBe('failure');
    expect(tokens.error).toBe('Card not verified: REFUSED');
    expect(lastTrigger(store)).toEqual([
      'Replace card',
      '  → Create verified token',
      '  ← Create verified token 206',
      '  · Verification failed',
    ]);
    expect(savedNumbers(store)).toEqual(['1111']);
  });

  it('with 3DS: authentication and account verification first, then the old card goes', async () => {
    const store = await withCards([genericTestCards.visa], true);
    await replace(store, genericTestCards.mastercard);

    expect(store.getState().tokens.tokenStatus).toBe('success');
    expect(lastTrigger(store)).toEqual([
      'Replace card',
      '  → Create verified token',
      '  ← Create verified token 201',
      '  → 3DS device data initialization',
      '  ← 3DS device data initialization 200',
      'Device data collected',
      '  → 3DS authentication',
      '  ← 3DS authentication 200',
      '  → Account verification',
      '  ← Account verification 201',
      '  → Update scheme transaction reference',
      '  ← Update scheme transaction reference 204',
      '  → Get token',
      '  ← Get token 200',
      ...deleted,
    ]);
    expect(recordedRequest(store.getState(), '3DS authentication')).toHaveProperty(
      'challenge.preference',
      'challengeMandated',
    );
    expect(savedNumbers(store)).toEqual(['4444']);
  });
});
