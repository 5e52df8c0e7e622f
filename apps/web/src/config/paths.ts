// The one typed route table (spec §2 "Screens and routes"). Every path is exact and
// case-sensitive; unknown paths redirect to /landing. Each route carries what the chrome needs:
// its page-title label, its scroll rule, its back-button rule and whether the 'Test Cards' popup
// starts open. Components read these flags; they never test path strings themselves.

export const demoName = 'Smart Journey Demo';

/** Page-title labels, exactly as spec §2 lists them. */
export const pageLabels = {
  root: 'Home',
  landing: 'Demo Homepage',
  logout: 'logout',
  error: 'error',
  splash: 'splash',
  plp: 'Product Listing',
  pdp: 'Product Detail',
  basket: 'basket',
  registerPayment: 'Payment',
  checkout: 'checkout',
  processing: 'Payment Processing',
  success: 'success',
  declined: 'Payment Declined',
  account: 'My Account',
  editCard: 'edit-card',
  addCard: 'add-card',
  replaceCard: 'replace-card',
  addFunds: 'add-funds',
  withdrawFunds: 'withdraw-funds',
  withdrawing: 'withdrawing',
  slowSuccess: 'slowSuccess',
} as const;

/** Top-level routes (no shop theme). */
export const paths = {
  root: { path: '/', label: pageLabels.root },
  landing: { path: '/landing', label: pageLabels.landing },
  error: { path: '/error', label: pageLabels.error },
} as const;

export type PathName = keyof typeof paths;

/** The themes that have a shop under /{theme} (spec §2 "Top level"). */
export const shopThemes = ['modernmart', 'retail', 'gambling', 'digital', 'museart'] as const;
export type ShopTheme = (typeof shopThemes)[number];

export function isShopTheme(value: string): value is ShopTheme {
  return (shopThemes as readonly string[]).includes(value);
}

/** Which screen a route shows; the shop issues replace placeholders screen by screen. */
export type ScreenId =
  | 'splash'
  | 'plp'
  | 'pdp'
  | 'basket'
  | 'registerPayment'
  | 'checkout'
  | 'cardCheck'
  | 'account'
  | 'editCard'
  | 'addCard'
  | 'replaceCard'
  | 'addFunds'
  | 'withdrawFunds'
  | 'processing'
  | 'withdrawing'
  | 'success'
  | 'slowSuccess'
  | 'fastSuccess'
  | 'error'
  | 'declined'
  | 'addCardFailed'
  | 'orderDetail'
  | 'orderSummary';

/** 'keep' restores the position a visitor left the page at; 'reset' starts at the top. */
export type ScrollRule = 'keep' | 'reset';
/** 'history' goes back one step; 'plp' goes to {base}/plp; 'hidden' shows no back button. */
export type BackRule = 'history' | 'plp' | 'hidden';

export interface ShopRoute {
  screen: ScreenId;
  /** Relative to the shop's base: '' is the base itself, '*' the non-exact catch-all. */
  path: string;
  label: string;
  scroll: ScrollRule;
  back: BackRule;
  /** The 'Test Cards' popup starts open here (spec §2 "Navigation bar and chrome"). */
  testCardsOpen: boolean;
  /** The footer logo shows on plp and pdp only. */
  footerLogo: boolean;
  /** The account icon is hidden on this route even where the theme shows it. */
  hideAccountIcon: boolean;
  /** No navigation bar at all (museart success). */
  hideNavigation: boolean;
}

type RouteOptions = Partial<Omit<ShopRoute, 'screen' | 'path' | 'label'>>;

function route(screen: ScreenId, path: string, label: string, options: RouteOptions = {}) {
  // Base and catch-all routes always scroll to the top (spec §2).
  const isBase = path === '' || path === '*';
  return {
    screen,
    path,
    label,
    scroll: isBase ? 'reset' : (options.scroll ?? 'reset'),
    back: options.back ?? 'history',
    testCardsOpen: options.testCardsOpen ?? false,
    footerLogo: options.footerLogo ?? false,
    hideAccountIcon: options.hideAccountIcon ?? false,
    hideNavigation: options.hideNavigation ?? false,
  } satisfies ShopRoute;
}

const L = pageLabels;
const open = { testCardsOpen: true };

/** Result screens every card-payment shop has. */
const resultRoutes = [
  route('processing', 'processing', L.processing),
  route('success', 'success', L.success),
  route('error', 'error', L.error),
  route('declined', 'declined', L.declined),
  // Routes without a label in spec §2 use their path segment as the label.
  route('addCardFailed', 'addCardfailed', 'addCardfailed'),
];

/** The shop flows of spec §2: modernmart and retail share one. */
export const shopFlows = {
  retail: [
    route('splash', '', L.splash),
    route('plp', 'plp', L.plp, { back: 'hidden', footerLogo: true, scroll: 'keep' }),
    route('pdp', 'pdp/:productId', L.pdp, { footerLogo: true }),
    route('basket', 'basket', L.basket),
    route('registerPayment', 'registerPayment', L.registerPayment),
    route('checkout', 'checkout', L.checkout, open),
    route('cardCheck', 'cardCheck', 'cardCheck'),
    route('account', 'account', L.account, { ...open, back: 'plp', scroll: 'keep' }),
    route('editCard', 'account/edit-card', L.editCard),
    ...resultRoutes,
  ],
  gambling: [
    route('splash', '', L.splash),
    route('account', 'account', L.account, { ...open, hideAccountIcon: true, scroll: 'keep' }),
    route('addCard', 'account/add-card', L.addCard, open),
    route('addFunds', 'account/add-funds', L.addFunds),
    route('withdrawFunds', 'account/withdraw-funds', L.withdrawFunds),
    route('editCard', 'account/edit-card', L.editCard),
    route('withdrawing', 'withdrawing', L.withdrawing),
    route('slowSuccess', 'slowSuccess', L.slowSuccess),
    route('fastSuccess', 'fastSuccess', 'fastSuccess'),
    route('cardCheck', 'cardCheck', 'cardCheck'),
    ...resultRoutes,
  ],
  digital: [
    route('checkout', 'checkout', L.checkout, open),
    route('account', 'account', L.account, { ...open, scroll: 'keep' }),
    route('editCard', 'account/edit-card', L.editCard),
    route('replaceCard', 'account/replace-card', L.replaceCard, open),
    ...resultRoutes,
    // The base is a non-exact catch-all showing the splash.
    route('splash', '*', L.splash),
  ],
  ticket: [
    route('orderDetail', 'order-detail', 'order-detail', { back: 'hidden' }),
    route('orderSummary', 'order-summary', 'order-summary', open),
    route('success', 'success', L.success, { hideNavigation: true }),
    route('error', 'error', L.error, { back: 'hidden' }),
    route('declined', 'declined', L.declined, { back: 'hidden' }),
    route('processing', 'processing', L.processing),
    // Other paths under the base show the splash.
    route('splash', '*', L.splash),
  ],
} satisfies Record<string, ShopRoute[]>;

export type ShopFlow = keyof typeof shopFlows;

export const flowOfShop: Record<ShopTheme, ShopFlow> = {
  modernmart: 'retail',
  retail: 'retail',
  gambling: 'gambling',
  digital: 'digital',
  museart: 'ticket',
};

export function shopRoutes(theme: ShopTheme): readonly ShopRoute[] {
  return shopFlows[flowOfShop[theme]];
}

/** The shop's base path, e.g. '/retail'. */
export function shopBase(theme: ShopTheme): string {
  return `/${theme}`;
}

/**
 * The URL of a screen in a shop, e.g. shopPath('retail', 'pdp', { productId: 3 }) →
 * '/retail/pdp/3'. Throws for a screen the shop does not have: that is a programming error.
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

/** "demo name | theme | label" for shop pages, "demo name | label" for the top level. */
export function pageTitle(label: string, themeTitle?: string): string {
  return themeTitle ? `${demoName} | ${themeTitle} | ${label}` : `${demoName} | ${label}`;
}

/** Where each flow's splash 'Enter Site' (digital: start) button leads (spec §2). */
export const flowEntry: Record<ShopFlow, ScreenId> = {
  retail: 'plp',
  gambling: 'account',
  digital: 'checkout',
  ticket: 'orderDetail',
};
