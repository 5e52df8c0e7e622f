// An app store source for tests: the stand-alone config fetch and the store both use the given
// (fake) provider client; the store is built the way the browser runtime builds it, minus storage.
import { appRuntime } from '../app/app-runtime';
import { createAppStoreSource } from '../app/app-store-source';
import { makeStore } from '../app/store';
import { appStarted } from '../lib/app-events';
import type { ProviderClient } from '../lib/provider-client';
import { defaultEnvironment } from '../lib/start-up-state';

export function testAppStoreSource(client: ProviderClient) {
  const store = makeStore({ providerClient: client });
  let builds = 0;
  const build = async () => {
    builds += 1;
    store.dispatch(appStarted());
    return appRuntime(store);
  };
  const source = createAppStoreSource({
    build,
    readEnvironment: () => defaultEnvironment,
    getEnvironmentConfig: (environment) => client.getEnvironmentConfig(environment),
  });
  return { source, store, builds: () => builds };
}
