import { describe, expect, it } from 'vitest';
import { sampleToken } from '../test/fixtures';
import {
  cardNavigationState,
  isAddingFundsFromNavigationState,
  tokenFromNavigationState,
  transactionTypeFromNavigationState,
} from './navigation-state';

describe('card navigation state', () => {
  it('round-trips the token', () => {
    expect(tokenFromNavigationState(cardNavigationState(sampleToken))).toEqual(sampleToken);
  });

  it.each([
    ['no state', null],
    ['undefined', undefined],
    ['another shape', { transactionType: 'withdraw' }],
    ['a token without an id', { token: { ...sampleToken, tokenId: undefined } }],
    ['a string', 'token'],
  ])('reads %s as no token', (_name, state) => {
    expect(tokenFromNavigationState(state)).toBeNull();
  });
});

describe('transaction type in navigation state', () => {
  it.each<[string, unknown, string]>([
    ['withdraw', { transactionType: 'withdraw' }, 'withdraw'],
    ['payment', { transactionType: 'payment' }, 'payment'],
    ['a token state', { token: sampleToken }, 'payment'],
    ['an unknown type', { transactionType: 'refund' }, 'payment'],
    ['no state', null, 'payment'],
  ])('%s → %s', (_name, state, expected) => {
    expect(transactionTypeFromNavigationState(state)).toBe(expected);
  });
});

describe('adding funds in navigation state', () => {
  it.each<[string, unknown, boolean]>([
    ['addingFunds true', { addingFunds: true }, true],
    ['addingFunds false', { addingFunds: false }, false],
    ['a string', { addingFunds: 'yes' }, false],
    ['no state', null, false],
  ])('%s → %s', (_name, state, expected) => {
    expect(isAddingFundsFromNavigationState(state)).toBe(expected);
  });
});
