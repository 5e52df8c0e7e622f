// What a shop route shows while its first screen loads (the router's HydrateFallback): the shop's
// own launch screen — its splash background (the splash's artwork when the route is the splash),
// its logo and a loading status — instead of an empty page. Built from the theme summaries and
// plain CSS, which the landing's bundle already carries: it shows as soon as the entry has run,
// while the UI kit, the store and the screen are still downloading (seconds on a slow phone).
// The splash routes of shops with artwork are also served with it prerendered into their HTML
// (launch-pages.tsx), so their artwork is painted before any script runs.
import type { CSSProperties } from 'react';
import { demoName, type ShopTheme } from '../config/paths';
import { splashArtworkOf } from '../features/splash/splash-artwork';
import { themeSummaries } from '../themes/summaries';
import { breakpoints } from '../themes/breakpoints';
import { DefaultLogo } from '../themes/logos/DefaultLogo';
import { useShopRouteHandle } from './routes/route-handle';
import './launch-screen.css';

export function LaunchScreen() {
  const handle = useShopRouteHandle();
  if (!handle) return null;
  return <LaunchScreenView theme={handle.theme} isSplash={handle.route.screen === 'splash'} />;
}

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
    <main className="launch" style={style} aria-busy="true">
      {/* Where the shell's bar will be: the demo around the shop. */}
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
