import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { Token } from '@sjd/contracts';
import { paymentJourneyReset } from '../events';
import { pageAcceptHeader } from '../browser-data';
import {
  cardAddRequested,
  cardDeleteRequested,
  cardUpdateRequested,
  tokenProcessReset,
} from '../events';
import {
  allTokensDeleted,
  cardAdded,
  cardAddFailed,
  cardDeleted,
  draftTokenCreated,
  tokenRemoved,
} from '../events';
import {
  allTokensDeletionRequested,
  cardDeleteFailed,
  cardUpdated,
  cardUpdateFailed,
  draftTokenCleared,
  initialTokensState,
  tokenConflictResolved,
  tokenSaved,
  tokenUsedForPayment,
  tokensSlice,
  verifiedTokenRequested,
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
const none = initialTokensState;
const one: TokensState = { ...none, tokens: [saved(token('T1'))] };
const pending: TokensState = { ...one, isDeletingAll: true };
const detokenized: Token = {
  ...token('T9'),
  paymentInstrument: { ...token('T9').paymentInstrument, type: 'card/front' },
};
const browser = { acceptHeader: pageAcceptHeader, userAgentHeader: 'test' };
const addRequest = cardAddRequested({
  card: { kind: 'checkout', cardHolderName: 'Ada', sessionHref: 'h' },
  billingAddress: null,
  browser,
});
const adding: TokensState = { ...none, tokenStatus: 'processing' };
const withDraft: TokensState = { ...adding, draftToken: token('T2') };
const conflicted: TokensState = {
  ...withDraft,
  tokenConflictStatus: 'conflict',
  conflictLink: href('T2', '/conflicts'),
};
const request = { url: 'u', method: 'POST' as const, requestBody: { a: 1 } };
const deleting: TokensState = { ...one, deletingTokenId: 'T1' };
const updating: TokensState = { ...one, updatingTokenId: 'T1' };

const cases: [string, TokensState, UnknownAction, TokensState][] = [
  ['a deletion request raises the pending flag', one, allTokensDeletionRequested(), pending],
  ['deletion done clears the flag, the list and the process', pending, allTokensDeleted(), none],
  ['ignored: deletion done when none was pending', one, allTokensDeleted(), one],
  ['a new token is appended', none, tokenSaved(token('T1')), one],
  [
    'the same token is refreshed in place, keeping its subsequent flag',
    { ...one, tokens: [saved(token('T1'), true)] },
    tokenSaved(token('T1', 'Grace Hopper')),
    { ...one, tokens: [saved(token('T1', 'Grace Hopper'), true)] },
  ],
  ['ignored: a detokenized card is never stored', none, tokenSaved(detokenized), none],
  ['a removed token leaves the list', one, tokenRemoved('T1'), none],
  ['ignored: removing an unknown token', one, tokenRemoved('T2'), one],
  [
    'a payment marks the token subsequent',
    one,
    tokenUsedForPayment('T1'),
    { ...one, tokens: [saved(token('T1'), true)] },
  ],
  ['ignored: a payment with an unknown token', one, tokenUsedForPayment('T2'), one],
  ['adding a card starts the process', none, addRequest, adding],
  ['ignored: a second add while one is processing', withDraft, addRequest, withDraft],
  [
    'a verified token request is recorded',
    conflicted,
    verifiedTokenRequested(request),
    { ...adding, tokenRequest: request },
  ],
  [
    'a 409 draft keeps its conflict link',
    adding,
    draftTokenCreated({
      token: token('T2'),
      conflictStatus: 'conflict',
      conflictLink: href('T2', '/conflicts'),
    }),
    conflicted,
  ],
  [
    'a resolved conflict replaces the draft',
    conflicted,
    tokenConflictResolved({ token: token('T2', 'New Name') }),
    { ...conflicted, draftToken: token('T2', 'New Name'), conflictLink: null },
  ],
  [
    'ignored: a resolution without a conflict',
    withDraft,
    tokenConflictResolved({ token: token('T3') }),
    withDraft,
  ],
  [
    'an added card succeeds, joins the list and drops the draft',
    withDraft,
    cardAdded({ token: token('T2') }),
    { ...none, tokenStatus: 'success', tokens: [saved(token('T2'))] },
  ],
  [
    'a card added with an account verification pays as subsequent from the start',
    withDraft,
    cardAdded({ token: token('T2'), isCardOnFileReady: true }),
    {
      ...none,
      tokenStatus: 'success',
      tokens: [saved(token('T2'), true)],
    },
  ],
  [
    'a failed add stores the error and drops the draft',
    withDraft,
    cardAddFailed({ error: 'not verified' }),
    { ...adding, tokenStatus: 'failure', error: 'not verified' },
  ],
  ['ignored: an add result with no add running', one, cardAdded({ token: token('T2') }), one],
  ['the draft is cleared', withDraft, draftTokenCleared(), adding],
  [
    'the process reset brings statuses back',
    { ...conflicted, tokenStatus: 'failure', error: 'x', tokenRequest: request, draftToken: null },
    tokenProcessReset(),
    none,
  ],
  ['ignored: a process reset while processing', withDraft, tokenProcessReset(), withDraft],
  ['a journey reset stops an add in progress', withDraft, paymentJourneyReset(), none],
  ['a delete marks the card', one, cardDeleteRequested({ tokenId: 'T1' }), deleting],
  ['ignored: deleting an unknown card', one, cardDeleteRequested({ tokenId: 'T2' }), one],
  ['a deleted card leaves', deleting, cardDeleted({ tokenId: 'T1' }), none],
  [
    'a failed delete keeps the card with the error',
    deleting,
    cardDeleteFailed({ tokenId: 'T1', error: 'boom' }),
    { ...one, error: 'boom' },
  ],
  ['an update marks the card', one, cardUpdateRequested({ tokenId: 'T1', changes: {} }), updating],
  [
    'an updated card is refreshed',
    updating,
    cardUpdated({ token: token('T1', 'Grace') }),
    { ...one, tokens: [saved(token('T1', 'Grace'))] },
  ],
  [
    'a failed update keeps the card with the error',
    updating,
    cardUpdateFailed({ tokenId: 'T1', error: 'boom' }),
    { ...one, error: 'boom' },
  ],
  [
    'ignored: an update result for another card',
    updating,
    cardUpdated({ token: token('T2') }),
    updating,
  ],
  ['ignored: an unrelated event', pending, { type: 'cart/cartEmptied' }, pending],
];

describe('tokens slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(tokensSlice.reducer(state, action)).toEqual(expected);
  });
});
