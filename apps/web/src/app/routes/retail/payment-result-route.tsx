// {base}/error, {base}/declined and {base}/addCardfailed (spec §2 "Payment result panel"): the
// panel of the variant, retrying at {base}/checkout — or, for a card that could not be added, a
// button back to {base}/account.
import { shopPath, type ScreenId } from '../../../config/paths';
import { resultTexts, type ResultVariant } from '../../../features/result/result-texts';
import { ResultPanel, type RetryAction } from '../../../features/result/ResultPanel';
import { selectIsExpressPaymentOffered } from '../../../features/site-config/site-config-slice';
import { useAppSelector } from '../../hooks';
import { useShopRoute } from '../use-shop-route';

function variantOf(screen: ScreenId): ResultVariant {
  if (screen === 'addCardFailed') return 'cardError';
  return screen === 'declined' ? 'declined' : 'error';
}

export function PaymentResultRoute() {
  const shop = useShopRoute();
  const isExpressOffered = useAppSelector(selectIsExpressPaymentOffered);
  if (!shop) return null;
  const variant = variantOf(shop.route.screen);
  const retry: RetryAction =
    variant === 'cardError'
      ? { kind: 'button', label: 'add card', to: shopPath(shop.theme, 'account') }
      : { kind: 'cardPrompt', to: shopPath(shop.theme, 'checkout') };
  return (
    <ResultPanel
      variant={variant}
      texts={resultTexts(shop.theme, variant)}
      retry={retry}
      isExpressOffered={isExpressOffered}
    />
  );
}
