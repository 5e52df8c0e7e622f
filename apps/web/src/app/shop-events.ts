// The seam between the shop screens and the payment flows (issue 8). The screens say what the
// shopper asked for; the payment feature's listeners decide what happens (spec §4 "Buy Now",
// "Tokens: Edit", "Delete"). Nothing in the shop screens calls the provider.
//
// What the listeners are expected to do:
// - buyNowPressed: the saved-card payment without a CVC check (spec §4 "Buy Now: mark processing,
//   record selected token, set a payment method label, start payment"). The basket does not
//   navigate: once the payment status becomes 'processing' the payment feature routes to
//   {base}/processing (spec §2 basket).
// - cardUpdateRequested: update the token's name, expiry and address, only the changed ones, one
//   PUT each in that order (spec §4 "Edit"); after success the edit screen goes back.
// - cardDeleteRequested: delete the token (a 404 counts as deleted) and dispatch tokenRemoved;
//   the edit screen sees its token gone and returns to the account.
import { createAction } from '@reduxjs/toolkit';
import type { Token } from '@sjd/contracts';

type Instrument = Token['paymentInstrument'];

/** The basket's 'Buy Now' with the CVC check off: pay the cart with this saved card. */
export const buyNowPressed = createAction<{ tokenId: string }>('shop/buyNowPressed');

/** What the shopper changed on the edit-card screen; absent fields are unchanged. */
export interface CardChanges {
  cardHolderName?: Instrument['cardHolderName'];
  cardExpiryDate?: Instrument['cardExpiryDate'];
  billingAddress?: NonNullable<Instrument['billingAddress']>;
}

/** 'Update' on the edit-card screen, with at least one changed field. */
export const cardUpdateRequested = createAction<{ tokenId: string; changes: CardChanges }>(
  'shop/cardUpdateRequested',
);

/** 'Delete' on the edit-card screen. */
export const cardDeleteRequested = createAction<{ tokenId: string }>('shop/cardDeleteRequested');
