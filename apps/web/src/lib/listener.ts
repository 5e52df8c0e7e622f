// The listener middleware that runs the app's flows (one async function per user intent).
// Flows reach the provider client through `extra`, so tests inject a fake or one that talks to
// the real server and sandbox; `timing` lets tests shorten the browser waits.
import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import type { ProviderClient } from './provider-client';
import type { FlowTiming } from '../features/journeys';
import type { AppDispatch, RootState } from '../app/store';

export interface FlowExtra {
  providerClient: ProviderClient;
  timing?: Partial<FlowTiming>;
}

export function createAppListenerMiddleware(extra: FlowExtra) {
  return createListenerMiddleware({ extra });
}

export type AppStartListening = TypedStartListening<RootState, AppDispatch, FlowExtra>;
