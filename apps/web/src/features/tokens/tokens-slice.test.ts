import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { Token } from '@sjd/contracts';
import {
  allTokensDeleted,
  allTokensDeletionRequested,
  initialTokensState,
  tokenRemoved,
  tokenSaved,
  tokenUsedForPayment,
  tokensSlice,
  type SavedToken,
  type TokensState,
} from './tokens-slice';

const href = (id: string, rel = '') => `http://localhost:3001/tokens/${id}${rel}`;

function token(tokenId: string, cardHolderName = 'Ada Lovelace'): Token {
  return {
    tokenId,
    tokenExpiryDateTime: '2027-02-19T12:00:00Z',
    tokenPaymentInstrument: { type: 'card/tokenized', href: href(tokenId) },
    paymentInstrument: {
      type: 'card/masked',
      cardNumber: '4000********1091',
      cardHolderName,
      cardExpiryDate: { month: 5, year: 2035 },
      bin: '400000',
      brand: 'VISA',
    },
    _links: { 'tokens:token': { href: href(tokenId) } },
  };
}

const saved = (t: Token, subsequentPayment = false): SavedToken => ({ ...t, subsequentPayment });
const one: TokensState = { isDeletingAll: false, tokens: [saved(token('T1'))] };
const pending: TokensState = { ...one, isDeletingAll: true };
const detokenized: Token = {
  ...token('T9'),
  paymentInstrument: { ...token('T9').paymentInstrument, type: 'card/front' },
};

const cases: [string, TokensState, UnknownAction, TokensState][] = [
  ['a deletion request raises the pending flag', one, allTokensDeletionRequested(), pending],
  ['deletion done clears the flag and the list', pending, allTokensDeleted(), initialTokensState],
  ['ignored: deletion done when none was pending', one, allTokensDeleted(), one],
  ['a new token is appended', initialTokensState, tokenSaved(token('T1')), one],
  [
    'the same token is refreshed in place, keeping its subsequent flag',
    { ...one, tokens: [saved(token('T1'), true)] },
    tokenSaved(token('T1', 'Grace Hopper')),
    { ...one, tokens: [saved(token('T1', 'Grace Hopper'), true)] },
  ],
  [
    'ignored: a detokenized card is never stored',
    initialTokensState,
    tokenSaved(detokenized),
    initialTokensState,
  ],
  ['a removed token leaves the list', one, tokenRemoved('T1'), initialTokensState],
  ['ignored: removing an unknown token', one, tokenRemoved('T2'), one],
  [
    'a payment marks the token subsequent',
    one,
    tokenUsedForPayment('T1'),
    { ...one, tokens: [saved(token('T1'), true)] },
  ],
  ['ignored: a payment with an unknown token', one, tokenUsedForPayment('T2'), one],
  ['ignored: an unrelated event', pending, { type: 'cart/cartEmptied' }, pending],
];

describe('tokens slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(tokensSlice.reducer(state, action)).toEqual(expected);
  });
});
