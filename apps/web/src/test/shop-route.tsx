// Renders one shop screen the way the router does (its route-table handle, so useShopRoute works)
// with a real store and the shop's MUI theme. Any other path renders "Now at <path>", so tests
// can follow navigation.
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { Token } from '@sjd/contracts';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { RootState } from '../app/store';
import type { ScreenId, ShopTheme } from '../config/paths';
import { shopRoutes } from '../config/shops';
import { initialTokensState } from '../features/journeys/slices/tokens-slice';
import { themes } from '../themes';
import { createMuiTheme } from '../themes/mui-theme';
import type { ProviderClient } from '../lib/provider-client';
import { storeWithLog } from './store';

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

interface ShopScreenOptions {
  theme: ShopTheme;
  screen: ScreenId;
  element: ReactElement;
  /** The URL to start at (defaults to the screen's path without params). */
  at?: string;
  state?: unknown;
  preloaded?: Partial<RootState>;
  /** The provider client the store's flows use (default: one that has no provider). */
  client?: ProviderClient;
}

export function renderShopScreen(options: ShopScreenOptions) {
  const { theme, screen, element, state, preloaded } = options;
  const route = shopRoutes(theme).find((r) => r.screen === screen);
  if (!route) throw new Error(`The ${theme} shop has no ${screen} screen`);
  const path = route.path ? `/${theme}/${route.path}` : `/${theme}`;
  const log = storeWithLog(preloaded, options.client);
  const router = createMemoryRouter(
    [
      { path, handle: { theme, route }, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [{ pathname: options.at ?? path, state }] },
  );
  const view = render(
    <Provider store={log.store}>
      <ThemeProvider theme={createMuiTheme(themes[theme], 'mobile')}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...log, router, container: view.container };
}

/** Preloaded state with these saved cards (first payments not yet made). */
export function withSavedCards(...tokens: Token[]): Pick<RootState, 'tokens'> {
  return {
    tokens: {
      ...initialTokensState,
      tokens: tokens.map((token) => ({ ...token, subsequentPayment: false })),
    },
  };
}
