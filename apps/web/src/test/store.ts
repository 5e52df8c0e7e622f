// A real store with fake clients (the provider's, the demo server's), and a log of every action
// it sees (in order).
import { isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import { makeStore, type RootState } from '../app/store';
import {
  createDemoServerClient,
  type DemoServerCalls,
  type DemoServerClient,
  type DemoServerConnection,
} from '../lib/demo-server-client';
import { createProviderClient, type ProviderClient } from '../lib/provider-client';
import { sampleEnvironmentConfig } from './fixtures';

export function fakeProviderClient(overrides: Partial<ProviderClient> = {}): ProviderClient {
  return {
    // A journey may open (the wallets make no provider call); any call it makes fails.
    connect: (connection) =>
      createProviderClient({
        fetch: () =>
          Promise.reject(
            new Error('This test has no provider: use the provider stack (test/provider-stack.ts)'),
          ),
      }).connect(connection),
    ...overrides,
  };
}

type DemoServerOverrides =
  Partial<DemoServerCalls> | ((connection: DemoServerConnection) => Partial<DemoServerCalls>);

/**
 * The demo server's client over the global fetch (which a test may stub), except the environment
 * config, answered at once with the sample config of the asked environment; `overrides` replace
 * calls (they then record nothing in the trail).
 */
export function fakeDemoServer(overrides: DemoServerOverrides = {}): DemoServerClient {
  const real = createDemoServerClient();
  return {
    connect: (connection) => ({
      ...real.connect(connection),
      config: vi.fn(async () => ({
        ...sampleEnvironmentConfig,
        environment: connection.environment,
      })),
      ...(typeof overrides === 'function' ? overrides(connection) : overrides),
    }),
  };
}

export function storeWithLog(
  preloaded?: Partial<RootState>,
  client = fakeProviderClient(),
  demoServer = fakeDemoServer(),
) {
  const actions: UnknownAction[] = [];
  const observer: Middleware = () => (next) => (action) => {
    if (isAction(action)) actions.push(action);
    return next(action);
  };
  const store = makeStore({ providerClient: client, demoServer }, preloaded, observer);
  return { store, actions, types: () => actions.map((a) => a.type), client };
}

/** Both fake clients, as the store's `extra`. */
export const fakeClients = () => ({
  providerClient: fakeProviderClient(),
  demoServer: fakeDemoServer(),
});

/** A started store whose environment config never comes (the demo server is offline). */
export function storeWithoutConfig() {
  const store = makeStore({
    providerClient: fakeProviderClient(),
    demoServer: fakeDemoServer({ config: () => Promise.reject(new Error('offline')) }),
    timing: { configTimeoutMs: 100 },
  });
  store.dispatch({ type: 'app/started' });
  return store;
}
