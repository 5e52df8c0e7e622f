// What a shop route tells the shell and its screen: the router puts it in the route's handle
// (router.tsx). Its own module, without the theme data: the launch screen (landing bundle) reads
// it too.
import { useMatches } from 'react-router';
import type { ShopRoute, ShopTheme } from '../../config/paths';

export interface ShopRouteHandle {
  theme: ShopTheme;
  route: ShopRoute;
}

function isShopRouteHandle(handle: unknown): handle is ShopRouteHandle {
  return typeof handle === 'object' && handle !== null && 'theme' in handle && 'route' in handle;
}

/** The handle of the deepest shop route matched, or null outside a shop. */
export function useShopRouteHandle(): ShopRouteHandle | null {
  return (
    useMatches()
      .map((match) => match.handle)
      .findLast(isShopRouteHandle) ?? null
  );
}
