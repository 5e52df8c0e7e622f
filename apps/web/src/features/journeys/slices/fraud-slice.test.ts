import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { paymentJourneyReset } from '../events';
import { paymentFailed } from '../events';
import {
  fraudCheckCompleted,
  fraudCheckFailed,
  fraudCheckStarted,
  fraudSlice,
  initialFraudState,
  type FraudState,
} from './fraud-slice';

const checking: FraudState = { ...initialFraudState, fraudsightStatus: 'checking' };
const result = {
  outcome: 'review',
  score: 85.5,
  riskProfile: 'http://localhost:3001/riskProfile/x',
};
const complete: FraudState = { ...checking, fraudsightStatus: 'complete', response: result };

const cases: [string, FraudState, UnknownAction, FraudState][] = [
  ["'Not initiated' → checking", initialFraudState, fraudCheckStarted(), checking],
  ['checking → complete with the response', checking, fraudCheckCompleted(result), complete],
  [
    'checking → failed with the error',
    checking,
    fraudCheckFailed({ error: 'HTTP 503' }),
    { ...checking, fraudsightStatus: 'failed', error: 'HTTP 503' },
  ],
  ['a new check starts afresh', complete, fraudCheckStarted(), checking],
  [
    'ignored: a result with no check running',
    initialFraudState,
    fraudCheckCompleted(result),
    initialFraudState,
  ],
  ['ignored: a failure after the result', complete, fraudCheckFailed({ error: 'late' }), complete],
  ['a reset goes back to not initiated', complete, paymentJourneyReset(), initialFraudState],
  [
    'a payment failing before the result fails the check',
    checking,
    paymentFailed({ error: 'HTTP 502' }),
    { ...checking, fraudsightStatus: 'failed', error: 'HTTP 502' },
  ],
  [
    'ignored: a payment failing after the result',
    complete,
    paymentFailed({ error: 'x' }),
    complete,
  ],
];

describe('fraud slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(fraudSlice.reducer(state, action)).toEqual(expected);
  });
});
