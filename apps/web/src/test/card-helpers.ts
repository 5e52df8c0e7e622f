// Adding a card through the real add-card flow, for tests that need saved cards.
import { expect } from 'vitest';
import type { AppStore } from '../app/store';
import { cardAddRequested } from '../features/journeys';
import type { TokenStatus } from '../features/journeys/slices/tokens-slice';
import { testBrowser, until } from './provider-stack';

export const billingAddress = {
  address1: '1 Demo Street',
  city: 'London',
  postalCode: 'AAAA',
  countryCode: 'GB',
};

/** Adds a card from the account and waits for the token status to settle. */
export async function addCard(
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
