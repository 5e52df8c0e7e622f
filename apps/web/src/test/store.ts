// A real store with a fake provider client, and a log of every action it sees (in order).
import { isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import { makeStore, type RootState } from '../app/store';
import { createProviderClient, type ProviderClient } from '../lib/provider-client';
import { sampleEnvironmentConfig } from './fixtures';

export function fakeProviderClient(overrides: Partial<ProviderClient> = {}): ProviderClient {
  return {
    getEnvironmentConfig: vi.fn(async (environment) => ({
      ...sampleEnvironmentConfig,
      environment,
    })),
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

export function storeWithLog(preloaded?: Partial<RootState>, client = fakeProviderClient()) {
  const actions: UnknownAction[] = [];
  const observer: Middleware = () => (next) => (action) => {
    if (isAction(action)) actions.push(action);
    return next(action);
  };
  const store = makeStore({ providerClient: client }, preloaded, observer);
  return { store, actions, types: () => actions.map((a) => a.type), client };
}
