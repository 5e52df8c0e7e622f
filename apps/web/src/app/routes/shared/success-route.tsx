// {base}/success, {base}/slowSuccess and {base}/fastSuccess (spec §2 "Payment result panel"):
// 'Success' with the message of the route's success type (a renewal has its own: it is not an
// order), the cart cleared, and the shop's continue button (its action path and label, from the
// route table) and 'View order' (issue 29: the Orders panel on this order). Showing it closes the journey that led here — the payment (status back to '') or, with transaction type 'withdraw'
// in navigation state, the payout (status back to 'Not initiated') — after keeping its reference.
// Opened by a shared journey's replay (issue 44), it only shows: the visitor's basket stays.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { cartEmptied } from '../../../features/cart/cart-slice';
import {
  hasFailedCheck,
  paymentOutcomeAcknowledged,
  riskSummary,
  selectPaymentAuth,
} from '../../../features/journeys';
import { payoutOutcomeAcknowledged, selectPayout } from '../../../features/journeys';
import { successTexts } from '../../../features/result/result-texts';
import { SuccessPanel } from '../../../features/result/SuccessPanel';
import { ViewOrderButton } from '../../../features/orders/ViewOrderButton';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import {
  replayFromNavigationState,
  transactionTypeFromNavigationState,
} from '../../../lib/navigation-state';
import { shopScreen } from '../shop-screen';

export const SuccessRoute = shopScreen(function SuccessRoute({ shop }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const transactionType = transactionTypeFromNavigationState(location.state);
  const isWithdraw = transactionType === 'withdraw';
  const isReplay = replayFromNavigationState(location.state) !== null;
  const auth = useAppSelector(selectPaymentAuth);
  const payout = useAppSelector(selectPayout);
  const [reference] = useState(
    (isWithdraw ? payout.response?.transactionReference : auth?.transactionReference) ?? null,
  );
  // Kept like the reference: acknowledging the outcome clears the payment from the store.
  const [risks] = useState(() => {
    const summary = isWithdraw ? null : riskSummary(auth?.riskFactors);
    return summary ? { summary, hasFailedCheck: hasFailedCheck(auth?.riskFactors) } : null;
  });
  useEffect(() => {
    if (isReplay) return;
    if (isWithdraw) {
      dispatch(payoutOutcomeAcknowledged());
      return;
    }
    // The order is done: whatever led here (a payment, an express wallet), the basket starts empty.
    dispatch(cartEmptied());
    dispatch(paymentOutcomeAcknowledged());
  }, [dispatch, isWithdraw, isReplay]);
  const { continueTo, continueLabel } = shop.rules.success;
  return (
    <SuccessPanel
      texts={successTexts(
        shop.rules.messages,
        shop.route.successType ?? 'success',
        transactionType,
      )}
      reference={reference}
      continueTo={shop.path(continueTo)}
      continueLabel={continueLabel}
      extra={<ViewOrderButton reference={reference} />}
      risks={risks}
    />
  );
});
