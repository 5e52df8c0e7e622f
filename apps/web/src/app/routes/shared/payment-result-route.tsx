// {base}/error, {base}/declined and {base}/addCardfailed (spec §2 "Payment result panel"): the
// panel of the variant in the shop's words, with the shop's way on (its retry rule in the route
// table: the card prompt back to the card form, a button, or museart's continue only) and, where
// the shop has them and the settings offer them, the express wallets after an 'Or'. A result
// sent with transaction type 'withdraw' (navigation state) uses the withdrawal's words and rule.
// Showing it closes the journey: the payment status (the token process; the payout) goes back to
// its default, after the panel has kept the reason to show.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ScreenId } from '../../../config/paths';
import { paymentOutcomeAcknowledged, selectPayment } from '../../../features/journeys';
import { payoutOutcomeAcknowledged, selectPayoutReason } from '../../../features/journeys';
import { resultTexts, type ResultVariant } from '../../../features/result/result-texts';
import { ResultPanel } from '../../../features/result/ResultPanel';
import { selectIsExpressPaymentOffered } from '../../../features/site-config/site-config-slice';
import { selectTokenError, tokenProcessReset } from '../../../features/journeys';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { transactionTypeFromNavigationState } from '../../../lib/navigation-state';
import { shopScreen } from '../shop-screen';
import { retryAction } from './destinations';
import { useExpressWallets } from './use-express-wallets';

function variantOf(screen: ScreenId): ResultVariant {
  if (screen === 'addCardFailed') return 'cardError';
  return screen === 'declined' ? 'declined' : 'error';
}

export const PaymentResultRoute = shopScreen(function PaymentResultRoute({ shop }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isExpressOffered = useAppSelector(selectIsExpressPaymentOffered);
  const variant = variantOf(shop.route.screen);
  const transactionType = transactionTypeFromNavigationState(location.state);
  const isWithdraw = transactionType === 'withdraw' && variant !== 'cardError';
  const paymentError = useAppSelector((state) => selectPayment(state).error);
  const tokenError = useAppSelector(selectTokenError);
  const payoutReason = useAppSelector(selectPayoutReason);
  // Kept from the moment the panel opened: acknowledging clears it from the store.
  const [reason] = useState(
    variant === 'cardError' ? tokenError : isWithdraw ? payoutReason : paymentError,
  );
  const expressOptions = useExpressWallets(shop, 'resultPanel');
  useEffect(() => {
    if (variant === 'cardError') dispatch(tokenProcessReset());
    else if (isWithdraw) dispatch(payoutOutcomeAcknowledged());
    else dispatch(paymentOutcomeAcknowledged());
  }, [dispatch, variant, isWithdraw]);

  return (
    <ResultPanel
      variant={variant}
      texts={resultTexts(shop.rules.messages, variant, transactionType)}
      reason={reason}
      retry={retryAction(shop, variant, transactionType)}
      isExpressOffered={isExpressOffered && shop.rules.express.resultPanel.length > 0}
      expressOptions={expressOptions}
    />
  );
});
