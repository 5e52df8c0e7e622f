// Event log (spec §4 "Event log"): saving a trigger adds a named entry; an API event appends to
// the trigger it names by id (the journey runner's entries: two running at once may share a
// name, "Webhook: authorized"), else to the latest trigger of that name; clearing the terminal
// empties it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiEvent, Trigger } from './event-log-types';

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
      // The time is taken here, not in the reducer (which stays pure): the replay's timing.
      prepare(payload: { trigger: string; triggerId?: number; event: ApiEvent }) {
        const { event } = payload;
        return {
          payload:
            event.at === undefined ? { ...payload, event: { ...event, at: Date.now() } } : payload,
        };
      },
    },
    terminalCleared(state) {
      state.triggers = [];
    },
  },
  selectors: {
    selectTriggers: (state) => state.triggers,
    selectEventCount: (state) => state.triggers.reduce((n, t) => n + t.events.length, 0),
  },
});

export const { triggerSaved, apiEventRecorded, terminalCleared } = eventLogSlice.actions;
export const { selectTriggers, selectEventCount } = eventLogSlice.selectors;
