// {base}/basket (spec §2): the cart's lines with their artwork, the saved cards and the footer
// buttons. 'Buy Now' with the CVC check on goes to cardCheck with the card in navigation state;
// with it off it starts the stored-card payment (the journeys' buyNowPressed), and once
// the payment status is 'processing' the basket goes to {base}/processing.
import { useNavigate } from 'react-router';
import { useLeaveTo } from '../../../lib/use-leave-to';
import { BasketScreen } from '../../../features/basket/BasketScreen';
import {
  itemRemoved,
  selectCartItems,
  selectCartTotal,
  selectItemCount,
} from '../../../features/cart/cart-slice';
import { findProductByTitle } from '../../../features/catalog/catalog';
import {
  buyNowPressed,
  selectIsPaymentProcessing,
  selectSelectedToken,
  tokenSelected,
  selectSavedTokens,
} from '../../../features/journeys';
import { selectSiteConfig } from '../../../features/site-config/site-config-slice';
import { cardNavigationState } from '../../../lib/navigation-state';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';

export const BasketRoute = shopScreen(function BasketRoute({ shop }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const items = useAppSelector(selectCartItems);
  const itemCount = useAppSelector(selectItemCount);
  const cartTotal = useAppSelector(selectCartTotal);
  const savedCards = useAppSelector(selectSavedTokens);
  const pickedCardId = useAppSelector(selectSelectedToken);
  const checkCVC = useAppSelector((state) => selectSiteConfig(state).checkCVC);
  const isPaymentProcessing = useAppSelector(selectIsPaymentProcessing);
  const { theme } = shop;
  // Spec §2 basket: "when payment status becomes processing, go to {base}/processing".
  useLeaveTo(isPaymentProcessing ? { to: shop.path('processing') } : null);

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
      pickedCardId={pickedCardId}
      paths={{ plp: shop.path('plp'), registerPayment: shop.path('registerPayment') }}
      onRemove={(id) => dispatch(itemRemoved({ id }))}
      onPickCard={(tokenId) => dispatch(tokenSelected({ tokenId }))}
      onVerifyCard={(token) =>
        navigate(shop.path('cardCheck'), { state: cardNavigationState(token) })
      }
      onPayWithCard={(token) =>
        dispatch(
          buyNowPressed({
            tokenId: token.tokenId,
            charge: { amount: cartTotal, purpose: 'basket' },
          }),
        )
      }
    />
  );
});
