// Build-time only (prerender.mjs renders it; no page imports it): the splash route of each shop
// with artwork, with its launch screen as static HTML. Served in place of index.html for that
// path (the server reads pages.json), the splash's artwork is painted from the HTML before any
// script runs, where the app paints it only once the UI kit, the store and the screen have
// loaded; the app then renders the same launch screen and, once loaded, the splash itself.
import { renderToStaticMarkup } from 'react-dom/server';
import { LaunchScreenView } from './app/LaunchScreenView';
import { shopThemes } from './config/paths';
import { shopPath } from './config/shops';
import { splashArtworkOf } from './features/splash/splash-artwork';

export interface LaunchPage {
  /** The HTML file written beside index.html. */
  file: string;
  /** The exact paths it answers. */
  paths: string[];
  /** What it shows in #root until the app renders. */
  markup: string;
}

export function launchPages(): LaunchPage[] {
  return shopThemes
    .filter((theme) => splashArtworkOf(theme) !== null)
    .map((theme) => ({
      file: `launch-${theme}.html`,
      paths: [shopPath(theme, 'splash')],
      markup: renderToStaticMarkup(<LaunchScreenView theme={theme} isSplash />),
    }));
}
