// The express wallets of a shop screen (spec §2: registerPayment's express buttons, the result
// panels' wallets after 'Or'): the ones the shop has there (its route-table entry), when the
// settings and the theme offer express payment (spec §5) — Apple Pay too on devices that are not
// Apple's (spec §1, isApplePayEligible) — paying the cart, with the shop's pages for the outcome:
// its processing screen forwards to {base}/success or {base}/error, which are also PayPal's
// success and failure URLs (spec §2 "Other pages").
import type { ReactNode } from 'react';
import { selectCartTotal } from '../../../features/cart/cart-slice';
import { ExpressWallets } from '../../../features/express';
import {
  selectIsExpressPaymentOffered,
  selectSiteConfig,
} from '../../../features/site-config/site-config-slice';
import { useAppSelector } from '../../../lib/hooks';
import type { ShopContext } from '../use-shop-route';

type Place = 'registerPayment' | 'resultPanel';

/** ours: the heading over registerPayment's wallets. */
export const expressHeading = 'Express checkout';

export function useExpressWallets(shop: ShopContext, place: Place): ReactNode {
  const isOffered = useAppSelector(selectIsExpressPaymentOffered);
  const isApplePayEligible = useAppSelector((state) => selectSiteConfig(state).isApplePayEligible);
  const cartTotal = useAppSelector(selectCartTotal);
  const wallets = shop.rules.express[place].filter(
    (wallet) => wallet !== 'applePay' || isApplePayEligible,
  );
  if (!isOffered || wallets.length === 0) return null;
  // After a result there is only something to offer while the basket holds something.
  if (place === 'resultPanel' && cartTotal <= 0) return null;
  return (
    <ExpressWallets
      wallets={wallets}
      amount={cartTotal}
      brand={shop.themeData.brand.name}
      outcomePath={shop.path('processing')}
      resultPaths={{
        success: shop.path('success'),
        failure: shop.path('error'),
        pending: shop.path('processing'),
        cancel: shop.path(shop.route.screen),
      }}
      heading={place === 'registerPayment' ? expressHeading : undefined}
    />
  );
}
