// A local payment method as the shop shows it (issue 45): idle → atProvider (the provider's page
// framed in the device frame, or Pix's and Swish's QR code in the shop) → back (the provider sent
// the shopper to the site's return page, naming this payment) or left (the shopper cancelled in
// the shop); the flow then reads the payment's state and ends it. A return naming another
// payment, or one after the journey ended (a replayed return, the back button), changes nothing.
// Beside it, `waiting`: a payment that ended pending (a SEPA debit, 'Waiting for your bank'),
// moved on by the provider's events as they arrive on the event stream.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApmFlow } from '@sjd/contracts';
import { localPaymentStarted, paymentJourneyReset, webhookReceived } from '../events';
import type { ApmReturnKind, LocalMethod } from '../local-methods';

export interface ApmPage {
  method: LocalMethod;
  flow: ApmFlow;
  transactionReference: string;
  /** The provider's page for the shopper (absent for a QR code). */
  redirectUrl: string | null;
  /** Pix and Swish: the QR code as a data URL, and the code a banking app reads from it. */
  qrCode: string | null;
  transactionCode: string | null;
  /** The sandbox's simulated banking app for that code ('Simulate the app'). */
  appUrl: string | null;
}

export type ApmStep =
  | { name: 'idle' }
  | { name: 'creating' }
  | ({ name: 'atProvider' } & ApmPage)
  | ({ name: 'back'; kind: ApmReturnKind; error: string | null } & ApmPage)
  | ({ name: 'left' } & ApmPage);

/** A payment that ended pending, and the last event the provider sent about it. */
export interface ApmWaiting {
  transactionReference: string;
  method: LocalMethod;
  lastEvent: string;
}

export interface ApmState {
  step: ApmStep;
  waiting: ApmWaiting | null;
}

export const initialApmState: ApmState = { step: { name: 'idle' }, waiting: null };

/** The events after which a payment waiting for the bank has its answer. */
export const finalWaitingEvents = ['settled', 'refused', 'error', 'cancelled', 'expired'];

export const apmSlice = createSlice({
  name: 'apm',
  initialState: initialApmState,
  reducers: {
    /** POST /apmPayments answered: the shopper meets the provider. */
    apmPageReady(state, action: PayloadAction<ApmPage>) {
      if (state.step.name !== 'creating') return;
      state.step = { name: 'atProvider', ...action.payload };
    },
    /** The site's return page, framed in the shop, told its parent (apm-return.html). */
    apmReturned(state, action: PayloadAction<{ kind: string; ref: string; error: string | null }>) {
      const { step } = state;
      if (step.name !== 'atProvider') return;
      if (action.payload.ref !== step.transactionReference) return;
      const kind = action.payload.kind as ApmReturnKind;
      state.step = { ...step, name: 'back', kind, error: action.payload.error };
    },
    /** 'Cancel and go back' in the shop: the shopper leaves the provider's page. */
    apmLeft(state) {
      if (state.step.name !== 'atProvider') return;
      state.step = { ...state.step, name: 'left' };
    },
    /** The flow ended (whatever the outcome): the provider's page is closed. */
    apmClosed(state) {
      state.step = { name: 'idle' };
    },
    /** The payment ended pending: the shop waits for the provider's events about it. */
    apmWaitingStarted(state, action: PayloadAction<ApmWaiting>) {
      state.waiting = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(localPaymentStarted, (state) => {
        if (state.step.name !== 'idle') return;
        state.step = { name: 'creating' };
      })
      .addCase(webhookReceived, (state, { payload }) => {
        const { waiting } = state;
        if (!waiting || payload.transactionReference !== waiting.transactionReference) return;
        // A refused delivery (bad signature) is not the provider's word; a late one is history.
        if (payload.outcome !== 'applied') return;
        if (finalWaitingEvents.includes(waiting.lastEvent)) return;
        waiting.lastEvent = payload.type;
      })
      .addCase(paymentJourneyReset, () => initialApmState);
  },
  selectors: {
    selectApmStep: (state) => state.step,
    selectApmWaiting: (state) => state.waiting,
  },
});

export const { apmPageReady, apmReturned, apmLeft, apmClosed, apmWaitingStarted } =
  apmSlice.actions;
export const { selectApmStep, selectApmWaiting } = apmSlice.selectors;
