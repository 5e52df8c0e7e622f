// The listener middleware that runs the app's flows (one async function per user intent).
// Flows reach their clients through `extra` — the provider's (through our proxy) and the demo
// server's own API — so tests inject fakes or clients of a real server and sandbox; `timing`
// lets tests shorten the browser waits.
import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import type { DemoServerClient } from './demo-server-client';
import type { ProviderClient } from './provider-client';
import type { FlowTiming } from '../features/journeys';
import type { AppDispatch, RootState } from '../app/store';

export interface FlowExtra {
  providerClient: ProviderClient;
  demoServer: DemoServerClient;
  timing?: Partial<FlowTiming>;
}

export function createAppListenerMiddleware(extra: FlowExtra) {
  return createListenerMiddleware({ extra });
}

export type AppStartListening = TypedStartListening<RootState, AppDispatch, FlowExtra>;
