// {base}/checkout (spec §2, §4 "Checkout form"): the total and the card form; submitting starts
// the card payment for what the screen charges (the cart, or an amount handed on), and once the
// payment status is 'processing' the page hands over to {base}/processing. 'Remember my details'
// shows where the theme offers it.
import { Navigate } from 'react-router';
import { OrderTotal } from '../../../features/basket/OrderTotal';
import { CardForm } from '../../../features/checkout/CardForm';
import { CheckoutScreen } from '../../../features/checkout/CheckoutScreen';
import { useCardCapture } from '../../../features/checkout/use-card-capture';
import { cardPaymentSubmitted, selectIsPaymentProcessing } from '../../../features/payment';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';
import { useCharge } from './use-charge';

export const CheckoutRoute = shopScreen(function CheckoutRoute({ shop }) {
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const { charge, itemCount } = useCharge();
  const isPaymentProcessing = useAppSelector(selectIsPaymentProcessing);
  const { capture, sdk } = useCardCapture({
    isAddingCard: false,
    isCvcOnly: false,
    styles: shop.themeData.hostedStyles.checkout,
  });
  if (isPaymentProcessing) return <Navigate to={shop.path('processing')} />;
  const total = formatMoney(charge.amount);
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
          showRememberDetails={shop.themeData.capabilities.rememberDetails}
          submitLabel={`Pay ${total}`}
          blockedReason={
            charge.amount > 0 ? null : 'Your basket is empty: add something to pay for first.'
          }
          onSubmit={(submission) => dispatch(cardPaymentSubmitted({ ...submission, charge }))}
        />
      }
    />
  );
});
