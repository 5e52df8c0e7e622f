// {base}/success (spec §2 "Payment result panel"): 'Success', the cart cleared, and Continue
// Shopping back to the listing (the retail flow's action path).
import { useEffect } from 'react';
import { flowEntry, flowOfShop, shopPath } from '../../../config/paths';
import { cartEmptied } from '../../../features/cart/cart-slice';
import { SuccessPanel } from '../../../features/result/SuccessPanel';
import { useAppDispatch } from '../../hooks';
import { useShopRoute } from '../use-shop-route';

export function SuccessRoute() {
  const shop = useShopRoute();
  const dispatch = useAppDispatch();
  // The order is done: whatever led here (a payment, an express wallet), the basket starts empty.
  useEffect(() => {
    dispatch(cartEmptied());
  }, [dispatch]);
  if (!shop) return null;
  return (
    <SuccessPanel
      type="success"
      continueTo={shopPath(shop.theme, flowEntry[flowOfShop[shop.theme]])}
      continueLabel="Continue Shopping"
    />
  );
}
