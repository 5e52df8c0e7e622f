// Which shops have splash artwork (the fashion shops and the museum; the others use their theme's
// background).
import { splashImages, type BrandSplash, type SplashBrand } from '../../assets/splash';
import type { ShopTheme } from '../../config/paths';

function hasArtwork(shop: ShopTheme): shop is SplashBrand {
  return Object.hasOwn(splashImages, shop);
}

export function splashArtworkOf(shop: ShopTheme): BrandSplash | null {
  return hasArtwork(shop) ? splashImages[shop] : null;
}
