// The Redux store: slices named after the spec's entities, flows registered on the listener.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { listenForEnvironmentConfig } from '../features/environment/environment-flow';
import { environmentSlice } from '../features/environment/environment-slice';
import { createProviderClient } from '../lib/provider-client';
import { createAppListenerMiddleware, type FlowExtra } from './listener';

export const rootReducer = combineSlices(environmentSlice);
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(
  extra: FlowExtra = { providerClient: createProviderClient() },
  preloadedState?: Partial<RootState>,
) {
  const listener = createAppListenerMiddleware(extra);
  const startAppListening = listener.startListening.withTypes<RootState, AppDispatch, FlowExtra>();
  listenForEnvironmentConfig(startAppListening);

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
