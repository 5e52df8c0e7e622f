// Start-up: restore the persisted state synchronously (spec §3 "restored before the app is
// shown"), build the store with it, keep writing it back, then render.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { appStarted } from './lib/app-events';
import { persistOnChange, restoreState } from './app/persisted-state';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { createProviderClient } from './lib/provider-client';
import { browserStorage } from './lib/persistence';

const storage = browserStorage();
const store = makeStore({ providerClient: createProviderClient() }, restoreState(storage));
persistOnChange(store, storage);
const router = createAppRouter();
store.dispatch(appStarted());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);
// A transition lets React render the first page in small slices instead of one long task, so the
// page stays responsive while it starts (the static first paint of index.html is already shown).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </AppErrorBoundary>
    </StrictMode>,
  );
});
