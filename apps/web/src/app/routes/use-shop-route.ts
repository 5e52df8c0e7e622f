// The current shop route, read from the router's matches: which shop (theme), which route-table
// entry, and the shop's profile and theme data, so shared screens read per-shop differences as
// data (config/shops/) and never branch on a shop's name.
import type { ScreenId } from '../../config/paths';
import { shopPath, shops, type ShopProfile } from '../../config/shops';
import { themes, type ThemeData } from '../../themes';
import { useShopRouteHandle, type ShopRouteHandle } from './route-handle';

export type { ShopRouteHandle } from './route-handle';

/** A shop screen's view of its shop. */
export interface ShopContext extends ShopRouteHandle {
  /** The shop's profile: its routes and the rules in which it differs from the others. */
  rules: ShopProfile;
  themeData: ThemeData;
  /** The URL of another screen of this shop. */
  path(screen: ScreenId, params?: Record<string, string | number>): string;
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
  const handle = useShopRouteHandle();
  return handle ? shopContext(handle) : null;
}
