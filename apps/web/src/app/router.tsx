// Browser router built from the typed route table (spec §2): exact, case-sensitive paths, every
// shop route of every theme, unknown paths → /landing. This module and react-router are a chunk
// of their own: the landing page renders without them (main.tsx), and they load for any other
// page or when the landing opens a shop; each shop's shell (UI kit, terminal, settings), the store
// with its flows (app-store-source.ts) and each screen load lazily after that.
import {
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  useNavigate,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { paths, shopThemes, type ShopTheme } from '../config/paths';
import { shopRoutes, shops } from '../config/shops';
import { nextTask } from '../lib/next-task';
import { loadThemeFonts } from '../themes/fonts';
import type { AppStoreSource } from './app-store-source';
import { LaunchScreen } from './LaunchScreen';
import { RouteError } from './RouteError';
import { ErrorRoute } from './routes/error-route';
import { LandingRoute } from './routes/landing-route';
import { loadScreen } from './routes/screens';
import type { ShopRouteHandle } from './routes/route-handle';
import type { ShownPath } from './shown-path';

function RootLayout() {
  return (
    <>
      <Outlet />
      {/* The window's own scroll: new pages start at the top, Back restores (shops scroll inside
          the device frame, see useRouteScroll). */}
      <ScrollRestoration />
    </>
  );
}

function shopRouteObjects(theme: ShopTheme, source: AppStoreSource): RouteObject {
  return {
    path: `/${theme}`,
    caseSensitive: true,
    handle: { theme },
    // The store is restored and started before the layout renders (spec §3).
    lazy: async () => {
      // The shell's and the shop's fonts: asked for while the chunks below download, in a task
      // of their own (started by the layout's first render, they lengthened its long task).
      void nextTask().then(() => {
        void loadThemeFonts('appWrapper');
        void loadThemeFonts(theme);
      });
      const [{ shopLayoutFor }, runtime] = await Promise.all([
        import('./routes/shop-layout-route'),
        source.load(),
      ]);
      return { Component: shopLayoutFor(runtime.store) };
    },
    children: shopRoutes(theme)
      .map((route): RouteObject[] => {
        const handle: ShopRouteHandle = { theme, route };
        const lazy = async () => ({ Component: await loadScreen(shops[theme].flow, route.screen) });
        if (route.path === '') return [{ index: true, handle, lazy }];
        const splat = { path: route.path, caseSensitive: true, handle, lazy };
        // A non-exact catch-all covers the base path itself too.
        return route.path === '*' ? [{ index: true, handle, lazy }, splat] : [splat];
      })
      .flat(),
  };
}

export function appRoutes(source: AppStoreSource): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // A shop's first page loads lazily; until it arrives, the shop's launch screen.
      HydrateFallback: LaunchScreen,
      children: [
        { path: paths.root.path, element: <Navigate to={paths.landing.path} replace /> },
        { path: paths.landing.path, caseSensitive: true, element: <RoutedLanding /> },
        { path: paths.error.path, caseSensitive: true, element: <ErrorRoute /> },
        ...shopThemes.map((theme) => shopRouteObjects(theme, source)),
        { path: '*', element: <Navigate to={paths.landing.path} replace /> },
      ],
    },
  ];
}

/** The landing inside the router: a card opens its shop with the router's navigation. */
function RoutedLanding() {
  const navigate = useNavigate();
  return <LandingRoute onOpen={(path) => void navigate(path)} />;
}

/**
 * The browser router: react-router's createBrowserRouter over the route table, at the page's
 * location. `shown` follows its location (for AppServices, above the router).
 */
export async function createAppRouter(
  source: AppStoreSource,
  shown?: ShownPath,
): Promise<DataRouter> {
  const router = createBrowserRouter(appRoutes(source));
  if (shown) {
    shown.set(router.state.location.pathname);
    router.subscribe((state) => shown.set(state.location.pathname));
  }
  return router;
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
