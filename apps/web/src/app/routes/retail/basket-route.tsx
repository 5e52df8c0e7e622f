// {base}/basket (spec §2): the cart's lines with their artwork, the saved cards and the footer
// buttons. 'Buy Now' with the CVC check on goes to cardCheck with the card in navigation state;
// with it off it asks the payment flows to pay (buyNowPressed), which route to processing.
import { useNavigate } from 'react-router';
import { shopPath } from '../../../config/paths';
import {
  itemRemoved,
  selectCartItems,
  selectCartTotal,
  selectItemCount,
} from '../../../features/cart/cart-slice';
import { BasketScreen } from '../../../features/basket/BasketScreen';
import { findProductByTitle } from '../../../features/catalog/catalog';
import { selectSiteConfig } from '../../../features/site-config/site-config-slice';
import { selectSavedTokens } from '../../../features/tokens/tokens-slice';
import { cardNavigationState } from '../../../lib/card-navigation';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { buyNowPressed } from '../../shop-events';
import { useFormatMoney } from '../../use-money';
import { useShopRoute } from '../use-shop-route';

export function BasketRoute() {
  const shop = useShopRoute();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const items = useAppSelector(selectCartItems);
  const itemCount = useAppSelector(selectItemCount);
  const cartTotal = useAppSelector(selectCartTotal);
  const savedCards = useAppSelector(selectSavedTokens);
  const checkCVC = useAppSelector((state) => selectSiteConfig(state).checkCVC);
  if (!shop) return null;
  const { theme } = shop;

  const lines = items.map((item) => ({
    id: item.id,
    title: item.title,
    quantity: item.quantity,
    price: formatMoney(item.price),
    image: findProductByTitle(theme, item.title)?.image ?? null,
  }));
  return (
    <BasketScreen
      lines={lines}
      itemCount={itemCount}
      total={formatMoney(cartTotal)}
      savedCards={savedCards}
      checkCVC={checkCVC}
      paths={{ plp: shopPath(theme, 'plp'), registerPayment: shopPath(theme, 'registerPayment') }}
      onRemove={(id) => dispatch(itemRemoved({ id }))}
      onVerifyCard={(token) =>
        navigate(shopPath(theme, 'cardCheck'), { state: cardNavigationState(token) })
      }
      onPayWithCard={(token) => dispatch(buyNowPressed({ tokenId: token.tokenId }))}
    />
  );
}
