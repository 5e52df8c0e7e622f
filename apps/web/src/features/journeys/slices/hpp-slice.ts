// The hosted payment page as the shop shows it (spec §4 "Hosted payment (museart)", §7):
// idle → initialising (the server creates the page) → open (the library frames it; `setup` once
// the library took the options) → answered (the result callback came), or → unavailable (the
// page could not be created, or the library could not be loaded or set up: the shop says so and
// offers to try again). Leaving the page, a journey reset or the result screen's acknowledgement
// close it. The payment's own status (processing → success | pending | declined | error) is the
// payment slice's.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { JsonValue } from '../../event-log';
import { hostedPaymentRequested, paymentJourneyReset, paymentOutcomeAcknowledged } from '../events';
import type { HostedResult } from '../steps/hosted-result';

export type HostedPageProblem = 'initialisation' | 'library';

export type HostedPageStep =
  | { name: 'idle' }
  | { name: 'initialising' }
  | {
      name: 'open';
      url: string;
      transactionReference: string;
      /** The library's script URL (environment config HPPSDKURL). */
      libraryUrl: string;
      /** The options the library was set up with, as the terminal shows them. */
      setup: JsonValue | null;
    }
  | { name: 'unavailable'; problem: HostedPageProblem; message: string }
  | { name: 'answered'; result: HostedResult };

export interface HppState {
  step: HostedPageStep;
}

export const initialHppState: HppState = { step: { name: 'idle' } };

/** The shopper left the screen that showed the page (its journey ends without a payment). */
export const hostedPageLeft = createAction('hpp/pageLeft');

const idle: HppState = initialHppState;

export const hppSlice = createSlice({
  name: 'hpp',
  initialState: initialHppState,
  reducers: {
    /** POST /payment_pages answered with the page's URL. */
    hostedPageCreated(
      state,
      action: PayloadAction<{ url: string; transactionReference: string; libraryUrl: string }>,
    ) {
      if (state.step.name !== 'initialising') return;
      state.step = { name: 'open', ...action.payload, setup: null };
    },
    /** WPCL.Library's setup took the options: the page is being framed. */
    hostedLibrarySetUp(state, action: PayloadAction<{ setup: JsonValue }>) {
      if (state.step.name !== 'open' || state.step.setup !== null) return;
      state.step.setup = action.payload.setup;
    },
    hostedPageUnavailable(
      state,
      action: PayloadAction<{ problem: HostedPageProblem; message: string }>,
    ) {
      if (state.step.name !== 'initialising' && state.step.name !== 'open') return;
      state.step = { name: 'unavailable', ...action.payload };
    },
    /** The library's resultCallback (once per page). */
    hostedResultReceived(state, action: PayloadAction<HostedResult>) {
      if (state.step.name !== 'open') return;
      state.step = { name: 'answered', result: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hostedPaymentRequested, (state) => {
        // A page being created or shown is not replaced (the payment slice refuses it too).
        if (state.step.name === 'initialising' || state.step.name === 'open') return;
        state.step = { name: 'initialising' };
      })
      .addCase(hostedPageLeft, (state) =>
        state.step.name === 'initialising' || state.step.name === 'open' ? idle : state,
      )
      .addCase(paymentOutcomeAcknowledged, () => idle)
      .addCase(paymentJourneyReset, () => idle);
  },
  selectors: {
    selectHostedPageStep: (state) => state.step,
  },
});

export const {
  hostedPageCreated,
  hostedLibrarySetUp,
  hostedPageUnavailable,
  hostedResultReceived,
} = hppSlice.actions;
export const { selectHostedPageStep } = hppSlice.selectors;
