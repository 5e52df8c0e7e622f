// The store and what the root pages do with it, loaded when first needed: with the shop layout,
// or on a landing card click. Building it restores the persisted state (spec §3, before any shop
// screen renders: the shop routes wait for it), registers every flow on the listener middleware
// and dispatches appStarted (the config fetch, a pending delete-all; spec §4).
import { shopOfPath, type ShopTheme } from '../config/paths';
import { windowResized } from '../features/shell';
import { themeSelected } from '../features/site-config';
import { appStarted, configurationReset, demoChosen } from '../lib/app-events';
import { paymentJourneyReset, webhookReceived } from '../features/journeys';
import { openWebhookStream } from '../features/webhooks';
import { browserSessionStorage, browserStorage } from '../lib/persistence';
import { createDemoServerClient } from '../lib/demo-server-client';
import { createProviderClient } from '../lib/provider-client';
import type { IntegrationType } from '../themes/theme-types';
import { persistOnChange, restoreState } from './persisted-state';
import { makeStore, type AppStore } from './store';
import { persistTrailOnChange, restoreTrail } from './trail-persistence';
import { initialAppWrapperState } from '../features/shell/app-wrapper-slice';
import { persistLayoutOnChange, readLayout } from '../features/shell/layout-storage';

export interface DemoChoice {
  theme: ShopTheme;
  integrationType: IntegrationType;
}

export interface AppRuntime {
  store: AppStore;
  /** A landing card: the full reset of spec §4 before the shop opens. */
  chooseDemo(choice: DemoChoice): void;
  /** /error 'Back to the demo': the configuration goes back to its defaults. */
  backToDemo(): void;
}

/** The runtime around a store that has started (appStarted dispatched). */
export function appRuntime(store: AppStore): AppRuntime {
  return {
    store,
    chooseDemo: (choice) => store.dispatch(demoChosen(choice)),
    backToDemo: () => {
      store.dispatch(paymentJourneyReset());
      store.dispatch(configurationReset());
    },
  };
}

export function startBrowserRuntime(): AppRuntime {
  const storage = browserStorage();
  const visit = browserSessionStorage();
  const store = makeStore(
    { providerClient: createProviderClient(), demoServer: createDemoServerClient() },
    {
      ...restoreState(storage),
      ...restoreTrail(visit),
      appWrapper: { ...initialAppWrapperState, ...readLayout(storage) },
    },
  );
  persistOnChange(store, storage);
  persistLayoutOnChange(store, storage);
  persistTrailOnChange(store, visit);
  // What the shop layout would otherwise correct in effects after its first render, each a second
  // render of the whole shop: the device view for this window (spec §4) and the theme of the
  // shop the path names (spec §2).
  store.dispatch(windowResized({ width: window.innerWidth }));
  const pathShop = shopOfPath(window.location.pathname);
  if (pathShop && store.getState().siteConfig.theme !== pathShop) {
    store.dispatch(themeSelected(pathShop));
  }
  store.dispatch(appStarted());
  startWebhookStreamOnceConfigured(store);
  return appRuntime(store);
}

/**
 * The provider's events for this visitor, once this start's config request has been answered:
 * that answer set the visitor cookie the stream and the payment calls share (a stream opened
 * beside it, with no cookie yet, could be handed another one). features/webhooks/webhook-stream.ts.
 */
function startWebhookStreamOnceConfigured(store: AppStore): void {
  let isOpen = false;
  let hasRequested = store.getState().environment.loading;
  const open = () => {
    if (isOpen) return;
    isOpen = true;
    unsubscribe();
    window.clearTimeout(fallback);
    openWebhookStream((message) => store.dispatch(webhookReceived(message)));
  };
  const unsubscribe = store.subscribe(() => {
    const { loading } = store.getState().environment;
    if (loading) hasRequested = true;
    else if (hasRequested) open();
  });
  // Should the config never be requested, the stream opens anyway (it then sets the cookie).
  const fallback = window.setTimeout(open, 5000);
}
