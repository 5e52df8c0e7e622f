// Fluenta (digital): two overlapping speech bubbles and a rounded wordmark.
// Drawn in apps/web/art/logos/digital.svg, wordmark outlined by art/outline-logos.mjs.
import src from './digital.svg?no-inline';
import { logoBoxes } from './logo-boxes';
import { logoImage } from './LogoImage';

export const DigitalLogo = logoImage(src, logoBoxes.digital, 'DigitalLogo');
