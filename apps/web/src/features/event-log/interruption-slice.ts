// A journey a reload stopped (issue 35, item 2): the restore of the trail (trail-storage.ts)
// finds it and puts it here; the processing (or withdrawing) screen, opened again by the reload,
// shows what it says instead of leaving silently, and acknowledges it when the shopper goes on.
import { createSlice } from '@reduxjs/toolkit';

export interface InterruptedJourney {
  kind: 'payment' | 'card' | 'payout';
}

export interface Interruption extends InterruptedJourney {
  /** The trigger of the journey in the trail, e.g. 'Pay with card'. */
  trigger: string;
  /** What is known, in plain words ('The payment was interrupted — nothing was charged.'). */
  text: string;
}

export interface InterruptionState {
  interruption: Interruption | null;
}

export const initialInterruptionState: InterruptionState = { interruption: null };

export const interruptionSlice = createSlice({
  name: 'interruption',
  initialState: initialInterruptionState,
  reducers: {
    interruptionAcknowledged(state) {
      state.interruption = null;
    },
  },
  selectors: {
    selectInterruption: (state) => state.interruption,
  },
});

export const { interruptionAcknowledged } = interruptionSlice.actions;
export const { selectInterruption } = interruptionSlice.selectors;
