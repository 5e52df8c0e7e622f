// {base}/registerPayment (spec §2): the total with the item count and the way to the card form.
import { RegisterPaymentScreen } from '../../../features/basket/RegisterPaymentScreen';
import { selectCartTotal, selectItemCount } from '../../../features/cart/cart-slice';
import { useAppSelector } from '../../../lib/hooks';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';

export const RegisterPaymentRoute = shopScreen(function RegisterPaymentRoute({ shop }) {
  const formatMoney = useFormatMoney();
  const itemCount = useAppSelector(selectItemCount);
  const cartTotal = useAppSelector(selectCartTotal);
  return (
    <RegisterPaymentScreen
      itemCount={itemCount}
      total={formatMoney(cartTotal)}
      checkoutPath={shop.path('checkout')}
    />
  );
});
