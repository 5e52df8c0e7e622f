// {base}/checkout (spec §2, §4 "Checkout form"): the total and the card form; submitting starts
// the card payment for what the screen charges (the cart, or an amount handed on), and once the
// payment status is 'processing' the page hands over to {base}/processing. 'Remember my details'
// shows where the theme offers it.
// A theme that sells a subscription plan (digital) makes the plan the cart and shows it; its
// first payment always keeps the card (a subscription needs it), as the subscription's
// customer-initiated first payment, so there is no 'remember my details' to choose.
import { useLeaveTo } from '../../../lib/use-leave-to';
import { OrderTotal } from '../../../features/basket/OrderTotal';
import { CardForm } from '../../../features/checkout/CardForm';
import { CheckoutScreen } from '../../../features/checkout/CheckoutScreen';
import { useCardCapture } from '../../../features/checkout/use-card-capture';
import {
  cardPaymentSubmitted,
  localPaymentStarted,
  selectIsPaymentProcessing,
} from '../../../features/journeys';
import { OtherWaysToPay } from '../../../features/local-methods';
import { selectAreLocalMethodsOffered, selectCurrency } from '../../../features/site-config';
import { PlanCard, planCharge, usePlanInCart } from '../../../features/subscription';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';
import { useCharge } from './use-charge';

export const CheckoutRoute = shopScreen(function CheckoutRoute({ shop }) {
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const { plan } = shop.themeData;
  usePlanInCart(plan);
  const cartCharge = useCharge();
  const isPaymentProcessing = useAppSelector(selectIsPaymentProcessing);
  const { capture, sdk } = useCardCapture({
    isAddingCard: false,
    isCvcOnly: false,
    styles: shop.themeData.hostedStyles.checkout,
  });
  useLeaveTo(isPaymentProcessing ? { to: shop.path('processing') } : null);
  const charge = plan ? planCharge(plan) : cartCharge.charge;
  const total = formatMoney(charge.amount);
  const currency = useAppSelector(selectCurrency);
  const areLocalMethodsOffered = useAppSelector(selectAreLocalMethodsOffered) && !plan;
  const blockedReason =
    charge.amount > 0 ? null : 'Your basket is empty: add something to pay for first.';
  return (
    <CheckoutScreen
      total={
        plan ? (
          <PlanCard plan={plan} price={total} />
        ) : (
          <OrderTotal itemCount={cartCharge.itemCount} total={total} />
        )
      }
      note={
        plan &&
        `Your card is kept for the ${plan.period}ly renewals: a subscription needs it. You can replace it from your account.`
      }
      form={
        <CardForm
          // A new capture (settings applied) or SDK script starts a fresh form.
          key={`${capture}|${sdk?.scriptUrl ?? ''}`}
          label="Card payment"
          capture={capture}
          sdk={sdk}
          showRememberDetails={!plan && shop.rules.capabilities.rememberDetails}
          submitLabel={plan ? `Subscribe · ${total} a ${plan.period}` : `Pay ${total}`}
          blockedReason={blockedReason}
          onSubmit={(submission) =>
            dispatch(
              cardPaymentSubmitted({
                ...submission,
                charge,
                ...(plan ? { saveDetails: true, agreement: 'subscription' } : {}),
              }),
            )
          }
        />
      }
      other={
        areLocalMethodsOffered && (
          <OtherWaysToPay
            // Another currency starts afresh (its countries and methods differ).
            key={currency}
            currency={currency}
            total={total}
            blockedReason={blockedReason}
            onPay={(request) =>
              dispatch(
                localPaymentStarted({ ...request, charge, siteOrigin: window.location.origin }),
              )
            }
          />
        )
      }
    />
  );
});
