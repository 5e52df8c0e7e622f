// {base}/cardCheck (spec §2, §4 "Card check"): the saved card the previous screen ('Buy Now' in
// the basket, 'Add funds' in gambling) carried in navigation state — or, opened without it (a
// reload keeps it; a typed URL does not), the card chosen in the session. 'Continue with payment'
// starts the stored-card payment with the security code (buyNowPressed) for what the shop is
// paying for; once the payment status is 'processing' the page goes to {base}/processing. No
// saved card: to the shop's idle screen. The journey: buyNowPressed → its row in
// features/journeys/journey-table.ts → flows/pay-with-stored-card-flow.ts.
import { Navigate, useLocation } from 'react-router';
import { useLeaveTo } from '../../../lib/use-leave-to';
import { OrderTotal } from '../../../features/basket/OrderTotal';
import { CardCheckScreen } from '../../../features/checkout/CardCheckScreen';
import { useCardCapture } from '../../../features/checkout/use-card-capture';
import {
  buyNowPressed,
  selectIsPaymentProcessing,
  selectSelectedToken,
  selectSavedTokens,
} from '../../../features/journeys';
import { tokenFromNavigationState } from '../../../lib/navigation-state';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';
import { idleDestination } from './destinations';
import { useCharge } from './use-charge';

export const CardCheckRoute = shopScreen(function CardCheckRoute({ shop }) {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const { charge, itemCount } = useCharge();
  const tokens = useAppSelector(selectSavedTokens);
  const selectedTokenId = useAppSelector(selectSelectedToken);
  const isPaymentProcessing = useAppSelector(selectIsPaymentProcessing);
  const { capture, sdk } = useCardCapture({
    isAddingCard: false,
    isCvcOnly: true,
    styles: shop.themeData.hostedStyles.checkout,
  });
  useLeaveTo(isPaymentProcessing ? { to: shop.path('processing') } : null);
  // The saved list is the truth: navigation state only names the card (and may be stale).
  const wantedId = tokenFromNavigationState(location.state)?.tokenId ?? selectedTokenId;
  const token =
    tokens.find((t) => t.tokenId === wantedId) ?? (tokens.length === 1 ? tokens[0] : undefined);
  if (!token) return <Navigate to={idleDestination(shop).to} replace />;

  return (
    <CardCheckScreen
      key={`${token.tokenId}|${capture}|${sdk?.scriptUrl ?? ''}`}
      token={token}
      capture={capture}
      sdk={sdk}
      total={<OrderTotal itemCount={itemCount} total={formatMoney(charge.amount)} />}
      onContinue={(securityCode) =>
        dispatch(buyNowPressed({ tokenId: token.tokenId, securityCode, charge }))
      }
    />
  );
});
