import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { paymentJourneyReset } from '../events';
import { paymentDeclined, paymentFailed } from '../events';
import { cardAddFailed } from '../events';
import {
  challengeReceived,
  challengeRequired,
  challengeTimedOut,
  deviceDataCollected,
  deviceDataCollectionRequired,
  deviceDataCollectionTimedOut,
  initialThreeDsState,
  selectChallengeFrame,
  selectDeviceDataFrame,
  threeDsFinished,
  threeDsSlice,
  threeDsStarted,
  type ThreeDsState,
} from './three-ds-slice';

const ddc = { url: 'http://localhost:3001/V1/Cruise/Collect', jwt: 'j.w.t', bin: '400000' };
const challenge = {
  url: 'http://localhost:3001/V2/Cruise/StepUp',
  jwt: 'c.j.w',
  reference: 'REF1',
  windowSize: '390x400',
};
const at = (step: ThreeDsState['step'], extra: Partial<ThreeDsState> = {}): ThreeDsState => ({
  ...initialThreeDsState,
  step,
  ...extra,
});
const initializing = at({ name: 'initializing' });
const collecting = at({ name: 'collectingDeviceData', deviceDataCollection: ddc });
const authenticating = at({ name: 'authenticating', collectionReference: '0_abc' });
const challenged = at({ name: 'challenged', challenge }, { authenticationOutcome: 'challenged' });
const verifying = at(
  { name: 'verifying', reference: 'REF1' },
  { authenticationOutcome: 'challenged' },
);

const cases: [string, ThreeDsState, UnknownAction, ThreeDsState][] = [
  [
    'a 3DS run starts with device data initialization',
    initialThreeDsState,
    threeDsStarted(),
    initializing,
  ],
  ['the DDC frame is asked for', initializing, deviceDataCollectionRequired(ddc), collecting],
  [
    'the Payments API asks for DDC directly',
    initialThreeDsState,
    deviceDataCollectionRequired(ddc),
    collecting,
  ],
  [
    'the SessionId arrives → authenticating',
    collecting,
    deviceDataCollected({ sessionId: '0_abc' }),
    authenticating,
  ],
  [
    'no SessionId in time → authenticating without one',
    collecting,
    deviceDataCollectionTimedOut(),
    at({ name: 'authenticating', collectionReference: null }),
  ],
  [
    'ignored: a late SessionId',
    authenticating,
    deviceDataCollected({ sessionId: '0_late' }),
    authenticating,
  ],
  [
    'ignored: a SessionId nobody asked for',
    initialThreeDsState,
    deviceDataCollected({ sessionId: '0_x' }),
    initialThreeDsState,
  ],
  ['challenged → the challenge frame', authenticating, challengeRequired(challenge), challenged],
  ["'Challenge received' → verifying", challenged, challengeReceived(), verifying],
  [
    'the return names this challenge → verifying',
    challenged,
    challengeReceived({ transactionId: 'REF1' }),
    verifying,
  ],
  [
    'ignored: the return of another challenge',
    challenged,
    challengeReceived({ transactionId: 'OTHER' }),
    challenged,
  ],
  [
    'ignored: a challenge return with no challenge',
    authenticating,
    challengeReceived(),
    authenticating,
  ],
  ['the challenge timed out → verifying', challenged, challengeTimedOut(), verifying],
  [
    'authentication answered',
    authenticating,
    threeDsFinished({ outcome: 'authenticated' }),
    at({ name: 'finished', outcome: 'authenticated' }, { authenticationOutcome: 'authenticated' }),
  ],
  [
    'verification answered',
    verifying,
    threeDsFinished({ outcome: 'signatureFailed' }),
    at(
      { name: 'finished', outcome: 'signatureFailed' },
      { authenticationOutcome: 'challenged', verificationOutcome: 'signatureFailed' },
    ),
  ],
  [
    'ignored: an outcome while collecting',
    collecting,
    threeDsFinished({ outcome: 'authenticated' }),
    collecting,
  ],
  ['a decline resets 3DS', challenged, paymentDeclined({ reason: 'x' }), initialThreeDsState],
  ['an error resets 3DS', collecting, paymentFailed({ error: 'x' }), initialThreeDsState],
  ['a failed add-card resets 3DS', verifying, cardAddFailed({ error: 'x' }), initialThreeDsState],
  ['a journey reset resets 3DS', challenged, paymentJourneyReset(), initialThreeDsState],
];

describe('threeDS slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(threeDsSlice.reducer(state, action)).toEqual(expected);
  });

  it('gives the frames their forms only while they should show', () => {
    const root = (threeDS: ThreeDsState) => ({ threeDS });
    expect(selectDeviceDataFrame(root(collecting))).toEqual(ddc);
    expect(selectDeviceDataFrame(root(authenticating))).toBeNull();
    expect(selectChallengeFrame(root(challenged))).toEqual(challenge);
    expect(selectChallengeFrame(root(verifying))).toBeNull();
  });
});
