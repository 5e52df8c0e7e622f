// An app store source for tests: the stand-alone config fetch and the store's demo server both
// answer the config with the given function; the store is built the way the browser runtime
// builds it, minus storage.
import type { EnvironmentConfig, EnvironmentName } from '@sjd/contracts';
import { appRuntime } from '../app/app-runtime';
import { createAppStoreSource } from '../app/app-store-source';
import { makeStore } from '../app/store';
import { appStarted } from '../lib/app-events';
import { defaultEnvironment } from '../lib/start-up-state';
import { fakeDemoServer, fakeProviderClient } from './store';

export function testAppStoreSource(
  getEnvironmentConfig: (environment: EnvironmentName) => Promise<EnvironmentConfig>,
) {
  const store = makeStore({
    providerClient: fakeProviderClient(),
    demoServer: fakeDemoServer(({ environment }) => ({
      config: () => getEnvironmentConfig(environment),
    })),
  });
  let builds = 0;
  const build = async () => {
    builds += 1;
    store.dispatch(appStarted());
    return appRuntime(store);
  };
  const source = createAppStoreSource({
    build,
    readEnvironment: () => defaultEnvironment,
    getEnvironmentConfig,
  });
  return { source, store, builds: () => builds };
}
