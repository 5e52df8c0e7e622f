// Environment config state (spec §3 "Environment config": loading, configFetched, config).
// Events, not setters; a late answer for a request that is no longer pending is ignored.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EnvironmentConfig, EnvironmentName } from '@sjd/contracts';

export interface EnvironmentState {
  loading: boolean;
  configFetched: boolean;
  requested: EnvironmentName | null;
  config: EnvironmentConfig | null;
  error: string | null;
}

export const initialEnvironmentState: EnvironmentState = {
  loading: false,
  configFetched: false,
  requested: null,
  config: null,
  error: null,
};

export const environmentSlice = createSlice({
  name: 'environment',
  initialState: initialEnvironmentState,
  reducers: {
    environmentConfigRequested(state, action: PayloadAction<EnvironmentName>) {
      state.loading = true;
      state.requested = action.payload;
      state.error = null;
    },
    environmentConfigLoaded(state, action: PayloadAction<EnvironmentConfig>) {
      if (!state.loading || action.payload.environment !== state.requested) return;
      state.loading = false;
      state.configFetched = true;
      state.config = action.payload;
    },
    environmentConfigFailed(state, action: PayloadAction<string>) {
      if (!state.loading) return;
      state.loading = false;
      state.error = action.payload;
    },
  },
  selectors: {
    selectEnvironmentConfig: (state) => state.config,
    selectEnvironmentStatus: (state) => ({
      loading: state.loading,
      configFetched: state.configFetched,
      error: state.error,
    }),
  },
});

export const { environmentConfigRequested, environmentConfigLoaded, environmentConfigFailed } =
  environmentSlice.actions;
export const { selectEnvironmentConfig } = environmentSlice.selectors;
