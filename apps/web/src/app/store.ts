// The Redux store: slices named after the spec's entities, flows registered on the listener.
import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { cartSlice } from '../features/cart/cart-slice';
import { listenForEnvironmentConfig } from '../features/environment/environment-flow';
import { environmentSlice } from '../features/environment/environment-slice';
import { eventLogSlice } from '../features/event-log/event-log-slice';
import { interruptionSlice } from '../features/event-log/interruption-slice';
import { journeySlices, listenForJourneys } from '../features/journeys';
import { listenForAppliedSettings } from '../features/settings/apply-settings-flow';
import { appWrapperSlice } from '../features/shell/app-wrapper-slice';
import { listenForDemoChoice } from '../features/shell/choose-demo-flow';
import { siteConfigSlice } from '../features/site-config/site-config-slice';
import {
  keptTrailSlice,
  listenForKeptTrail,
} from '../features/terminal/kept-trail/kept-trail-slice';
import { createDemoServerClient } from '../lib/demo-server-client';
import { createProviderClient } from '../lib/provider-client';
import { createAppListenerMiddleware, type FlowExtra } from '../lib/listener';

export const rootReducer = combineSlices(
  environmentSlice,
  siteConfigSlice,
  cartSlice,
  eventLogSlice,
  keptTrailSlice,
  interruptionSlice,
  appWrapperSlice,
  ...journeySlices,
);
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(
  extra: FlowExtra = {
    providerClient: createProviderClient(),
    demoServer: createDemoServerClient(),
  },
  preloadedState?: Partial<RootState>,
  /** Sees every action first, in dispatch order (tests record flows with it). */
  observer?: Middleware,
) {
  const listener = createAppListenerMiddleware(extra);
  const startAppListening = listener.startListening.withTypes<RootState, AppDispatch, FlowExtra>();
  listenForEnvironmentConfig(startAppListening);
  listenForDemoChoice(startAppListening);
  listenForAppliedSettings(startAppListening);
  listenForKeptTrail(startAppListening);
  listenForJourneys(startAppListening);

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => {
      // The dev-only invariant checks walk the whole state on every action; the event log holds
      // large provider bodies, which made each action cost 30–50 ms in development.
      const defaults = getDefault({
        immutableCheck: { ignoredPaths: ['eventLog'] },
        serializableCheck: { ignoredPaths: ['eventLog'] },
      });
      return observer
        ? defaults.prepend(observer, listener.middleware)
        : defaults.prepend(listener.middleware);
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
