// createAppRouter builds the browser router in two tasks from react-router's UNSAFE_ building
// blocks: the result must be the router createBrowserRouter makes from the same table (the same
// route tree with the same mapped properties, the same first match), or a react-router upgrade
// that changes createBrowserRouter would go unnoticed.
import { createBrowserRouter, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAppStoreSource } from '../test/app-source';
import { sampleEnvironmentConfig } from '../test/fixtures';
import { fakeProviderClient } from '../test/store';
import { appRoutes, createAppRouter } from './router';

function source() {
  return testAppStoreSource(
    fakeProviderClient({
      getEnvironmentConfig: vi.fn().mockResolvedValue(sampleEnvironmentConfig),
    }),
  ).source;
}

/** The route tree as data: ids, paths and the properties the router mapped onto each route. */
function tree(routes: DataRouter['routes']): unknown[] {
  return routes.map((route) => ({
    id: route.id,
    path: route.path,
    index: route.index,
    caseSensitive: route.caseSensitive,
    hasErrorElement: route.errorElement !== undefined,
    hasLazy: typeof route.lazy === 'function',
    hasFallback: route.HydrateFallback !== undefined,
    children: route.children ? tree(route.children) : undefined,
  }));
}

const routers: DataRouter[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

describe('createAppRouter', () => {
  it.each(['/landing', '/retail/checkout', '/museart/order-detail', '/no/such/page'])(
    'is the router createBrowserRouter makes, at %s',
    async (path) => {
      window.history.replaceState(null, '', path);
      const app = await createAppRouter(source());
      routers.push(app);
      const reference = createBrowserRouter(appRoutes(source()));
      routers.push(reference);
      expect(tree(app.routes)).toEqual(tree(reference.routes));
      expect(app.state.location.pathname).toBe(reference.state.location.pathname);
      expect(app.state.matches.map((m) => m.route.id)).toEqual(
        reference.state.matches.map((m) => m.route.id),
      );
      expect(app.state.matches.length).toBeGreaterThan(0);
    },
  );
});
