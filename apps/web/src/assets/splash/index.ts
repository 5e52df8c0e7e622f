// Splash backgrounds (spec §2, {base} splash): drawn as SVG in apps/web/art/splash and rendered
// by apps/web/art/render.mjs. Portrait for phones, landscape for wider screens; each is a webp with
// a JPEG fallback. The middle of every image is kept calm for the logo and the 'Enter Site' button.
import modernmartDesktopFallback from './modernmart-desktop.jpg';
import modernmartDesktopWebp from './modernmart-desktop.webp';
import modernmartMobileFallback from './modernmart-mobile.jpg';
import modernmartMobileWebp from './modernmart-mobile.webp';
import museartDesktopFallback from './museart-desktop.jpg';
import museartDesktopWebp from './museart-desktop.webp';
import museartMobileFallback from './museart-mobile.jpg';
import museartMobileWebp from './museart-mobile.webp';
import retailDesktopFallback from './retail-desktop.jpg';
import retailDesktopWebp from './retail-desktop.webp';
import retailMobileFallback from './retail-mobile.jpg';
import retailMobileWebp from './retail-mobile.webp';

export interface SplashImage {
  readonly webp: string;
  /** JPEG of the same image, for browsers without webp. */
  readonly fallback: string;
  readonly width: number;
  readonly height: number;
}

export interface BrandSplash {
  /** Portrait, 750×1334. */
  readonly mobile: SplashImage;
  /** Landscape, 2560×1440. */
  readonly desktop: SplashImage;
}

export type SplashBrand = 'retail' | 'modernmart' | 'museart';

const mobile = { width: 750, height: 1334 };
const desktop = { width: 2560, height: 1440 };

export const splashImages: Readonly<Record<SplashBrand, BrandSplash>> = {
  retail: {
    mobile: { webp: retailMobileWebp, fallback: retailMobileFallback, ...mobile },
    desktop: { webp: retailDesktopWebp, fallback: retailDesktopFallback, ...desktop },
  },
  modernmart: {
    mobile: { webp: modernmartMobileWebp, fallback: modernmartMobileFallback, ...mobile },
    desktop: { webp: modernmartDesktopWebp, fallback: modernmartDesktopFallback, ...desktop },
  },
  museart: {
    mobile: { webp: museartMobileWebp, fallback: museartMobileFallback, ...mobile },
    desktop: { webp: museartDesktopWebp, fallback: museartDesktopFallback, ...desktop },
  },
};
