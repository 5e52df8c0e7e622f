// Spec §4 "Apply Settings: resets card payment, payment, 3DS, fraud state and terminal log,
// stores the new defaults and navigates to /{theme}". The site-config slice stores the settings
// itself; the settings panel navigates; this flow does the resets.
import { paymentJourneyReset } from '../journeys';
import type { AppStartListening } from '../../lib/listener';
import { terminalCleared } from '../event-log';
import { settingsApplied } from '../site-config';

export function listenForAppliedSettings(startListening: AppStartListening): void {
  startListening({
    actionCreator: settingsApplied,
    effect: (_action, api) => {
      api.dispatch(paymentJourneyReset());
      api.dispatch(terminalCleared());
    },
  });
}
