// The site's paths (spec §2 "Screens and routes"): the top-level routes, the shop themes, the
// screens a shop route can show and what each route tells the chrome (its page-title label, its
// scroll rule, its back-button rule, whether the 'Test Cards' popup starts open). Every path is
// exact and case-sensitive; unknown paths redirect to /landing. Each shop's own routes and rules
// are its profile (config/shops/); components read these flags and never test path strings.

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

/** Which screen a route shows; a screen module renders it (app/routes/screens.ts). */
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
/** Spec §2 "Success panel": the message depends on the type. */
export type SuccessType = 'success' | 'slowSuccess' | 'fastSuccess';

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
  /** The success panel's type on the success screens (spec §2 "Success panel"). */
  successType?: SuccessType;
  /** The 'Test Cards' popup lists the sandbox's payout amounts here (the withdraw screen). */
  testPayoutAmounts: boolean;
}

/** The express wallets (spec §1, §2). */
export type Wallet = 'payPal' | 'applePay' | 'googlePay';

export const wallets: readonly Wallet[] = ['payPal', 'applePay', 'googlePay'];

/** Each wallet's name, also the terminal trigger of its payment. */
export const walletNames: Record<Wallet, string> = {
  payPal: 'PayPal',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
};

/** The shop's base path, e.g. '/retail'. */
export function shopBase(theme: ShopTheme): string {
  return `/${theme}`;
}

/** The shop a path belongs to (the inverse of shopBase): '/retail/plp' → 'retail', else null. */
export function shopOfPath(pathname: string): ShopTheme | null {
  const first = pathname.split('/')[1] ?? '';
  return isShopTheme(first) ? first : null;
}

/** "demo name | theme | label" for shop pages, "demo name | label" for the top level. */
export function pageTitle(label: string, themeTitle?: string): string {
  return themeTitle ? `${demoName} | ${themeTitle} | ${label}` : `${demoName} | ${label}`;
}
