// modernmart: a geometric M tile and a lower-case grotesque wordmark.
// Drawn in apps/web/art/logos/modernmart.svg, wordmark outlined by art/outline-logos.mjs.
import src from './modernmart.svg?no-inline';
import { logoBoxes } from './logo-boxes';
import { logoImage } from './LogoImage';

export const ModernmartLogo = logoImage(src, logoBoxes.modernmart, 'ModernmartLogo');
