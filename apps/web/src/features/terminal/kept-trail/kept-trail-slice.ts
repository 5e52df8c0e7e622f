// The trail a reset emptied, kept so it can come back (issue 44): Clear and Apply Settings both
// empty the terminal — Apply because spec §4 says applying resets the terminal log — and the
// visitor sees what went and can Undo it (eventLog's trailRestored puts it back before whatever
// came since). Only the last reset is kept, in memory: a reload or a new demo chosen on the
// landing page (a full reset, spec §4) lets it go.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { demoChosen } from '../../../lib/app-events';
import type { AppStartListening } from '../../../lib/listener';
import { trailRestored, type Trigger } from '../../event-log';
import { settingsApplied } from '../../site-config';

/** What emptied the trail: the terminal's Clear, or settings applied (a shared link's too). */
export type KeptTrailReason = 'cleared' | 'settings';

export interface KeptTrail {
  triggers: Trigger[];
  reason: KeptTrailReason;
}

export interface KeptTrailState {
  kept: KeptTrail | null;
}

export const initialKeptTrailState: KeptTrailState = { kept: null };

export const keptTrailSlice = createSlice({
  name: 'keptTrail',
  initialState: initialKeptTrailState,
  reducers: {
    trailKept(state, action: PayloadAction<KeptTrail>) {
      // An empty trail has nothing to bring back: whatever was kept before stays.
      if (action.payload.triggers.length === 0) return;
      state.kept = action.payload;
    },
    keptTrailDismissed(state) {
      state.kept = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(trailRestored, (state) => {
      state.kept = null;
    });
    builder.addCase(demoChosen, (state) => {
      state.kept = null;
    });
  },
  selectors: {
    selectKeptTrail: (state) => state.kept,
  },
});

export const { trailKept, keptTrailDismissed } = keptTrailSlice.actions;
export const { selectKeptTrail } = keptTrailSlice.selectors;

/** Applying settings resets the terminal log (settings/apply-settings-flow.ts): keep what it held. */
export function listenForKeptTrail(startListening: AppStartListening): void {
  startListening({
    actionCreator: settingsApplied,
    effect: (_action, api) => {
      const { triggers } = api.getOriginalState().eventLog;
      api.dispatch(trailKept({ triggers, reason: 'settings' }));
    },
  });
}
