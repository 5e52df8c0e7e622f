// Museart: a classical portico and a spaced serif wordmark.
// Drawn in apps/web/art/logos/museart.svg, wordmark outlined by art/outline-logos.mjs.
import src from './museart.svg?no-inline';
import { logoBoxes } from './logo-boxes';
import { logoImage } from './LogoImage';

export const MuseartLogo = logoImage(src, logoBoxes.museart, 'MuseartLogo');
