// What every entry of the trail starts with (spec §4 "Event log"; ARCHITECTURE §3): a named
// terminal trigger, the settings of the moment, the demo server's calls and notes that record
// under the current trigger, and for a journey that talks to the provider the environment config
// and the provider's calls. A flow that waits for the browser (the DDC SessionId, 'Challenge
// received') starts a new trigger named after that event, so the terminal shows what caused
// each later call.
import { TaskAbortError, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { EnvironmentConfig } from '@sjd/contracts';
import {
  apiEventRecorded,
  failureEvents,
  triggerSaved,
  type ApiEvent,
  type EventIcon,
} from '../event-log';
import type { SiteConfigState } from '../site-config';
import type { DemoServerCalls } from '../../lib/demo-server-client';
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

/**
 * What every entry of the trail hands its flow (the journey table's rows): its trigger, the demo
 * server's own API and notes, each recorded under the current trigger.
 */
export interface TrailEntry {
  readonly api: FlowApi;
  /** The settings when the flow started: a change mid-flow does not switch APIs half-way. */
  readonly settings: SiteConfigState;
  readonly timing: FlowTiming;
  /** The demo server's own API (config, clock, webhooks, inspector, scenarios), recorded. */
  server: DemoServerCalls;
  trigger: string;
  /** Saves a new terminal trigger; later calls and notes record under it. */
  startTrigger(name: string): void;
  /** A plain-text step (an outcome, a descriptor of spec §8) under the current trigger. */
  note(note: Note): void;
  /** Any event under the current trigger (an inbound webhook, a session the SDK made). */
  record(event: ApiEvent): void;
}

/** A trail entry that talks to the provider: the environment config and the provider's calls. */
export interface Journey extends TrailEntry {
  readonly config: EnvironmentConfig;
  /** Provider calls recording under the current trigger. */
  calls: ProviderCalls;
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

/**
 * The demo server's calls for the chrome's own readings (the clock's face, the inspector's
 * panel): in the selected environment, recorded nowhere (they are no step of a journey).
 */
export function chromeReadings(api: FlowApi) {
  return api.extra.demoServer.connect({ environment: api.getState().siteConfig.environment });
}

function configFor(state: RootState): EnvironmentConfig | null {
  const config = state.environment.config;
  return config && config.environment === state.siteConfig.environment ? config : null;
}

/**
 * Opens an entry of the trail (every row of the journey table, journey-table.ts): saves its
 * trigger and binds the demo server's calls, notes and, for a journey that talks to the
 * provider, the provider's calls to it. Such a journey needs the environment config of the
 * selected environment (the merchant entity, the provider's origin): without it, it returns
 * null after recording why. An entry that needs only the demo server opens at once.
 */
export function openJourney(api: FlowApi, triggerName: string): Promise<Journey | null>;
export function openJourney(
  api: FlowApi,
  triggerName: string,
  needs: 'demoServer',
): Promise<TrailEntry>;
export async function openJourney(
  api: FlowApi,
  triggerName: string,
  needs: 'provider' | 'demoServer' = 'provider',
): Promise<Journey | TrailEntry | null> {
  const timing = { ...defaultFlowTiming, ...api.extra.timing };
  const { environment } = api.getState().siteConfig;
  /**
   * Saves a trigger; its id, so that this entry's events go to it even while another entry of
   * the same name runs ("Webhook: authorized" twice).
   */
  const save = (name: string) => {
    api.dispatch(triggerSaved({ name }));
    const saved = api.getState().eventLog.triggers.at(-1);
    return { name, id: saved?.name === name ? saved.id : undefined };
  };
  const recordUnder =
    ({ name, id }: { name: string; id: number | undefined }) =>
    (event: ApiEvent) =>
      api.dispatch(apiEventRecorded({ trigger: name, triggerId: id, event }));
  let current = save(triggerName);
  const serverCalls = () =>
    api.extra.demoServer.connect({ environment, record: recordUnder(current), signal: api.signal });
  // What binds to the trigger is bound again when the flow starts a new one.
  const rebinds: (() => void)[] = [];

  const entry: TrailEntry = {
    api,
    settings: api.getState().siteConfig,
    timing,
    server: serverCalls(),
    trigger: triggerName,
    startTrigger(name) {
      current = save(name);
      entry.trigger = name;
      for (const rebind of rebinds) rebind();
    },
    note({ title, plainText, api: apiName, icon = 'info' }) {
      entry.record({ title, type: 'response', api: apiName, plainText, icon });
    },
    record: (event) => recordUnder(current)(event),
  };
  rebinds.push(() => (entry.server = serverCalls()));
  if (needs === 'demoServer') return entry;

  const loaded = await waitForState(api, (s) => configFor(s) !== null, timing.configTimeoutMs);
  const config = configFor(api.getState());
  if (!loaded || !config) {
    entry.note({
      title: failureEvents.requestFailed,
      api: 'Demo server',
      plainText: 'The environment configuration is not available, so no call was made.',
      icon: 'error',
    });
    return null;
  }
  const providerCalls = () =>
    api.extra.providerClient.connect({
      environment,
      providerBaseUrl: config.wpBaseUrl,
      record: recordUnder(current),
      signal: api.signal,
    });
  const journey = Object.assign(entry, { config, calls: providerCalls() });
  rebinds.push(() => (journey.calls = providerCalls()));
  return journey;
}
