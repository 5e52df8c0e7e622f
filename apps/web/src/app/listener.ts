// The listener middleware that runs the app's flows (one async function per user intent).
// Flows reach the provider client through `extra`, so tests inject a fake.
import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import type { ProviderClient } from '../lib/provider-client';
import type { AppDispatch, RootState } from './store';

export interface FlowExtra {
  providerClient: ProviderClient;
}

export function createAppListenerMiddleware(extra: FlowExtra) {
  return createListenerMiddleware({ extra });
}

export type AppStartListening = TypedStartListening<RootState, AppDispatch, FlowExtra>;
