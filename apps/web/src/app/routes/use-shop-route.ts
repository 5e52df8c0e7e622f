// The current shop route, read from the router's matches: which shop (theme), which route-table
// entry, and the shop's rules and theme data, so shared screens read per-shop differences as data
// (config/paths.ts `shops`) and never branch on a shop's name.
import { useMatches } from 'react-router';
import {
  shopPath,
  shops,
  type ScreenId,
  type ShopEntry,
  type ShopRoute,
  type ShopTheme,
} from '../../config/paths';
import { themes, type ThemeData } from '../../themes';

/** What a shop route tells the shell and its screen (the router puts it in the route's handle). */
export interface ShopRouteHandle {
  theme: ShopTheme;
  route: ShopRoute;
}

/** A shop screen's view of its shop. */
export interface ShopContext extends ShopRouteHandle {
  rules: ShopEntry;
  themeData: ThemeData;
  /** The URL of another screen of this shop. */
  path(screen: ScreenId, params?: Record<string, string | number>): string;
}

function isShopRouteHandle(handle: unknown): handle is ShopRouteHandle {
  return typeof handle === 'object' && handle !== null && 'theme' in handle && 'route' in handle;
}

// Route handles are the router's own objects, created once: one context each keeps it stable
// from render to render (effects that depend on it do not re-run).
const contexts = new WeakMap<ShopRouteHandle, ShopContext>();

export function shopContext(handle: ShopRouteHandle): ShopContext {
  const known = contexts.get(handle);
  if (known) return known;
  const { theme, route } = handle;
  const context: ShopContext = {
    theme,
    route,
    rules: shops[theme],
    themeData: themes[theme],
    path: (screen, params) => shopPath(theme, screen, params),
  };
  contexts.set(handle, context);
  return context;
}

/** The shop route being shown, or null outside a shop (the landing page, /error). */
export function useShopRoute(): ShopContext | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isShopRouteHandle(handle)) return shopContext(handle);
  }
  return null;
}
