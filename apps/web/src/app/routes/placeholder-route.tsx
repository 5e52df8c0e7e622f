// A shop screen that its shop issue has not built yet.
import { shopBase, shopRoutes } from '../../config/paths';
import { ScreenPlaceholder } from '../../features/placeholder/ScreenPlaceholder';
import { themes } from '../../themes';
import { useShopRoute } from './use-shop-route';

export function PlaceholderRoute() {
  const shop = useShopRoute();
  if (!shop) return null;
  const base = shopBase(shop.theme);
  const screens = shopRoutes(shop.theme).map((route) => ({
    label: route.label,
    to:
      route.path === '' || route.path === '*'
        ? base
        : `${base}/${route.path.replace(':productId', '1')}`,
  }));
  return (
    <ScreenPlaceholder
      route={shop.route}
      brandName={themes[shop.theme].brand.name}
      screens={screens}
    />
  );
}
