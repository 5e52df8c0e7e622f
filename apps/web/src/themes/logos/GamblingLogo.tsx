// GoalRush (gambling): a shield with a lightning bolt and a condensed capital wordmark.
// Drawn in apps/web/art/logos/gambling.svg, wordmark outlined by art/outline-logos.mjs.
import src from './gambling.svg?no-inline';
import { logoBoxes } from './logo-boxes';
import { logoImage } from './LogoImage';

export const GamblingLogo = logoImage(src, logoBoxes.gambling, 'GamblingLogo');
