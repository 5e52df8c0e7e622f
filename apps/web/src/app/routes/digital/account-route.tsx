// {base}/account of the subscription shop (spec §2 Digital): the plan, the saved card and the
// recurring payment. 'Take recurring payment' starts the merchant-initiated payment (the
// journeys' recurringPaymentRequested); once the payment status is 'processing' the
// page hands over to {base}/processing, and the result screens take it from there. Showing the
// account closes a finished token process (spec §4 "Replace card": reset, then account).
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useLeaveTo } from '../../../lib/use-leave-to';
import { BillingStatus } from '../../../features/clock/BillingStatus';
import {
  recurringPaymentRequested,
  selectIsPaymentProcessing,
  selectSubscription,
} from '../../../features/journeys';
import {
  SubscriptionAccount,
  renewalCharge,
  subscriptionCard,
} from '../../../features/subscription';
import { selectSavedTokens, tokenProcessReset } from '../../../features/journeys';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';

export const AccountRoute = shopScreen(function AccountRoute({ shop }) {
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const tokens = useAppSelector(selectSavedTokens);
  const isPaymentProcessing = useAppSelector(selectIsPaymentProcessing);
  const subscription = useAppSelector(selectSubscription);
  useEffect(() => {
    dispatch(tokenProcessReset());
  }, [dispatch]);
  const { plan, brand } = shop.themeData;
  const { recurring, billing } = shop.rules.capabilities;
  useLeaveTo(isPaymentProcessing ? { to: shop.path('processing') } : null);
  // A theme without a plan has nothing to renew: its checkout is where to start.
  if (!plan) return <Navigate to={shop.path(shop.rules.entry)} replace />;
  return (
    <SubscriptionAccount
      brandName={brand.name}
      plan={plan}
      price={formatMoney(plan.price)}
      tokens={tokens}
      card={subscriptionCard(tokens)}
      editCardPath={shop.path('editCard')}
      checkoutPath={shop.path('checkout')}
      billing={billing && <BillingStatus replaceCardPath={shop.path('replaceCard')} />}
      awaitingCard={billing && subscription?.status !== 'active' ? subscription?.status : null}
      onTakeRecurringPayment={
        recurring
          ? (tokenId) =>
              dispatch(recurringPaymentRequested({ tokenId, charge: renewalCharge(plan) }))
          : undefined
      }
    />
  );
});
