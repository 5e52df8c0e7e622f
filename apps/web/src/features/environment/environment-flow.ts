// Start-up flow (spec §4 "On startup the environment config is fetched").
import { appStarted } from '../../app/app-events';
import type { AppStartListening } from '../../app/listener';
import {
  environmentConfigFailed,
  environmentConfigLoaded,
  environmentConfigRequested,
} from './environment-slice';

export function listenForEnvironmentConfig(startListening: AppStartListening): void {
  startListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      // Only one start-up fetch at a time: a second appStarted (StrictMode) supersedes the first.
      api.cancelActiveListeners();
      api.dispatch(environmentConfigRequested('try'));
      try {
        const config = await api.extra.providerClient.getEnvironmentConfig('try');
        api.dispatch(environmentConfigLoaded(config));
      } catch (error) {
        api.dispatch(
          environmentConfigFailed(error instanceof Error ? error.message : 'Config request failed'),
        );
      }
    },
  });
}
