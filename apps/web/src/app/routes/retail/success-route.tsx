// {base}/success (spec §2 "Payment result panel"): 'Success', the cart cleared, and Continue
// Shopping back to the listing (the retail flow's action path). Showing it closes the payment
// journey (the status goes back to '' for the next payment), after keeping its reference.
import { useEffect, useState } from 'react';
import { flowEntry, flowOfShop, shopPath } from '../../../config/paths';
import { cartEmptied } from '../../../features/cart/cart-slice';
import { paymentOutcomeAcknowledged, selectPaymentAuth } from '../../../features/payment';
import { SuccessPanel } from '../../../features/result/SuccessPanel';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { useShopRoute } from '../use-shop-route';

export function SuccessRoute() {
  const shop = useShopRoute();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectPaymentAuth);
  const [reference] = useState(auth?.transactionReference ?? null);
  // The order is done: whatever led here (a payment, an express wallet), the basket starts empty.
  useEffect(() => {
    dispatch(cartEmptied());
    dispatch(paymentOutcomeAcknowledged());
  }, [dispatch]);
  if (!shop) return null;
  return (
    <SuccessPanel
      type="success"
      reference={reference}
      continueTo={shopPath(shop.theme, flowEntry[flowOfShop[shop.theme]])}
      continueLabel="Continue Shopping"
    />
  );
}
