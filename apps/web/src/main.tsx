import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { appStarted } from './app/app-events';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';

const store = makeStore();
const router = createAppRouter();
store.dispatch(appStarted());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
