// The shops (spec §2): one profile per shop (config/shops/<shop>.ts) with its routes and every
// rule in which the shops differ, and the helpers that read them. Themes (themes/) hold how a
// shop looks; profiles hold how it behaves.
import { currencyCodes, type ThemeName } from '../../themes/theme-types';
import { isShopTheme, shopBase, type ScreenId, type ShopRoute, type ShopTheme } from '../paths';
import { digitalShop } from './digital';
import { gamblingShop } from './gambling';
import { modernmartShop } from './modernmart';
import { museartShop } from './museart';
import { retailShop } from './retail';
import type { ShopCapabilities, ShopProfile } from './shop-profile';

export { flowRoutes, type ShopFlow } from './routes';
export type { ResultMessages, RetryRule, ShopCapabilities, ShopProfile } from './shop-profile';

/** The five shops of spec §2. */
export const shops: Record<ShopTheme, ShopProfile> = {
  retail: retailShop,
  modernmart: modernmartShop,
  gambling: gamblingShop,
  digital: digitalShop,
  museart: museartShop,
};

/**
 * What the themes without a shop offer (the landing's default, the demo shell, the reserved
 * lingo skin): the settings form still reads them when one of them is the configured theme.
 */
export const noShopCapabilities: ShopCapabilities = {
  integrationTypes: ['Modular'],
  currencies: currencyCodes,
  cvcCheck: true,
  expressPayment: 'never',
  accountEditing: true,
  recurring: false,
  billing: false,
  hostedPaymentPage: false,
  settingsForm: true,
  accountIcon: false,
  basket: false,
  rememberDetails: true,
  localPaymentMethods: false,
};

/** The reserved language-learning skin: no CVC check, recurring payments (as digital), no shop to bill in. */
const lingoCapabilities: ShopCapabilities = {
  ...noShopCapabilities,
  cvcCheck: false,
  recurring: true,
};

/** What a theme offers: its shop's capabilities, or the defaults for a theme without a shop. */
export function capabilitiesOf(theme: ThemeName): ShopCapabilities {
  if (isShopTheme(theme)) return shops[theme].capabilities;
  return theme === 'lingo' ? lingoCapabilities : noShopCapabilities;
}

export function shopRoutes(theme: ShopTheme): readonly ShopRoute[] {
  return shops[theme].routes;
}

/**
 * The URL of a screen in a shop, e.g. shopPath('retail', 'pdp', { productId: 3 }) →
 * '/retail/pdp/3'. Throws for a screen the shop does not have: that is a programming error
 * (the route-table test walks every rule of every shop to keep it from happening).
 */
export function shopPath(
  theme: ShopTheme,
  screen: ScreenId,
  params: Record<string, string | number> = {},
): string {
  const target = shopRoutes(theme).find((r) => r.screen === screen);
  if (!target) throw new Error(`The ${theme} shop has no ${screen} screen`);
  const relative = target.path
    .replace('*', '')
    .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
  return relative ? `${shopBase(theme)}/${relative}` : shopBase(theme);
}
