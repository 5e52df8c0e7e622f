// The current shop route's handle (theme + route-table entry), read from the router's matches.
import { useMatches } from 'react-router';
import type { ShopRoute, ShopTheme } from '../../config/paths';

interface ShopRouteHandle {
  theme: ShopTheme;
  route: ShopRoute;
}

function isShopRouteHandle(handle: unknown): handle is ShopRouteHandle {
  return typeof handle === 'object' && handle !== null && 'theme' in handle && 'route' in handle;
}

export function useShopRoute(): ShopRouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isShopRouteHandle(handle)) return handle;
  }
  return null;
}
