// Event log (spec §4 "Event log"): saving a trigger adds a named entry; an API event appends to
// the trigger it names by id (the journey runner's entries: two running at once may share a
// name, "Webhook: authorized"), else to the latest trigger of that name; clearing the terminal
// empties it. A cleared trail can be put back (the terminal's Undo, issue 44) before whatever was
// recorded since.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { shopOfPath } from '../../config/paths';
import type { ApiEvent, Trigger } from './event-log-types';

/** The page's path when it is a shop's screen (the terminal shows only there), else undefined. */
function shopScreenPath(): string | undefined {
  // Flows also run with no page at all (their tests, in Node).
  if (typeof window === 'undefined') return undefined;
  const { pathname } = window.location;
  return shopOfPath(pathname) ? pathname : undefined;
}

export interface EventLogState {
  triggers: Trigger[];
  nextId: number;
}

export const initialEventLogState: EventLogState = { triggers: [], nextId: 1 };

export const eventLogSlice = createSlice({
  name: 'eventLog',
  initialState: initialEventLogState,
  reducers: {
    triggerSaved(state, action: PayloadAction<{ name: string }>) {
      if (action.payload.name.trim() === '') return;
      state.triggers.push({ id: state.nextId, name: action.payload.name, events: [] });
      state.nextId += 1;
    },
    apiEventRecorded: {
      reducer(
        state,
        action: PayloadAction<{ trigger: string; triggerId?: number; event: ApiEvent }>,
      ) {
        const { trigger, triggerId } = action.payload;
        // An event for a trigger that was never saved (or was cleared meanwhile) has no place.
        const target =
          triggerId === undefined
            ? state.triggers.findLast((t) => t.name === trigger)
            : state.triggers.find((t) => t.id === triggerId);
        if (!target) return;
        target.events.push(action.payload.event);
      },
      // The time and the screen are taken here, not in the reducer (which stays pure): the
      // replay's timing, and the screen it shows for the step. An event that has them (imported,
      // replayed) keeps its own.
      prepare(payload: { trigger: string; triggerId?: number; event: ApiEvent }) {
        const { event } = payload;
        const screen = event.screen ?? shopScreenPath();
        return {
          payload: {
            ...payload,
            event: { ...event, at: event.at ?? Date.now(), ...(screen ? { screen } : {}) },
          },
        };
      },
    },
    terminalCleared(state) {
      state.triggers = [];
    },
    /** Triggers cleared earlier, back before the ones since (ids are never reused: no clash). */
    trailRestored(state, action: PayloadAction<{ triggers: Trigger[] }>) {
      state.triggers = [...action.payload.triggers, ...state.triggers];
    },
  },
  selectors: {
    selectTriggers: (state) => state.triggers,
    selectEventCount: (state) => state.triggers.reduce((n, t) => n + t.events.length, 0),
  },
});

export const { triggerSaved, apiEventRecorded, terminalCleared, trailRestored } =
  eventLogSlice.actions;
export const { selectTriggers, selectEventCount } = eventLogSlice.selectors;
