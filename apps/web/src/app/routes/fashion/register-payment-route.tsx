// {base}/registerPayment (spec §2): the total with the item count, the way to the card form and
// the shop's express wallets when express payment is allowed.
import { RegisterPaymentScreen } from '../../../features/basket/RegisterPaymentScreen';
import { selectCartTotal, selectItemCount } from '../../../features/cart/cart-slice';
import { useAppSelector } from '../../../lib/hooks';
import { useFormatMoney } from '../../use-money';
import { useExpressWallets } from '../shared/use-express-wallets';
import { shopScreen } from '../shop-screen';

export const RegisterPaymentRoute = shopScreen(function RegisterPaymentRoute({ shop }) {
  const formatMoney = useFormatMoney();
  const itemCount = useAppSelector(selectItemCount);
  const cartTotal = useAppSelector(selectCartTotal);
  const express = useExpressWallets(shop, 'registerPayment');
  return (
    <RegisterPaymentScreen
      itemCount={itemCount}
      total={formatMoney(cartTotal)}
      checkoutPath={shop.path('checkout')}
      express={express}
    />
  );
});
