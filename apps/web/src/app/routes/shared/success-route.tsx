// {base}/success, {base}/slowSuccess and {base}/fastSuccess (spec §2 "Payment result panel"):
// 'Success' with the message of the route's success type (a renewal has its own: it is not an
// order), the cart cleared, and the shop's continue button (its action path and label, from the
// route table). Showing it closes the payment journey (the status goes back to '' for the next
// payment), after keeping its reference.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { cartEmptied } from '../../../features/cart/cart-slice';
import { paymentOutcomeAcknowledged, selectPaymentAuth } from '../../../features/payment';
import { successMessage } from '../../../features/result/result-texts';
import { SuccessPanel } from '../../../features/result/SuccessPanel';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { transactionTypeFromNavigationState } from '../../../lib/navigation-state';
import { shopScreen } from '../shop-screen';

export const SuccessRoute = shopScreen(function SuccessRoute({ shop }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const auth = useAppSelector(selectPaymentAuth);
  const [reference] = useState(auth?.transactionReference ?? null);
  // The order is done: whatever led here (a payment, an express wallet), the basket starts empty.
  useEffect(() => {
    dispatch(cartEmptied());
    dispatch(paymentOutcomeAcknowledged());
  }, [dispatch]);
  const { continueTo, continueLabel } = shop.rules.success;
  return (
    <SuccessPanel
      message={successMessage(
        shop.route.successType ?? 'success',
        transactionTypeFromNavigationState(location.state),
      )}
      reference={reference}
      continueTo={shop.path(continueTo)}
      continueLabel={continueLabel}
    />
  );
});
