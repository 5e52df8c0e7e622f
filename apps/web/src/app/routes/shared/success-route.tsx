// {base}/success, {base}/slowSuccess and {base}/fastSuccess (spec §2 "Payment result panel"):
// 'Success' with the message of the route's success type, the cart cleared, and the shop's
// continue button (its action path and label, from the route table). Showing it closes the
// payment journey (the status goes back to '' for the next payment), after keeping its reference.
import { useEffect, useState } from 'react';
import { cartEmptied } from '../../../features/cart/cart-slice';
import { paymentOutcomeAcknowledged, selectPaymentAuth } from '../../../features/payment';
import { SuccessPanel } from '../../../features/result/SuccessPanel';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { shopScreen } from '../shop-screen';

export const SuccessRoute = shopScreen(function SuccessRoute({ shop }) {
  const dispatch = useAppDispatch();
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
      type={shop.route.successType ?? 'success'}
      reference={reference}
      continueTo={shop.path(continueTo)}
      continueLabel={continueLabel}
    />
  );
});
