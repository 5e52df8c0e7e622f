// {base} (and the catch-alls of digital and museart): the shop's splash, with its artwork where
// the shop has some; its button leads to the shop's entry screen (route table).
import { splashArtworkOf } from '../../../features/splash/splash-artwork';
import { SplashScreen } from '../../../features/splash/SplashScreen';
import { shopScreen } from '../shop-screen';

export const SplashRoute = shopScreen(function SplashRoute({ shop }) {
  return (
    <SplashScreen
      theme={shop.themeData}
      entryPath={shop.path(shop.rules.entry)}
      artwork={splashArtworkOf(shop.theme)}
    />
  );
});
