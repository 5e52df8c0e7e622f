// Spec §4 "Choosing a demo card triggers in order: delete all tokens, reset card payment,
// payment, 3DS, fraud check, set a flag true, clear terminal, empty cart, init default
// configuration, generate namespace, set theme, set integration type, show info window."
// One flow for the one event the landing card dispatches; the card's link then opens /{theme}.
import { demoChosen } from '../../lib/app-events';
import { paymentJourneyReset } from '../journeys';
import type { AppStartListening } from '../../lib/listener';
import { cartEmptied } from '../cart';
import { terminalCleared } from '../event-log';
import { namespaceGenerated } from '../journeys';
import {
  demoInitialisationFinished,
  demoInitialisationStarted,
  integrationTypeSelected,
  siteConfigDefaultsRestored,
  themeSelected,
} from '../site-config';
import { allTokensDeletionRequested, selectIsDeletingAllTokens } from '../journeys';
import { infoWindowShown } from './app-wrapper-slice';

export function listenForDemoChoice(startListening: AppStartListening): void {
  startListening({
    actionCreator: demoChosen,
    effect: async (action, api) => {
      // A second click supersedes the first; the steps below are cheap to repeat.
      api.cancelActiveListeners();
      const { theme, integrationType } = action.payload;

      // The previous shopper's saved cards go first (the flag persists until they are gone).
      api.dispatch(allTokensDeletionRequested());
      // Card payment, payment, 3DS and fraud-check state of the previous demo.
      api.dispatch(paymentJourneyReset());
      // The flag: a demo is being set up until the token clean-up has finished.
      api.dispatch(demoInitialisationStarted());
      api.dispatch(terminalCleared());
      api.dispatch(cartEmptied());
      api.dispatch(siteConfigDefaultsRestored());
      // A fresh namespace: tokens of earlier visits cannot show up in this demo.
      api.dispatch(namespaceGenerated());
      api.dispatch(themeSelected(theme));
      api.dispatch(integrationTypeSelected(integrationType));
      api.dispatch(infoWindowShown());

      // condition() waits for a later action, so check the state first: deletion may be done.
      if (selectIsDeletingAllTokens(api.getState())) {
        await api.condition((_action, state) => !selectIsDeletingAllTokens(state));
      }
      api.dispatch(demoInitialisationFinished());
    },
  });
}
