// The store comes with the shops: the landing page renders without Redux, the flows or the
// provider client (its bundle budget, bench/bundle-size.ts). The root pages (landing, /error,
// the start-up services) reach the store through this source instead: the store once something
// has loaded it, and until then an environment config fetched on its own.
import type { EnvironmentName } from '@sjd/contracts';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { RootEnvironmentConfig } from '../lib/root-config';
import type { AppRuntime } from './app-runtime';

export interface EnvironmentView {
  /** The fields the root pages read (the store's state has the whole config). */
  config: RootEnvironmentConfig | null;
  error: string | null;
}

export interface AppStoreSource {
  /** Builds the store once (restored, flows registered, started); later calls share it. */
  load(): Promise<AppRuntime>;
  /** Fetches the config for the root pages, unless the store is there (or coming) to do it. */
  ensureEnvironmentConfig(): void;
  /** The store's environment state once loaded, the stand-alone fetch's until then. */
  environment(): EnvironmentView;
  subscribe(listener: () => void): () => void;
}

export interface AppStoreSourceOptions {
  build(): Promise<AppRuntime>;
  /** The environment the visitor chose (persisted with the site config). */
  readEnvironment(): EnvironmentName;
  getEnvironmentConfig(environment: EnvironmentName): Promise<RootEnvironmentConfig>;
}

const noEnvironment: EnvironmentView = { config: null, error: null };

export function createAppStoreSource(options: AppStoreSourceOptions): AppStoreSource {
  let runtime: AppRuntime | null = null;
  let loading: Promise<AppRuntime> | null = null;
  let fetching = false;
  let standalone = noEnvironment;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    load() {
      loading ??= options.build().then(
        (built) => {
          runtime = built;
          built.store.subscribe(notify);
          notify();
          return built;
        },
        (error: unknown) => {
          // A chunk that failed to load (offline, a new deploy): the next attempt tries again.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    ensureEnvironmentConfig() {
      if (loading || fetching) return;
      fetching = true;
      options.getEnvironmentConfig(options.readEnvironment()).then(
        (config) => {
          standalone = { config, error: null };
          notify();
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : 'Config request failed';
          standalone = { config: null, error: message };
          notify();
        },
      );
    },
    environment: () => (runtime ? runtime.store.getState().environment : standalone),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const AppStoreContext = createContext<AppStoreSource | null>(null);

export function useAppStoreSource(): AppStoreSource {
  const source = useContext(AppStoreContext);
  if (!source) throw new Error('useAppStoreSource needs an AppStoreContext provider');
  return source;
}

/** The environment config for the root pages; `fetch` starts the stand-alone fetch if needed. */
export function useEnvironmentView({ fetch }: { fetch: boolean }): EnvironmentView {
  const source = useAppStoreSource();
  useEffect(() => {
    if (fetch) source.ensureEnvironmentConfig();
  }, [source, fetch]);
  return useSyncExternalStore(source.subscribe, source.environment);
}
