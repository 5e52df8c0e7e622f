// Renders the terminal as the shop layout does: inside a router (a shared journey's replay moves
// the shop through its screens) on the page's own URL — a browser router, so window.location is
// what the terminal reads and what its navigation changes.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import type { AppStore } from '../app/store';
import { Terminal } from '../features/terminal/Terminal';
import { themes } from '../themes';
import type { ThemeData } from '../themes/theme-types';

export function renderTerminal(store: AppStore, theme: ThemeData = themes.retail) {
  const router = createBrowserRouter([{ path: '*', element: <Terminal theme={theme} /> }]);
  onTestFinished(() => router.dispose());
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router };
}
