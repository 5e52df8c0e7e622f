// {base} (and the catch-alls of digital and museart): the shop's splash, with its artwork where
// the shop has some.
import { flowEntry, flowOfShop, shopPath } from '../../config/paths';
import { splashArtworkOf } from '../../features/splash/splash-artwork';
import { SplashScreen } from '../../features/splash/SplashScreen';
import { themes } from '../../themes';
import { useShopRoute } from './use-shop-route';

export function SplashRoute() {
  const shop = useShopRoute();
  if (!shop) return null;
  const entry = shopPath(shop.theme, flowEntry[flowOfShop[shop.theme]]);
  return (
    <SplashScreen
      theme={themes[shop.theme]}
      entryPath={entry}
      artwork={splashArtworkOf(shop.theme)}
    />
  );
}
