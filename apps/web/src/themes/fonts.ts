// Self-hosted fonts, loaded per theme when its shop opens (never on the landing page, which uses
// system fonts). Only the latin subset and the weights each theme uses: Vite turns every import
// into a small CSS chunk with woff2 files served from our own origin, no outside font host.
import type { ThemeName } from './theme-types';

type FontLoader = () => Promise<unknown>;

const loaders: Record<ThemeName, FontLoader> = {
  default: async () => undefined,
  appWrapper: () =>
    Promise.all([
      import('@fontsource/inter/latin-400.css'),
      import('@fontsource/inter/latin-600.css'),
    ]),
  retail: () =>
    Promise.all([
      import('@fontsource/playfair-display/latin-700.css'),
      import('@fontsource/lato/latin-400.css'),
      import('@fontsource/lato/latin-700.css'),
    ]),
  modernmart: () =>
    Promise.all([
      import('@fontsource/outfit/latin-400.css'),
      import('@fontsource/outfit/latin-600.css'),
    ]),
  gambling: () =>
    Promise.all([
      import('@fontsource/oswald/latin-600.css'),
      import('@fontsource/dm-sans/latin-400.css'),
      import('@fontsource/dm-sans/latin-700.css'),
    ]),
  digital: () =>
    Promise.all([
      import('@fontsource/nunito/latin-400.css'),
      import('@fontsource/nunito/latin-800.css'),
    ]),
  lingo: () =>
    Promise.all([
      import('@fontsource/baloo-2/latin-400.css'),
      import('@fontsource/baloo-2/latin-700.css'),
    ]),
  museart: () =>
    Promise.all([
      import('@fontsource/cormorant-garamond/latin-600.css'),
      import('@fontsource/lato/latin-400.css'),
      import('@fontsource/lato/latin-700.css'),
    ]),
};

const loaded = new Map<ThemeName, Promise<unknown>>();

/** Starts loading a theme's fonts once; text renders in the fallback until they swap in. */
export function loadThemeFonts(name: ThemeName): Promise<unknown> {
  let pending = loaded.get(name);
  if (!pending) {
    // A font that fails to load leaves the system fallback in place: never an error.
    pending = loaders[name]().catch(() => undefined);
    loaded.set(name, pending);
  }
  return pending;
}
