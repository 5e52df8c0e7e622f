// Payout (spec §3 "Payout state: response (with outcome), payoutStatus, error"; §4 "Payout and
// withdrawal"): payoutStatus goes 'Not initiated' → withdrawing → complete | failed and back to
// 'Not initiated' once the result has been shown or the journey is reset. 'withdrawing' routes
// to {base}/withdrawing; complete routes on the response's outcome, failed to the error screen.
// A provider answer (any outcome, refused and error included) completes the payout; no answer
// (an error envelope, an outage, a refused amount) fails it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PayoutResponse } from '@sjd/contracts';
import { paymentJourneyReset, payoutOutcomeAcknowledged, withdrawRequested } from '../events';

export type PayoutStatus = 'Not initiated' | 'withdrawing' | 'complete' | 'failed';

export interface PayoutState {
  payoutStatus: PayoutStatus;
  /** The provider's answer to the payout (its outcome decides the result screen). */
  response: PayoutResponse | null;
  /** The amount (minor units) and currency withdrawn, for the result screens. */
  amount: number | null;
  currency: string | null;
  /** Why the payout failed, for the terminal-minded visitor. */
  error: string | null;
}

export const initialPayoutState: PayoutState = {
  payoutStatus: 'Not initiated',
  response: null,
  amount: null,
  currency: null,
  error: null,
};

const isWithdrawing = (state: PayoutState) => state.payoutStatus === 'withdrawing';

export const payoutSlice = createSlice({
  name: 'payout',
  initialState: initialPayoutState,
  reducers: {
    /** The provider answered with an outcome (approved, pending, refused, error, …). */
    payoutCompleted(
      state,
      action: PayloadAction<{ response: PayoutResponse; amount: number; currency: string }>,
    ) {
      if (!isWithdrawing(state)) return;
      state.payoutStatus = 'complete';
      state.response = action.payload.response;
      state.amount = action.payload.amount;
      state.currency = action.payload.currency;
    },
    /** No outcome: the request was refused (error envelope, bad amount) or never answered. */
    payoutFailed(state, action: PayloadAction<{ error: string }>) {
      if (!isWithdrawing(state)) return;
      state.payoutStatus = 'failed';
      state.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(withdrawRequested, (state) => {
        // A second press while one withdrawal runs is ignored (and so is its flow).
        if (isWithdrawing(state)) return;
        return { ...initialPayoutState, payoutStatus: 'withdrawing' };
      })
      .addCase(payoutOutcomeAcknowledged, (state) => {
        if (state.payoutStatus !== 'complete' && state.payoutStatus !== 'failed') return;
        return initialPayoutState;
      })
      .addCase(paymentJourneyReset, () => initialPayoutState);
  },
  selectors: {
    selectPayout: (state) => state,
    selectPayoutStatus: (state) => state.payoutStatus,
    selectIsWithdrawing: (state) => state.payoutStatus === 'withdrawing',
  },
});

export const { payoutCompleted, payoutFailed } = payoutSlice.actions;
export const { selectPayout, selectPayoutStatus, selectIsWithdrawing } = payoutSlice.selectors;
