// Start-up: render the router at once. The store comes with the shops (app/app-store-source.ts):
// a shop route builds it from the persisted state (spec §3 "restored before the app is shown")
// before it renders, and starts it (the config fetch, a pending delete-all; spec §4). The landing
// page only fetches the environment config of the persisted environment, unless a delete-all
// was pending at the last visit: then the store is built at once, which runs it.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { AppStoreContext, createAppStoreSource } from './app/app-store-source';
import { createAppRouter } from './app/router';
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
/**
 * Builds the router (its initial navigation starts loading the route's chunks) and renders, in
 * short tasks: the router with its first navigation, then the React root.
 */
async function start() {
  const router = await createAppRouter(source);
  if (storedDeletionPending(browserStorage())) {
    // A failed load is reported by the first shop route, which loads the store again.
    source.load().catch(() => undefined);
  }
  await nextTask();

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  const root = createRoot(container);
  // A transition lets React render the first page in small slices instead of one long task, so
  // the page stays responsive while it starts (the static first paint of index.html is already
  // shown).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <AppStoreContext.Provider value={source}>
            <RouterProvider router={router} />
          </AppStoreContext.Provider>
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
}

// In the task after the entry's evaluation: the router's table of every shop route and its
// first navigation made that one task half as long again. A failure to start is reported in the
// console; the static first paint stays.
void nextTask()
  .then(start)
  .catch((error: unknown) => console.error('The demo could not start:', error));
