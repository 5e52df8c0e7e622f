// Start-up. The landing page (the first page of most visits) renders at once without the router:
// react-router and the route table (app/router.tsx) are a chunk of their own, loaded when the
// landing opens a shop (the landing stays on screen until the shop is ready, as a router
// navigation would keep it) or Back/Forward leave it. Any other page loads the router at once,
// with the shop's launch screen shown meanwhile (the router's own fallback while the shop's
// chunks arrive is the same screen). The store comes with the shops (app/app-store-source.ts): a
// shop route builds it from the persisted state (spec §3 "restored before the app is shown")
// before it renders, and starts it (the config fetch, a pending delete-all; spec §4). The landing
// page only fetches the environment config of the persisted environment, unless a delete-all
// was pending at the last visit: then the store is built at once, which runs it.
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { AppServices } from './app/AppServices';
import { AppStoreContext, createAppStoreSource } from './app/app-store-source';
import { LaunchScreenView } from './app/LaunchScreenView';
import { LandingRoute } from './app/routes/landing-route';
import { shownPath } from './app/shown-path';
import { paths, shopBase, shopOfPath } from './config/paths';
import { nextTask } from './lib/next-task';
import { browserStorage } from './lib/persistence';
import { requestRootConfig } from './lib/root-config';
import { storedDeletionPending, storedEnvironment } from './lib/start-up-state';

const source = createAppStoreSource({
  // Two tasks, not one: the runtime's modules, then the store's start (together they held a
  // phone's main thread for a quarter of a second).
  build: async () => {
    const runtime = await import('./app/app-runtime');
    await nextTask();
    return runtime.startBrowserRuntime();
  },
  readEnvironment: () => storedEnvironment(browserStorage()),
  getEnvironmentConfig: (environment) =>
    requestRootConfig((...args) => fetch(...args), environment),
});

/** The paths the landing answers without the router: itself, and '/' (which redirects to it). */
const landingPaths: ReadonlySet<string> = new Set([paths.landing.path, paths.root.path]);

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  if (storedDeletionPending(browserStorage())) {
    // A failed load is reported by the first shop route, which loads the store again.
    source.load().catch(() => undefined);
  }
  const root = createRoot(container);
  const shown = shownPath(window.location.pathname);
  // A transition lets React render the page in small slices instead of one long task, so it
  // stays responsive while it starts (the static first paint of index.html is already shown).
  const render = (page: ReactNode) =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppErrorBoundary>
            <AppStoreContext.Provider value={source}>
              <AppServices path={shown} />
              {page}
            </AppStoreContext.Provider>
          </AppErrorBoundary>
        </StrictMode>,
      );
    });

  /** Where the landing last asked to go before the router was there (the latest click wins). */
  let opening: string | null = null;
  let routing: Promise<void> | null = null;
  /**
   * Loads the router at the page's location and renders it; with a shop asked for, goes there
   * first and renders once it is ready, the landing staying on screen meanwhile.
   */
  const route = () =>
    (routing ??= (async () => {
      const { AppRouter, createAppRouter } = await import('./app/router');
      const router = await createAppRouter(source, shown);
      // A card clicked while the router loaded changes the way; each target is gone to once.
      for (
        let target = opening, gone = null;
        target !== null && target !== gone;
        target = opening
      ) {
        gone = target;
        await router.navigate(target);
      }
      await nextTask();
      render(<AppRouter router={router} />);
    })());

  const { pathname } = window.location;
  if (landingPaths.has(pathname)) {
    // As the router's <Navigate replace> to /landing would.
    if (pathname !== paths.landing.path) window.history.replaceState(null, '', paths.landing.path);
    shown.set(paths.landing.path);
    // Back or Forward to another page of the demo: the router shows it.
    const onPopState = () => {
      if (window.location.pathname === paths.landing.path) return;
      window.removeEventListener('popstate', onPopState);
      void route();
    };
    window.addEventListener('popstate', onPopState);
    const open = (path: string) => {
      opening = path;
      window.removeEventListener('popstate', onPopState);
      void route();
    };
    render(<LandingRoute onOpen={open} />);
    return;
  }
  const theme = shopOfPath(pathname);
  if (theme) {
    // A shop's launch screen while the router and the shop's chunks download (its splash is its
    // base path); the router's fallback then shows the same until the shop's first page is ready.
    render(<LaunchScreenView theme={theme} isSplash={pathname === shopBase(theme)} />);
    // What the shop's layout route loads first (app/router.tsx): its chunk and the store, asked
    // for now, beside the router's chunk, instead of once the router has arrived. The route's
    // own calls then find them loaded or loading; it reports a failure (this one is dropped).
    void import('./app/routes/shop-layout-route').catch(() => undefined);
    source.load().catch(() => undefined);
  }
  await route();
}

// In the task after the entry's evaluation. A failure to start is reported in the console; the
// static first paint stays.
void nextTask()
  .then(start)
  .catch((error: unknown) => console.error('The demo could not start:', error));
