import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  allTokensDeleted,
  allTokensDeletionRequested,
  initialTokensState,
  tokensSlice,
  type TokensState,
} from './tokens-slice';

const pending: TokensState = { isDeletingAll: true };

const cases: [string, TokensState, UnknownAction, TokensState][] = [
  [
    'a deletion request raises the pending flag',
    initialTokensState,
    allTokensDeletionRequested(),
    pending,
  ],
  ['deletion done clears it', pending, allTokensDeleted(), initialTokensState],
  [
    'ignored: deletion done when none was pending',
    initialTokensState,
    allTokensDeleted(),
    initialTokensState,
  ],
  ['ignored: an unrelated event', pending, { type: 'cart/cartEmptied' }, pending],
];

describe('tokens slice (pending delete-all flag)', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(tokensSlice.reducer(state, action)).toEqual(expected);
  });
});
