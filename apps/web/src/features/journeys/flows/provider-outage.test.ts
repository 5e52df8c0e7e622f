// @vitest-environment node
// The provider goes away mid-demo (spec §8): the server answers 502, the client records
// 'Request failed', the payment lands on the error status with the cart kept, and token
// deletions record 'Token deletion failed' without losing track of the saved cards.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  basketCharge,
  journeyStore,
  paymentSettled,
  providerStackPerFile,
  testBrowser,
  trail,
  until,
} from '../../../test/provider-stack';
import type { AppStore } from '../../../app/store';
import { addCard } from '../../../test/card-helpers';
import { cardDeleteRequested, tokenProcessReset } from '../events';
import { allTokensDeletionRequested } from '../slices/tokens-slice';
import type { IntegrationType } from '../../../themes/theme-types';
import { cardPaymentSubmitted } from '../events';
import { genericTestCards, scenarioCard } from '@sjd/sandbox/scenarios';

const stack = providerStackPerFile();
/** A store with one saved card, made while the provider was still there. */
let withCard: AppStore;

beforeAll(async () => {
  ({ store: withCard } = await journeyStore(stack, {
    settings: { integrationType: 'Modular', clientIntegrationType: 'Direct', allow3DS: false },
  }));
  expect(await addCard(withCard, genericTestCards.visa)).toBe('success');
  withCard.dispatch(tokenProcessReset());
  await stack.stopSandbox();
});

const failedCall: [IntegrationType, string][] = [
  ['Modular', 'Card payment'],
  ['Orchestrated', 'Payment'],
];

describe('a provider outage', () => {
  it.each(failedCall)(
    '%s payment → error status, Request failed, cart kept',
    async (integrationType, call) => {
      const { store } = await journeyStore(stack, {
        settings: { integrationType, clientIntegrationType: 'Direct', allow3DS: false },
        items: 2,
      });
      store.dispatch(
        cardPaymentSubmitted({
          card: {
            kind: 'plain',
            cardHolderName: 'Ada Lovelace',
            cardNumber: scenarioCard('challenge'),
            expiryDate: { month: 5, year: 2035 },
            cvc: '555',
          },
          billingAddress: null,
          saveDetails: false,
          charge: basketCharge(store),
          browser: testBrowser,
        }),
      );
      await until(store, paymentSettled);

      const state = store.getState();
      expect(state.payment.paymentStatus).toBe('error');
      expect(trail(state)).toEqual(['Pay with card', `  → ${call}`, '  · Request failed']);
      const failure = state.eventLog.triggers[0]?.events[1];
      expect(failure).toMatchObject({ status: 502, icon: 'error' });
      expect(failure?.plainText).toMatch(/unreachable|could not be reached|refused/i);
      expect(state.cart).toMatchObject({ cartTotal: 200, itemCount: 2 });
      expect(state.session.card).toBeNull();
    },
  );

  it('a card deletion fails visibly and the card stays', async () => {
    const token = withCard.getState().tokens.tokens[0];
    if (!token) throw new Error('no card');
    withCard.dispatch(cardDeleteRequested({ tokenId: token.tokenId }));
    await until(withCard, (s) => s.tokens.deletingTokenId === null);
    const state = withCard.getState();
    expect(trail(state).slice(-4)).toEqual([
      'Delete card',
      '  → Delete token',
      '  · Request failed',
      '  · Token deletion failed',
    ]);
    expect(state.tokens.tokens).toHaveLength(1);
    expect(state.tokens.error).toEqual(expect.any(String));
  });

  it('delete all records each failure and still clears the list', async () => {
    withCard.dispatch(allTokensDeletionRequested());
    await until(withCard, (s) => !s.tokens.isDeletingAll);
    expect(trail(withCard.getState()).slice(-4)).toEqual([
      'Delete all cards',
      '  → Delete token',
      '  · Request failed',
      '  · Token deletion failed',
    ]);
    expect(withCard.getState().tokens.tokens).toEqual([]);
  });
});
