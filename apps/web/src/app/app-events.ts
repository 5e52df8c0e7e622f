import { createAction } from '@reduxjs/toolkit';

/** The app has mounted: start-up work (fetching the environment config) begins. */
export const appStarted = createAction('app/started');
