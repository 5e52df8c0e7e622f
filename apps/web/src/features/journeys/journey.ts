// What every provider flow starts with (spec §4 "Event log"; ARCHITECTURE §3): a named terminal
// trigger, the environment config and settings of the moment, and provider calls that record
// under the current trigger. A flow that waits for the browser (the DDC SessionId, 'Challenge
// received') starts a new trigger named after that event, so the terminal shows what caused
// each later call.
import { TaskAbortError, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { EnvironmentConfig } from '@sjd/contracts';
import { apiEventRecorded, type EventIcon, failureEvents, triggerSaved } from '../event-log';
import type { SiteConfigState } from '../site-config';
import type { ProviderCalls } from '../../lib/provider-calls';
import type { FlowExtra } from '../../lib/listener';
import type { AppDispatch, RootState } from '../../app/store';

export type FlowApi = ListenerEffectAPI<RootState, AppDispatch, FlowExtra>;

/** How long flows wait for the browser and for the environment config. */
export interface FlowTiming {
  /** The provider's own integrations wait 10 s for the DDC SessionId, then go on without. */
  deviceDataTimeoutMs: number;
  /** A challenge lives 10 minutes; then verification runs anyway (and fails). */
  challengeTimeoutMs: number;
  /** A flow started before the environment config arrived waits this long for it. */
  configTimeoutMs: number;
}

export const defaultFlowTiming: FlowTiming = {
  deviceDataTimeoutMs: 10_000,
  challengeTimeoutMs: 10 * 60_000,
  configTimeoutMs: 10_000,
};

export interface Note {
  title: string;
  plainText: string;
  /** The API the step belongs to, as the terminal names it ('3DS', 'FraudSight', …). */
  api: string;
  icon?: EventIcon;
}

export interface Journey {
  readonly api: FlowApi;
  readonly config: EnvironmentConfig;
  /** The settings when the flow started: a change mid-flow does not switch APIs half-way. */
  readonly settings: SiteConfigState;
  readonly timing: FlowTiming;
  /** Provider calls recording under the current trigger. */
  calls: ProviderCalls;
  trigger: string;
  /** Saves a new terminal trigger; later calls and notes record under it. */
  startTrigger(name: string): void;
  /** A plain-text step (an outcome, a descriptor of spec §8) under the current trigger. */
  note(note: Note): void;
}

/** The journey was reset or superseded while it waited: it stops without an outcome. */
export class JourneyCancelled extends Error {
  constructor() {
    super('The journey was cancelled');
    this.name = 'JourneyCancelled';
  }
}

/** The environment config could not be had: the journey never started (already recorded). */
export class ConfigUnavailable extends Error {
  constructor() {
    super('The environment configuration is not available.');
    this.name = 'ConfigUnavailable';
  }
}

/** True when an error only means the flow was cancelled (reset, a newer flow, a new journey). */
export function isCancellation(api: FlowApi, error: unknown): boolean {
  return api.signal.aborted || error instanceof TaskAbortError || error instanceof JourneyCancelled;
}

/** Resolves once the predicate holds (now or after a later action); false on timeout. */
export async function waitForState(
  api: FlowApi,
  predicate: (state: RootState) => boolean,
  timeoutMs: number,
): Promise<boolean> {
  if (predicate(api.getState())) return true;
  return api.condition((_action, state) => predicate(state), timeoutMs);
}

function configFor(state: RootState): EnvironmentConfig | null {
  const config = state.environment.config;
  return config && config.environment === state.siteConfig.environment ? config : null;
}

/**
 * Saves the trigger and binds provider calls to it. Returns null (after recording why) when the
 * environment config of the selected environment cannot be had: without it the flow knows
 * neither the merchant entity nor the provider's origin.
 */
export async function openJourney(api: FlowApi, triggerName: string): Promise<Journey | null> {
  const timing = { ...defaultFlowTiming, ...api.extra.timing };
  api.dispatch(triggerSaved({ name: triggerName }));
  const loaded = await waitForState(api, (s) => configFor(s) !== null, timing.configTimeoutMs);
  const state = api.getState();
  const config = configFor(state);
  if (!loaded || !config) {
    api.dispatch(
      apiEventRecorded({
        trigger: triggerName,
        event: {
          title: failureEvents.requestFailed,
          type: 'response',
          api: 'Demo server',
          plainText: 'The environment configuration is not available, so no call was made.',
          icon: 'error',
        },
      }),
    );
    return null;
  }

  const connect = (trigger: string) =>
    api.extra.providerClient.connect({
      environment: state.siteConfig.environment,
      providerBaseUrl: config.wpBaseUrl,
      record: (event) => api.dispatch(apiEventRecorded({ trigger, event })),
      signal: api.signal,
    });

  const journey: Journey = {
    api,
    config,
    settings: state.siteConfig,
    timing,
    calls: connect(triggerName),
    trigger: triggerName,
    startTrigger(name) {
      api.dispatch(triggerSaved({ name }));
      journey.trigger = name;
      journey.calls = connect(name);
    },
    note({ title, plainText, api: apiName, icon = 'info' }) {
      api.dispatch(
        apiEventRecorded({
          trigger: journey.trigger,
          event: { title, type: 'response', api: apiName, plainText, icon },
        }),
      );
    },
  };
  return journey;
}
