// Events of the app as a whole that more than one feature responds to (the journeys' own events,
// the journey reset among them, are features/journeys/events.ts). Each names something that
// happened; the slices decide what it means for them (and ignore what does not apply).
import { createAction } from '@reduxjs/toolkit';
import type { ShopTheme } from '../config/paths';
import type { IntegrationType } from '../themes/theme-types';

/** The app has mounted: start-up work (environment config, pending token deletion) begins. */
export const appStarted = createAction('app/started');

/** A landing card was clicked: the choose-demo flow runs the full reset of spec §4. */
export const demoChosen = createAction<{ theme: ShopTheme; integrationType: IntegrationType }>(
  'app/demoChosen',
);

/** /error 'Back to the demo': the configuration goes back to its defaults. */
export const configurationReset = createAction('app/configurationReset');
