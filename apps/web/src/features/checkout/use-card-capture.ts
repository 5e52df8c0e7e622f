// How a screen captures card data, from the settings (spec §5 "Settings"): Direct or the
// Checkout SDK (Live forces the SDK), and — for the SDK — which script, checkout id, styles and
// session endpoint, from the environment config of the selected environment.
import { useAppSelector } from '../../lib/hooks';
import type { RootState } from '../../app/store';
import type { CheckoutStyles } from '../../themes/theme-types';
import { selectSiteConfig } from '../site-config';
import type { CardCapture } from './card-form-rules';
import type { CheckoutSdkSetup } from './CardForm';
import { checkoutScriptUrl } from './checkout-sdk';
import { sessionEndpoint } from './checkout-session-log';

/** Spec §5: "In Live, integration method forced to Checkout SDK". */
export function selectCardCapture(state: RootState): CardCapture {
  const { environment, clientIntegrationType } = selectSiteConfig(state);
  return environment === 'live' ? 'Checkout' : clientIntegrationType;
}

/** The environment config of the selected environment (null until it has arrived). */
function selectCurrentConfig(state: RootState) {
  const config = state.environment.config;
  return config && config.environment === state.siteConfig.environment ? config : null;
}

interface Purpose {
  isAddingCard: boolean;
  isCvcOnly: boolean;
  styles: CheckoutStyles;
}

export function useCardCapture({ isAddingCard, isCvcOnly, styles }: Purpose): {
  capture: CardCapture;
  sdk: CheckoutSdkSetup | null;
} {
  const capture = useAppSelector(selectCardCapture);
  const integrationType = useAppSelector((state) => selectSiteConfig(state).integrationType);
  const config = useAppSelector(selectCurrentConfig);
  if (capture === 'Direct' || !config) return { capture, sdk: null };
  const scriptUrl = checkoutScriptUrl(config, { integrationType, isAddingCard, isCvcOnly });
  return {
    capture,
    sdk: {
      scriptUrl,
      checkoutId: config.checkoutId,
      styles,
      sessionEndpoint: sessionEndpoint(config.wpBaseUrl, scriptUrl, isCvcOnly ? 'cvc' : 'card'),
    },
  };
}
