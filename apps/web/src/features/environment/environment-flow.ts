// Start-up flow (spec §4 "On startup the environment config is fetched"), and again whenever the
// visitor switches between the 'try' and 'Live' environments in the settings.
import { appStarted } from '../../lib/app-events';
import type { AppStartListening } from '../../lib/listener';
import {
  environmentConfigFailed,
  environmentConfigLoaded,
  environmentConfigRequested,
} from './environment-slice';

export function listenForEnvironmentConfig(startListening: AppStartListening): void {
  startListening({
    predicate: (action, state, original) =>
      appStarted.match(action) || state.siteConfig.environment !== original.siteConfig.environment,
    effect: async (_action, api) => {
      // Only one fetch at a time: a newer one (StrictMode, a quick switch) supersedes the first.
      api.cancelActiveListeners();
      const environment = api.getState().siteConfig.environment;
      api.dispatch(environmentConfigRequested(environment));
      try {
        // The chrome's own reading (not a step of a journey): nothing is recorded in the trail.
        const server = api.extra.demoServer.connect({ environment, signal: api.signal });
        const config = await api.pause(server.config());
        api.dispatch(environmentConfigLoaded(config));
      } catch (error) {
        // Superseded by a newer fetch: that one reports.
        if (api.signal.aborted) return;
        api.dispatch(
          environmentConfigFailed(error instanceof Error ? error.message : 'Config request failed'),
        );
      }
    },
  });
}
