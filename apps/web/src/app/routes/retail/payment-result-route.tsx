// {base}/error, {base}/declined and {base}/addCardfailed (spec §2 "Payment result panel"): the
// panel of the variant, retrying at {base}/checkout — or, for a card that could not be added, a
// button back to {base}/account. Showing it closes the journey: the payment status (or the token
// process) goes back to its default, after the panel has kept the reason to show.
import { useEffect, useState } from 'react';
import { shopPath, type ScreenId } from '../../../config/paths';
import { paymentOutcomeAcknowledged, selectPayment } from '../../../features/payment';
import { resultTexts, type ResultVariant } from '../../../features/result/result-texts';
import { ResultPanel, type RetryAction } from '../../../features/result/ResultPanel';
import { selectIsExpressPaymentOffered } from '../../../features/site-config/site-config-slice';
import { selectTokenError, tokenProcessReset } from '../../../features/tokens';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { useShopRoute } from '../use-shop-route';

function variantOf(screen: ScreenId | undefined): ResultVariant {
  if (screen === 'addCardFailed') return 'cardError';
  return screen === 'declined' ? 'declined' : 'error';
}

export function PaymentResultRoute() {
  const shop = useShopRoute();
  const dispatch = useAppDispatch();
  const isExpressOffered = useAppSelector(selectIsExpressPaymentOffered);
  const variant = variantOf(shop?.route.screen);
  const paymentError = useAppSelector((state) => selectPayment(state).error);
  const tokenError = useAppSelector(selectTokenError);
  // Kept from the moment the panel opened: acknowledging clears it from the store.
  const [reason] = useState(variant === 'cardError' ? tokenError : paymentError);
  useEffect(() => {
    dispatch(variant === 'cardError' ? tokenProcessReset() : paymentOutcomeAcknowledged());
  }, [dispatch, variant]);

  if (!shop) return null;
  const retry: RetryAction =
    variant === 'cardError'
      ? { kind: 'button', label: 'add card', to: shopPath(shop.theme, 'account') }
      : { kind: 'cardPrompt', to: shopPath(shop.theme, 'checkout') };
  return (
    <ResultPanel
      variant={variant}
      texts={resultTexts(shop.theme, variant)}
      reason={reason}
      retry={retry}
      isExpressOffered={isExpressOffered}
    />
  );
}
