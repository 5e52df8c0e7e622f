// {base}/cardCheck for the fashion shops (spec §2, §4 "Card check"): the saved card the basket's
// 'Buy Now' carried in navigation state — or, opened without it (a reload keeps it; a typed URL
// does not), the card chosen in the basket. 'Continue with payment' starts the stored-card
// payment with the security code (buyNowPressed); once the payment status is 'processing' the
// page goes to {base}/processing. No saved card: back to the basket.
import { Navigate, useLocation } from 'react-router';
import { shopPath } from '../../../config/paths';
import { OrderTotal } from '../../../features/basket/OrderTotal';
import { selectCartTotal, selectItemCount } from '../../../features/cart/cart-slice';
import { CardCheckScreen } from '../../../features/checkout/CardCheckScreen';
import { useCardCapture } from '../../../features/checkout/use-card-capture';
import { buyNowPressed, selectIsPaymentProcessing } from '../../../features/payment';
import { selectSelectedToken } from '../../../features/session/session-slice';
import { selectSavedTokens } from '../../../features/tokens';
import { tokenFromNavigationState } from '../../../lib/card-navigation';
import { themes } from '../../../themes';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { useFormatMoney } from '../../use-money';
import { useShopRoute } from '../use-shop-route';

export function CardCheckRoute() {
  const shop = useShopRoute();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const theme = themes[shop?.theme ?? 'retail'];
  const tokens = useAppSelector(selectSavedTokens);
  const selectedTokenId = useAppSelector(selectSelectedToken);
  const itemCount = useAppSelector(selectItemCount);
  const cartTotal = useAppSelector(selectCartTotal);
  const isPaymentProcessing = useAppSelector(selectIsPaymentProcessing);
  const { capture, sdk } = useCardCapture({
    isAddingCard: false,
    isCvcOnly: true,
    styles: theme.hostedStyles.checkout,
  });
  if (!shop) return null;
  if (isPaymentProcessing) return <Navigate to={shopPath(shop.theme, 'processing')} />;
  // The saved list is the truth: navigation state only names the card (and may be stale).
  const wantedId = tokenFromNavigationState(location.state)?.tokenId ?? selectedTokenId;
  const token =
    tokens.find((t) => t.tokenId === wantedId) ?? (tokens.length === 1 ? tokens[0] : undefined);
  if (!token) return <Navigate to={shopPath(shop.theme, 'basket')} replace />;

  return (
    <CardCheckScreen
      key={`${token.tokenId}|${capture}|${sdk?.scriptUrl ?? ''}`}
      token={token}
      capture={capture}
      sdk={sdk}
      total={<OrderTotal itemCount={itemCount} total={formatMoney(cartTotal)} />}
      onContinue={(securityCode) =>
        dispatch(buyNowPressed({ tokenId: token.tokenId, securityCode }))
      }
    />
  );
}
