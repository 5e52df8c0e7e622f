// Wraps a shop screen so it receives its shop as a prop: the screen's hooks run with a real shop
// (no placeholder theme while the route is unknown), and outside a shop route nothing renders.
// A shop with payouts shows, above any of its screens, that a withdrawal came back (issue 43).
import type { ComponentType } from 'react';
import { FundsNoticeBanner } from '../../features/funds/FundsNoticeBanner';
import { useShopRoute, type ShopContext } from './use-shop-route';

export interface ShopScreenProps {
  shop: ShopContext;
}

export function shopScreen(Screen: ComponentType<ShopScreenProps>): ComponentType {
  function ShopScreen() {
    const shop = useShopRoute();
    if (!shop) return null;
    return (
      <>
        {shop.rules.payout && <FundsNoticeBanner />}
        <Screen shop={shop} />
      </>
    );
  }
  ShopScreen.displayName = `shopScreen(${Screen.displayName ?? Screen.name})`;
  return ShopScreen;
}
