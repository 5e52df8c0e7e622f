// The payout slice as a state machine (spec §4 "Payout status: 'Not initiated' to withdrawing to
// complete or failed"): a table of (state, event) → next state, with the events it must ignore;
// and the routing of each provider outcome to its family of result screens.
import type { UnknownAction } from '@reduxjs/toolkit';
import { payoutOutcomes, type PayoutResponse } from '@sjd/contracts';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { paymentJourneyReset } from '../events';
import { payoutOutcomeAcknowledged, withdrawRequested } from '../events';
import { payoutFamilyOf, reducesBalance, selectPayoutDestination } from '../payout-outcome';
import {
  initialPayoutState,
  payoutCompleted,
  payoutFailed,
  payoutSlice,
  type PayoutState,
} from './payout-slice';

const response = (outcome: PayoutResponse['outcome']): PayoutResponse => ({
  outcome,
  transactionReference: 'SJD-1',
  receivedAt: '2026-01-01T00:00:00Z',
  _links: { 'payouts:payout': { href: 'http://sandbox.test/payouts/P1' } },
});
const request = withdrawRequested({ tokenId: 'T1', amount: 1000 });
const withdrawing: PayoutState = { ...initialPayoutState, payoutStatus: 'withdrawing' };
const completed = payoutCompleted({
  response: response('approved'),
  amount: 1000,
  currency: 'GBP',
});
const complete: PayoutState = {
  payoutStatus: 'complete',
  response: response('approved'),
  amount: 1000,
  currency: 'GBP',
  error: null,
};
const failed: PayoutState = { ...withdrawing, payoutStatus: 'failed', error: 'envelope' };

const cases: [string, PayoutState, UnknownAction, PayoutState][] = [
  ['Withdraw starts a payout', initialPayoutState, request, withdrawing],
  ['a new Withdraw after a result starts afresh', complete, request, withdrawing],
  ['ignored: a second Withdraw while one runs', withdrawing, request, withdrawing],
  ['an outcome completes it', withdrawing, completed, complete],
  ['no outcome fails it', withdrawing, payoutFailed({ error: 'envelope' }), failed],
  ['ignored: an outcome with nothing running', initialPayoutState, completed, initialPayoutState],
  ['ignored: a late failure after the outcome', complete, payoutFailed({ error: 'x' }), complete],
  [
    'the result screen acknowledges a result',
    failed,
    payoutOutcomeAcknowledged(),
    initialPayoutState,
  ],
  [
    'ignored: an acknowledgement while withdrawing',
    withdrawing,
    payoutOutcomeAcknowledged(),
    withdrawing,
  ],
  ['a journey reset stops it', withdrawing, paymentJourneyReset(), initialPayoutState],
];

describe('payoutSlice', () => {
  it.each(cases)('%s', (_name, state, action, next) => {
    expect(payoutSlice.reducer(state, action)).toEqual(next);
  });
});

describe('payout outcomes', () => {
  it('maps every provider outcome to a family (spec §4) and says whether the balance falls', () => {
    expect(
      payoutOutcomes.map((o) => [o, payoutFamilyOf[o], reducesBalance(payoutFamilyOf[o])]),
    ).toEqual([
      ['requested', 'slow', true],
      ['pending', 'slow', true],
      ['approved', 'fast', true],
      ['disbursed', 'slow', true],
      ['refused', 'refused', false],
      ['error', 'error', false],
      ['requestReceived', 'slow', true],
      ['inReview', 'slow', true],
    ]);
  });

  it.each<[PayoutState, string | null]>([
    [initialPayoutState, null],
    [withdrawing, null],
    [complete, 'fast'],
    [{ ...complete, response: response('refused') }, 'refused'],
    [failed, 'error'],
  ])('routes %o to %s', (payout, family) => {
    expect(selectPayoutDestination({ payout } as unknown as RootState)).toBe(family);
  });
});
