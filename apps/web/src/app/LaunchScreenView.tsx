// A shop's launch screen (LaunchScreen.tsx says when it shows; launch-pages.tsx prerenders it):
// a bar where the shell's will be, the shop's splash background or artwork, its logo and an
// 'Opening <brand>…' status. Plain markup and CSS from the theme summaries: it is in the landing's
// bundle and in static HTML.
import type { CSSProperties } from 'react';
import { demoName, type ShopTheme } from '../config/paths';
import { splashArtworkOf } from '../features/splash/splash-artwork';
import { themeSummaries } from '../themes/summaries';
import { breakpoints } from '../themes/breakpoints';
import { DefaultLogo } from '../themes/logos/DefaultLogo';
import './launch-screen.css';

interface LaunchScreenViewProps {
  theme: ShopTheme;
  /** The route is the shop's splash: its artwork, if the shop has some, is the background. */
  isSplash: boolean;
}

export function LaunchScreenView({ theme, isSplash }: LaunchScreenViewProps) {
  const { brand, Logo, splash, palette } = themeSummaries[theme];
  const artwork = isSplash ? splashArtworkOf(theme) : null;
  // As on the splash: in front of artwork, one light panel holds the logo and the text; on the
  // theme's background the logo sits on the theme's surface (some logos are drawn for a dark
  // one) and the text on the background, in the splash's colour for it.
  const style: CSSProperties & Record<`--launch-${string}`, string> = {
    '--launch-background': splash.background,
    '--launch-ink': splash.onBackground,
    '--launch-surface': palette.surface,
  };
  return (
    <main className="launch" style={style}>
      {/* Where the shell's bar will be: the demo around the shop. It also keeps the artwork from
          filling the whole window, which Chrome's largest-paint timing would discard as page
          background (the launch pages' Lighthouse LCP is that artwork). */}
      <div className="launch__bar" aria-hidden="true">
        <DefaultLogo height={24} />
        {demoName}
      </div>
      <div className="launch__stage">
        {artwork && (
          // The splash's own images (the same files its screen shows next), so they are on their
          // way while the rest loads.
          <picture className="launch__artwork" aria-hidden="true">
            <source
              media={`(min-width: ${breakpoints.xLarge}px)`}
              type="image/webp"
              srcSet={artwork.desktop.webp}
            />
            <source type="image/webp" srcSet={artwork.mobile.webp} />
            <img
              src={artwork.mobile.fallback}
              alt=""
              width={artwork.mobile.width}
              height={artwork.mobile.height}
              fetchPriority="high"
            />
          </picture>
        )}
        <div className={artwork ? 'launch__panel launch__panel--artwork' : 'launch__panel'}>
          <div className="launch__logo">
            <Logo height={44} title={`${brand.name} logo`} />
          </div>
          <p className="launch__status" role="status">
            Opening {brand.name}…
          </p>
        </div>
      </div>
    </main>
  );
}
