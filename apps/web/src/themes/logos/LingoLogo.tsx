// lingo: a smiling speech bubble and a playful wordmark.
// Drawn in apps/web/art/logos/lingo.svg, wordmark outlined by art/outline-logos.mjs.
import src from './lingo.svg?no-inline';
import { logoBoxes } from './logo-boxes';
import { logoImage } from './LogoImage';

export const LingoLogo = logoImage(src, logoBoxes.lingo, 'LingoLogo');
