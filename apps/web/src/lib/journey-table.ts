// A journey row (app/journey-listener.ts): the event that starts a user journey, the terminal
// trigger it records under (a name, or one read from the event: a stored-card payment is 'Buy
// Now' for a basket and 'Add funds' for a top-up), whether the slices took the event (a refused
// start runs nothing), the flow and what a failure does. Rows are typed per event and stored
// without their payload type.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../app/store';
import { ConfigUnavailable, openJourney, type FlowApi, type Journey } from './journey';

/** What every RTK action creator is: a type and a type guard for its actions. */
interface EventCreator<P> {
  type: string;
  match(action: unknown): action is { type: string; payload: P };
}

export interface JourneyRowSpec<P> {
  event: EventCreator<P>;
  /** The terminal trigger it records under; a function when the request names it. */
  trigger: string | ((payload: P) => string);
  /** Whether the event started something, from the state before and after it. */
  started: (before: RootState, after: RootState) => boolean;
  flow: (journey: Journey, payload: P) => Promise<void>;
  /** A flow that threw: cancellations end silently, anything else ends the journey with a failure. */
  fail: (api: FlowApi, journey: Journey | null, error: unknown) => void;
}

export interface JourneyRow {
  event: EventCreator<unknown>;
  trigger: (action: UnknownAction) => string;
  started: (before: RootState, after: RootState) => boolean;
  run: (journey: Journey, action: UnknownAction) => Promise<void>;
  fail: (api: FlowApi, journey: Journey | null, error: unknown) => void;
}

export function journeyRow<P>(spec: JourneyRowSpec<P>): JourneyRow {
  const { event, flow, trigger } = spec;
  return {
    event,
    trigger: (action) => {
      if (typeof trigger === 'string') return trigger;
      // Rows run only for their own event; the guard is for the type system.
      return event.match(action) ? trigger(action.payload) : event.type;
    },
    started: spec.started,
    fail: spec.fail,
    run: async (journey, action) => {
      if (event.match(action)) await flow(journey, action.payload);
    },
  };
}

/** Opens the journey's trigger, runs its flow and hands anything thrown to its failure. */
export async function runJourney(
  api: FlowApi,
  row: JourneyRow,
  action: UnknownAction,
): Promise<void> {
  let journey: Journey | null = null;
  try {
    journey = await openJourney(api, row.trigger(action));
    if (!journey) throw new ConfigUnavailable();
    await row.run(journey, action);
  } catch (error) {
    row.fail(api, journey, error);
  }
}
