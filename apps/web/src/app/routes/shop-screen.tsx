// Wraps a shop screen so it receives its shop as a prop: the screen's hooks run with a real shop
// (no placeholder theme while the route is unknown), and outside a shop route nothing renders.
import type { ComponentType } from 'react';
import { useShopRoute, type ShopContext } from './use-shop-route';

export interface ShopScreenProps {
  shop: ShopContext;
}

export function shopScreen(Screen: ComponentType<ShopScreenProps>): ComponentType {
  function ShopScreen() {
    const shop = useShopRoute();
    return shop ? <Screen shop={shop} /> : null;
  }
  ShopScreen.displayName = `shopScreen(${Screen.displayName ?? Screen.name})`;
  return ShopScreen;
}
