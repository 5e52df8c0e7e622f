// 3DS (spec §3 "3DS state", §4 "3DS frames"; provider-api.md §3). The step of the shopper's
// authentication as a union: the processing screen renders the hidden device-data-collection
// frame while the step is `collectingDeviceData` and the challenge frame while it is
// `challenged`; both frames report back with the two browser events below, which the flows
// wait for. The spec's deviceData / authData / verifyData (each with a fetching flag) are
// selectors over the step.
import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cardAddFailed, paymentDeclined, paymentFailed, paymentJourneyReset } from '../events';

/** What the DDC frame posts (hidden form fields `Bin` and `JWT` to `url`). */
export interface DeviceDataCollection {
  url: string;
  jwt: string;
  bin?: string;
}

/** What the challenge frame posts (form field `JWT`, plus `MD`, to `url`). */
export interface ChallengeData {
  url: string;
  jwt: string;
  reference: string;
  /** The requested window size ('390x400'): the frame's width x height. */
  windowSize: string;
}

export type ThreeDsStep =
  | { name: 'idle' }
  /** Device data initialization is being fetched. */
  | { name: 'initializing' }
  /** The hidden DDC frame runs; waiting for its SessionId (or the timeout). */
  | { name: 'collectingDeviceData'; deviceDataCollection: DeviceDataCollection }
  /** Authentication is being fetched, with the SessionId (null: collection timed out). */
  | { name: 'authenticating'; collectionReference: string | null }
  /** The challenge frame shows; waiting for 'Challenge received'. */
  | { name: 'challenged'; challenge: ChallengeData }
  /** Verification after the challenge is being fetched. */
  | { name: 'verifying'; reference: string }
  | { name: 'finished'; outcome: string };

export interface ThreeDsState {
  step: ThreeDsStep;
  /** The outcomes of this journey's authentication and verification, as the provider named them. */
  authenticationOutcome: string | null;
  verificationOutcome: string | null;
}

export const initialThreeDsState: ThreeDsState = {
  step: { name: 'idle' },
  authenticationOutcome: null,
  verificationOutcome: null,
};

/**
 * Browser event: the DDC frame posted `{MessageType: 'profile.completed', Status: true,
 * SessionId}` from the secure 3DS origin. Dispatched by the frame component.
 */
export const deviceDataCollected = createAction<{ sessionId: string }>(
  'threeDS/deviceDataCollected',
);

/**
 * Browser event: /challenge-return.html posted 'Challenge received' to its parent. Dispatched by
 * the challenge frame component; `transactionId` (from the follow-up message) is checked
 * against the challenge when given.
 */
export const challengeReceived = createAction(
  'threeDS/challengeReceived',
  (detail: { transactionId?: string } = {}) => ({ payload: detail }),
);

const isStep = (state: ThreeDsState, ...names: ThreeDsStep['name'][]) =>
  names.includes(state.step.name);

export const threeDsSlice = createSlice({
  name: 'threeDS',
  initialState: initialThreeDsState,
  reducers: {
    // The return type is written out: TypeScript 6 no longer types a parameterless reducer's
    // returned literal from createSlice's context ('initializing' widened to string).
    threeDsStarted(): ThreeDsState {
      return { ...initialThreeDsState, step: { name: 'initializing' } };
    },
    deviceDataCollectionRequired(state, action: PayloadAction<DeviceDataCollection>) {
      if (!isStep(state, 'idle', 'initializing', 'finished')) return;
      state.step = { name: 'collectingDeviceData', deviceDataCollection: action.payload };
    },
    deviceDataCollectionTimedOut(state) {
      if (state.step.name !== 'collectingDeviceData') return;
      state.step = { name: 'authenticating', collectionReference: null };
    },
    challengeRequired(state, action: PayloadAction<ChallengeData>) {
      if (state.step.name !== 'authenticating') return;
      state.authenticationOutcome = 'challenged';
      state.step = { name: 'challenged', challenge: action.payload };
    },
    challengeTimedOut(state) {
      if (state.step.name !== 'challenged') return;
      state.step = { name: 'verifying', reference: state.step.challenge.reference };
    },
    /** Authentication (or verification after a challenge) answered with a final outcome. */
    threeDsFinished(state, action: PayloadAction<{ outcome: string }>) {
      if (state.step.name === 'authenticating') {
        state.authenticationOutcome = action.payload.outcome;
      } else if (state.step.name === 'verifying') {
        state.verificationOutcome = action.payload.outcome;
      } else {
        return;
      }
      state.step = { name: 'finished', outcome: action.payload.outcome };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(deviceDataCollected, (state, action) => {
        // A late message (after the timeout, or from an earlier payment's frame) is ignored.
        if (state.step.name !== 'collectingDeviceData') return;
        state.step = { name: 'authenticating', collectionReference: action.payload.sessionId };
      })
      .addCase(challengeReceived, (state, action) => {
        if (state.step.name !== 'challenged') return;
        const { transactionId } = action.payload;
        if (transactionId && transactionId !== state.step.challenge.reference) return;
        state.step = { name: 'verifying', reference: state.step.challenge.reference };
      })
      // Spec §8: errors and declines reset the 3DS data (the frames go away).
      .addCase(paymentDeclined, () => initialThreeDsState)
      .addCase(paymentFailed, () => initialThreeDsState)
      .addCase(cardAddFailed, () => initialThreeDsState)
      .addCase(paymentJourneyReset, () => initialThreeDsState);
  },
  selectors: {
    selectThreeDsStep: (state) => state.step,
    /** The hidden DDC frame's form, while collection runs; null otherwise. */
    selectDeviceDataFrame: (state): DeviceDataCollection | null =>
      state.step.name === 'collectingDeviceData' ? state.step.deviceDataCollection : null,
    /** The challenge frame's form, while the challenge shows; null otherwise. */
    selectChallengeFrame: (state): ChallengeData | null =>
      state.step.name === 'challenged' ? state.step.challenge : null,
    selectDeviceData: createSelector([(state: ThreeDsState) => state.step], (step) => ({
      fetching: step.name === 'initializing',
      deviceDataCollection: step.name === 'collectingDeviceData' ? step.deviceDataCollection : null,
    })),
    selectAuthData: createSelector(
      [(state: ThreeDsState) => state.step, (state: ThreeDsState) => state.authenticationOutcome],
      (step, outcome) => ({
        fetching: step.name === 'authenticating',
        outcome,
        challenge: step.name === 'challenged' ? step.challenge : null,
      }),
    ),
    selectVerifyData: createSelector(
      [(state: ThreeDsState) => state.step, (state: ThreeDsState) => state.verificationOutcome],
      (step, outcome) => ({ fetching: step.name === 'verifying', outcome }),
    ),
  },
});

export const {
  threeDsStarted,
  deviceDataCollectionRequired,
  deviceDataCollectionTimedOut,
  challengeRequired,
  challengeTimedOut,
  threeDsFinished,
} = threeDsSlice.actions;
export const {
  selectThreeDsStep,
  selectDeviceDataFrame,
  selectChallengeFrame,
  selectDeviceData,
  selectAuthData,
  selectVerifyData,
} = threeDsSlice.selectors;
