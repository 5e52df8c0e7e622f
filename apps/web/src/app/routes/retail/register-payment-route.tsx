// {base}/registerPayment (spec §2): the total with the item count and the way to the card form.
import { shopPath } from '../../../config/paths';
import { RegisterPaymentScreen } from '../../../features/basket/RegisterPaymentScreen';
import { selectCartTotal, selectItemCount } from '../../../features/cart/cart-slice';
import { useAppSelector } from '../../hooks';
import { useFormatMoney } from '../../use-money';
import { useShopRoute } from '../use-shop-route';

export function RegisterPaymentRoute() {
  const shop = useShopRoute();
  const formatMoney = useFormatMoney();
  const itemCount = useAppSelector(selectItemCount);
  const cartTotal = useAppSelector(selectCartTotal);
  if (!shop) return null;
  return (
    <RegisterPaymentScreen
      itemCount={itemCount}
      total={formatMoney(cartTotal)}
      checkoutPath={shopPath(shop.theme, 'checkout')}
    />
  );
}
