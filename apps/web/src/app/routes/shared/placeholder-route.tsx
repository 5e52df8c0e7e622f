// A shop screen that its shop issue has not built yet: what it will show, and links to the
// shop's other screens.
import { shopBase } from '../../../config/paths';
import { ScreenPlaceholder } from '../../../features/placeholder/ScreenPlaceholder';
import { shopScreen } from '../shop-screen';

export const PlaceholderRoute = shopScreen(function PlaceholderRoute({ shop }) {
  const base = shopBase(shop.theme);
  const screens = shop.rules.routes.map((route) => ({
    label: route.label,
    to:
      route.path === '' || route.path === '*'
        ? base
        : `${base}/${route.path.replace(':productId', '1')}`,
  }));
  return (
    <ScreenPlaceholder route={shop.route} brandName={shop.themeData.brand.name} screens={screens} />
  );
});
