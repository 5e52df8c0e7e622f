// {base}/checkout for the fashion shops (spec §2, §4 "Checkout form"): the total and the card
// form; submitting starts the card payment (the payment feature's cardPaymentSubmitted), and
// once the payment status is 'processing' the page hands over to {base}/processing.
import { Navigate } from 'react-router';
import { shopPath } from '../../../config/paths';
import { OrderTotal } from '../../../features/basket/OrderTotal';
import { selectCartTotal, selectItemCount } from '../../../features/cart/cart-slice';
import { CardForm } from '../../../features/checkout/CardForm';
import { CheckoutScreen } from '../../../features/checkout/CheckoutScreen';
import { useCardCapture } from '../../../features/checkout/use-card-capture';
import { cardPaymentSubmitted, selectIsPaymentProcessing } from '../../../features/payment';
import { themes } from '../../../themes';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { useFormatMoney } from '../../use-money';
import { useShopRoute } from '../use-shop-route';

export function CheckoutRoute() {
  const shop = useShopRoute();
  const theme = themes[shop?.theme ?? 'retail'];
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const itemCount = useAppSelector(selectItemCount);
  const cartTotal = useAppSelector(selectCartTotal);
  const isPaymentProcessing = useAppSelector(selectIsPaymentProcessing);
  const { capture, sdk } = useCardCapture({
    isAddingCard: false,
    isCvcOnly: false,
    styles: theme.hostedStyles.checkout,
  });
  if (!shop) return null;
  if (isPaymentProcessing) return <Navigate to={shopPath(shop.theme, 'processing')} />;
  const total = formatMoney(cartTotal);
  return (
    <CheckoutScreen
      total={<OrderTotal itemCount={itemCount} total={total} />}
      form={
        <CardForm
          // A new capture (settings applied) or SDK script starts a fresh form.
          key={`${capture}|${sdk?.scriptUrl ?? ''}`}
          label="Card payment"
          capture={capture}
          sdk={sdk}
          showRememberDetails={theme.capabilities.rememberDetails}
          submitLabel={`Pay ${total}`}
          blockedReason={
            itemCount > 0 ? null : 'Your basket is empty: add something to pay for first.'
          }
          onSubmit={(submission) => dispatch(cardPaymentSubmitted(submission))}
        />
      }
    />
  );
}
