// Sunbaked (retail): a setting sun over the sea and a serif wordmark.
// Drawn in apps/web/art/logos/retail.svg, wordmark outlined by art/outline-logos.mjs.
import src from './retail.svg?no-inline';
import { logoBoxes } from './logo-boxes';
import { logoImage } from './LogoImage';

export const RetailLogo = logoImage(src, logoBoxes.retail, 'RetailLogo');
