// Fraud check (spec §3 "Fraud state", §4 "Fraud check: 'Not initiated' to checking to complete
// or failed, with reset"). The response keeps what the result and terminal need: the outcome,
// the score and the risk profile the payment links to. Filled by the Modular FraudSight
// assessment and by the Payments API's integrated fraud result alike.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { paymentFailed, paymentJourneyReset } from '../events';

export type FraudsightStatus = 'Not initiated' | 'checking' | 'complete' | 'failed';

export interface FraudResult {
  /** lowRisk, review, highRisk (and the Payments API's silent-mode variants). */
  outcome: string;
  score?: number;
  /** FraudSight's riskProfile href, passed to Card Payments as `riskProfile`. */
  riskProfile?: string;
}

export interface FraudState {
  fraudsightStatus: FraudsightStatus;
  response: FraudResult | null;
  error: string | null;
}

export const initialFraudState: FraudState = {
  fraudsightStatus: 'Not initiated',
  response: null,
  error: null,
};

export const fraudSlice = createSlice({
  name: 'fraud',
  initialState: initialFraudState,
  reducers: {
    // The return type is written out: TypeScript 6 no longer types a parameterless reducer's
    // returned literal from createSlice's context ('checking' widened to string).
    fraudCheckStarted(): FraudState {
      return { ...initialFraudState, fraudsightStatus: 'checking' };
    },
    fraudCheckCompleted(state, action: PayloadAction<FraudResult>) {
      if (state.fraudsightStatus !== 'checking') return;
      state.fraudsightStatus = 'complete';
      state.response = action.payload;
    },
    fraudCheckFailed(state, action: PayloadAction<{ error: string }>) {
      if (state.fraudsightStatus !== 'checking') return;
      state.fraudsightStatus = 'failed';
      state.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      // The payment failed before an answer carried the (integrated) fraud result.
      .addCase(paymentFailed, (state, action) => {
        if (state.fraudsightStatus !== 'checking') return;
        state.fraudsightStatus = 'failed';
        state.error = action.payload.error;
      })
      .addCase(paymentJourneyReset, () => initialFraudState);
  },
  selectors: {
    selectFraud: (state) => state,
    selectFraudsightStatus: (state) => state.fraudsightStatus,
  },
});

export const { fraudCheckStarted, fraudCheckCompleted, fraudCheckFailed } = fraudSlice.actions;
export const { selectFraud, selectFraudsightStatus } = fraudSlice.selectors;
