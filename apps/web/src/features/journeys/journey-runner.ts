// The one trigger runner (issue 40): how a row of the journey table (journey-table.ts) runs. Its
// event arrives; if the slices took it, the runner opens the row's trail entry with openJourney
// (the trigger, the provider's and the demo server's calls, notes), runs the row's flow, ends
// anything thrown with failJourney and the row's kind, and records the shopper's journeys'
// summary card. How a row runs beside the others is its concurrency (`runs`).
import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { AppStartListening } from '../../lib/listener';
import { apiEventRecorded } from '../event-log';
import { paymentJourneyReset } from './events';
import { failJourney, type JourneyKind } from './fail-journey';
import {
  ConfigUnavailable,
  isCancellation,
  openJourney,
  type FlowApi,
  type Journey,
  type TrailEntry,
} from './journey';
import { journeyResult } from './journey-result';

/** What every RTK action creator is: a type and a type guard for its actions. */
export interface EventCreator<P> {
  type: string;
  match(action: unknown): action is { type: string; payload: P };
}

/**
 * How a row runs beside the others:
 * - 'journey': the shopper's journey, one at a time: a newer one supersedes the running one, and
 *   a reset (paymentJourneyReset: a demo choice, Apply Settings) stops it;
 * - 'beside': beside the shopper's journey and everything else, each run to its end (its slice
 *   refuses a second start where one would clash: an order action, a card edit, a clock move);
 * - { latestOf }: beside the shopper's journey, one at a time within its group: a newer start
 *   replaces the run under way (reading an order again, deleting every card again).
 */
export type Concurrency = 'journey' | 'beside' | { latestOf: string };

interface RowSpec<P, Entry> {
  event: EventCreator<P>;
  /** The terminal trigger it records under; a function when the request or the state names it. */
  trigger: string | ((payload: P, state: RootState) => string);
  /** Whether the event starts it, from the state before and after the event. */
  started: (before: RootState, after: RootState, payload: P) => boolean;
  runs: Concurrency;
  flow: (entry: Entry, payload: P) => Promise<void>;
  /** What a flow that threw ends (fail-journey.ts). */
  ending: JourneyKind;
}

/** A row stored without its payload type (rows run only for their own event). */
export interface JourneyRow {
  event: EventCreator<unknown>;
  runs: Concurrency;
  ending: JourneyKind;
  trigger(action: UnknownAction, state: RootState): string;
  started(before: RootState, after: RootState, action: UnknownAction): boolean;
  /** Opens the trail entry (handed to `opened` for the ending) and runs the flow. */
  run(
    api: FlowApi,
    action: UnknownAction,
    trigger: string,
    opened: (entry: TrailEntry) => void,
  ): Promise<void>;
}

function row<P, Entry extends TrailEntry>(
  spec: RowSpec<P, Entry>,
  open: (api: FlowApi, trigger: string) => Promise<Entry>,
): JourneyRow {
  const { event, trigger, flow } = spec;
  return {
    event,
    runs: spec.runs,
    ending: spec.ending,
    // Rows run only for their own event; the guards are for the type system.
    trigger: (action, state) => {
      if (typeof trigger === 'string') return trigger;
      return event.match(action) ? trigger(action.payload, state) : event.type;
    },
    started: (before, after, action) =>
      event.match(action) && spec.started(before, after, action.payload),
    run: async (api, action, name, opened) => {
      if (!event.match(action)) return;
      const entry = await open(api, name);
      opened(entry);
      await flow(entry, action.payload);
    },
  };
}

/** A row that talks to the provider: it waits for the environment config (openJourney). */
export function journeyRow<P>(spec: RowSpec<P, Journey>): JourneyRow {
  return row(spec, async (api, trigger) => {
    const journey = await openJourney(api, trigger);
    if (!journey) throw new ConfigUnavailable();
    return journey;
  });
}

/** A row that talks to the demo server only, or to nobody: it opens at once. */
export function trailRow<P>(spec: RowSpec<P, TrailEntry>): JourneyRow {
  return row(spec, (api, trigger) => openJourney(api, trigger, 'demoServer'));
}

export const always = () => true;

/** Opens the row's trail entry, runs its flow and ends anything thrown with failJourney. */
export async function runJourney(
  api: FlowApi,
  journeyRow: JourneyRow,
  action: UnknownAction,
): Promise<void> {
  const trigger = journeyRow.trigger(action, api.getState());
  const opened: { entry: TrailEntry | null } = { entry: null };
  try {
    await journeyRow.run(api, action, trigger, (entry) => (opened.entry = entry));
  } catch (error) {
    if (isCancellation(api, error)) return;
    failJourney(api, opened.entry, error, journeyRow.ending, action);
  }
  // The terminal's summary card of a shopper's journey: what it came to, under its last trigger.
  if (api.signal.aborted) return;
  const result = journeyResult(journeyRow.ending, api.getState());
  if (!result) return;
  if (opened.entry) opened.entry.record(result);
  else api.dispatch(apiEventRecorded({ trigger, event: result }));
}

/** Registers the rows on the store's listener: one listener per lane. */
export function listenForRows(startListening: AppStartListening, rows: readonly JourneyRow[]) {
  const lane = (members: readonly JourneyRow[], rule: 'superseding' | 'resettable' | 'each') =>
    startListening({
      matcher: isAnyOf(
        ...(rule === 'resettable' ? [paymentJourneyReset] : []),
        ...members.map((r) => r.event),
      ),
      effect: async (action, api) => {
        const found = members.find((r) => r.event.match(action));
        if (found && !found.started(api.getOriginalState(), api.getState(), action)) return;
        // The run under way in the lane (if any) stops here: its state was reset or replaced.
        if (rule !== 'each') api.cancelActiveListeners();
        if (found) await runJourney(api, found, action);
      },
    });

  lane(
    rows.filter((r) => r.runs === 'journey'),
    'resettable',
  );
  for (const beside of rows.filter((r) => r.runs === 'beside')) lane([beside], 'each');
  const groups = new Map<string, JourneyRow[]>();
  for (const r of rows) {
    if (typeof r.runs !== 'object') continue;
    groups.set(r.runs.latestOf, [...(groups.get(r.runs.latestOf) ?? []), r]);
  }
  for (const group of groups.values()) lane(group, 'superseding');
}
