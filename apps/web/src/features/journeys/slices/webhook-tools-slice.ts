// The webhook inspector's side of the store (issue 30): what the demo server said about a
// payment's events (the sandbox's deliveries and the receiver's receptions, by transaction
// reference), the visitor's delivery faults, and what the last Resend, fault switch and scenario
// trigger came to. The readings are the chrome's own (flows/webhook-tool-flows.ts); Resend, a
// fault switched and a scenario trigger are rows of the journey table, each in the trail.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { webhookFaultNames } from '@sjd/contracts';
import type {
  VisitorFaultSettings,
  WebhookEventsAnswer,
  WebhookFaultName,
  WebhookFaultsAnswer,
  WebhookScenarioName,
} from '@sjd/contracts';

export type Reading<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

export interface FaultSwitches {
  /** Null until read. */
  faults: VisitorFaultSettings | null;
  /** The built-in sandbox applies the provider's side of them (not a real provider). */
  simulator: boolean;
  note: string;
}

export interface ScenarioRun {
  busy: WebhookScenarioName | null;
  note: { text: string; isError: boolean } | null;
}

export interface WebhookToolsState {
  deliveries: Record<string, Reading<WebhookEventsAnswer>>;
  faults: FaultSwitches;
  /** By event id. */
  resend: Record<string, { isSending: boolean; note: string }>;
  /** By transaction reference. */
  scenarios: Record<string, ScenarioRun>;
}

export const initialWebhookToolsState: WebhookToolsState = {
  deliveries: {},
  faults: { faults: null, simulator: true, note: '' },
  resend: {},
  scenarios: {},
};

// ---- Started by the inspector and the order detail ----

/** The inspector opened (or Refresh, or the event came again): read the payment's events. */
export const webhookDeliveriesRequested = createAction<{ transactionReference: string }>(
  'webhooks/deliveriesRequested',
);
export const webhookFaultsRequested = createAction('webhooks/faultsRequested');
/** A row of the journey table: Resend. */
export const webhookResendRequested = createAction<{
  eventId: string;
  transactionReference: string;
}>('webhooks/resendRequested');
/** A row of the journey table: a fault switched on or off. */
export const webhookFaultSwitched = createAction<{ name: WebhookFaultName; isOn: boolean }>(
  'webhooks/faultSwitched',
);
/** A row of the journey table: every fault turned off at once (the terminal's badge, issue 44). */
export const webhookFaultsTurnedOff = createAction('webhooks/faultsTurnedOff');
/** A row of the journey table: a scenario trigger on the visitor's payment or payout. */
export const scenarioTriggerRequested = createAction<{
  transactionReference: string;
  scenario: WebhookScenarioName;
}>('webhooks/scenarioTriggerRequested');

export const webhookToolsSlice = createSlice({
  name: 'webhookTools',
  initialState: initialWebhookToolsState,
  reducers: {
    webhookDeliveriesRead(state, action: PayloadAction<WebhookEventsAnswer>) {
      state.deliveries[action.payload.transactionReference] = {
        status: 'ready',
        data: action.payload,
      };
    },
    webhookDeliveriesFailed(
      state,
      action: PayloadAction<{ transactionReference: string; message: string }>,
    ) {
      const { transactionReference, message } = action.payload;
      state.deliveries[transactionReference] = { status: 'failed', message };
    },
    /** The server's faults, read or saved; `note` says what a switch did. */
    webhookFaultsRead(
      state,
      action: PayloadAction<{ answer: WebhookFaultsAnswer; note?: string }>,
    ) {
      state.faults.faults = action.payload.answer.faults;
      state.faults.simulator = action.payload.answer.simulator;
      if (action.payload.note !== undefined) state.faults.note = action.payload.note;
    },
    /** Not read, or not saved: a switch goes back to what it was. */
    webhookFaultsFailed(
      state,
      action: PayloadAction<{
        message: string;
        switched?: { name: WebhookFaultName; isOn: boolean };
      }>,
    ) {
      const { message, switched } = action.payload;
      if (switched && state.faults.faults) state.faults.faults[switched.name] = !switched.isOn;
      state.faults.note = message;
    },
    webhookResendAnswered(state, action: PayloadAction<{ eventId: string; note: string }>) {
      state.resend[action.payload.eventId] = { isSending: false, note: action.payload.note };
    },
    scenarioTriggerAnswered(
      state,
      action: PayloadAction<{ transactionReference: string; text: string; isError: boolean }>,
    ) {
      const { transactionReference, text, isError } = action.payload;
      state.scenarios[transactionReference] = { busy: null, note: { text, isError } };
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(webhookDeliveriesRequested, (state, { payload }) => {
        // A reading again keeps what is shown until the answer replaces it.
        state.deliveries[payload.transactionReference] ??= { status: 'loading' };
      })
      .addCase(webhookFaultSwitched, (state, { payload }) => {
        // Shown at once; the server's answer (or its refusal) settles it.
        if (state.faults.faults) state.faults.faults[payload.name] = payload.isOn;
      })
      .addCase(webhookFaultsTurnedOff, (state) => {
        const { faults } = state.faults;
        if (faults) for (const name of webhookFaultNames) faults[name] = false;
      })
      .addCase(webhookResendRequested, (state, { payload }) => {
        if (state.resend[payload.eventId]?.isSending) return;
        state.resend[payload.eventId] = { isSending: true, note: '' };
      })
      .addCase(scenarioTriggerRequested, (state, { payload }) => {
        // One trigger at a time per order.
        if (state.scenarios[payload.transactionReference]?.busy) return;
        state.scenarios[payload.transactionReference] = { busy: payload.scenario, note: null };
      }),
  selectors: {
    selectWebhookDeliveries: (state, transactionReference: string) =>
      state.deliveries[transactionReference] ?? null,
    selectFaultSwitches: (state) => state.faults,
    selectResend: (state, eventId: string) => state.resend[eventId] ?? null,
    selectScenarioRun: (state, transactionReference: string) =>
      state.scenarios[transactionReference] ?? null,
  },
});

export const {
  webhookDeliveriesRead,
  webhookDeliveriesFailed,
  webhookFaultsRead,
  webhookFaultsFailed,
  webhookResendAnswered,
  scenarioTriggerAnswered,
} = webhookToolsSlice.actions;
export const { selectWebhookDeliveries, selectFaultSwitches, selectResend, selectScenarioRun } =
  webhookToolsSlice.selectors;
