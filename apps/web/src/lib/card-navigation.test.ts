import { describe, expect, it } from 'vitest';
import { sampleToken } from '../test/fixtures';
import { cardNavigationState, tokenFromNavigationState } from './card-navigation';

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
