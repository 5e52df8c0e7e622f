// The one typed route table (spec §2 "Screens and routes"). Every path is exact and
// case-sensitive; unknown paths redirect to /landing. Each route carries what the chrome needs:
// its page-title label, its scroll rule, its back-button rule and whether the 'Test Cards' popup
// starts open. Components read these flags; they never test path strings themselves.
import type { PayoutFamily } from '../features/journeys';

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
    testPayoutAmounts: options.testPayoutAmounts ?? false,
    ...(options.successType ? { successType: options.successType } : {}),
  } satisfies ShopRoute;
}

const L = pageLabels;
const open = { testCardsOpen: true };

/** Result screens every card-payment shop has. */
const resultRoutes = [
  route('processing', 'processing', L.processing),
  route('success', 'success', L.success, { successType: 'success' }),
  route('error', 'error', L.error),
  route('declined', 'declined', L.declined),
  // Routes without a label in spec §2 use their path segment as the label.
  route('addCardFailed', 'addCardfailed', 'addCardfailed'),
];

/** The routes of each shop flow of spec §2: modernmart and retail share one. */
const flowRoutes = {
  fashion: [
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
    route('withdrawFunds', 'account/withdraw-funds', L.withdrawFunds, { testPayoutAmounts: true }),
    route('editCard', 'account/edit-card', L.editCard),
    route('withdrawing', 'withdrawing', L.withdrawing),
    route('slowSuccess', 'slowSuccess', L.slowSuccess, { successType: 'slowSuccess' }),
    route('fastSuccess', 'fastSuccess', 'fastSuccess', { successType: 'fastSuccess' }),
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
    route('success', 'success', L.success, { hideNavigation: true, successType: 'success' }),
    route('error', 'error', L.error, { back: 'hidden' }),
    route('declined', 'declined', L.declined, { back: 'hidden' }),
    route('processing', 'processing', L.processing),
    // Other paths under the base show the splash.
    route('splash', '*', L.splash),
  ],
} satisfies Record<string, ShopRoute[]>;

export type ShopFlow = keyof typeof flowRoutes;

/**
 * How a result panel lets the shopper go on (spec §2 "Payment result panel"):
 * - cardPrompt: a headline and the card-number style prompt back to the card form;
 * - button: one button (a card that could not be added), under the headline for gambling;
 * - continueOnly: a single continue button, no headline and no express options (museart).
 */
export type RetryRule =
  | { kind: 'cardPrompt'; to: ScreenId }
  | { kind: 'button'; label: string; to: ScreenId; withHeadline: boolean }
  | { kind: 'continueOnly'; label: string; to: ScreenId };

/** The express wallets (spec §1, §2). */
export type Wallet = 'payPal' | 'applePay' | 'googlePay';

export const wallets: readonly Wallet[] = ['payPal', 'applePay', 'googlePay'];

/** Each wallet's name, also the terminal trigger of its payment. */
export const walletNames: Record<Wallet, string> = {
  payPal: 'PayPal',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
};

/**
 * A shop's entry in the route table: its routes and every rule in which the shops differ. The
 * shared screens read these fields; nothing outside this table branches on a shop's name.
 */
export interface ShopEntry {
  flow: ShopFlow;
  routes: readonly ShopRoute[];
  /** Where the splash's 'Enter Site' (digital: start) button leads. */
  entry: ScreenId;
  /**
   * Where a screen that needs something under way goes when nothing is (processing opened
   * after a reload, the card check without a saved card).
   */
  idle: ScreenId;
  /**
   * Token status success (spec §2 "{base}/processing"): where an added card goes, and whether
   * the first saved card travels in the navigation state (digital's replace-card).
   */
  cardAdded?: { to: ScreenId; withFirstToken: boolean };
  /** Spec §4 "Add funds": a card added on the way to adding funds goes on to add-funds. */
  cardAddedWhileAddingFunds?: ScreenId;
  /**
   * Spec §4 "Payout and withdrawal": the result screen of each payout outcome family (shops with
   * payouts), reached from {base}/withdrawing with transaction type 'withdraw'.
   */
  payout?: Record<PayoutFamily, ScreenId>;
  /**
   * The result panels' way on, per what failed (spec §2 "Payment result panel"): a payment, a
   * withdrawal (shops with payouts), a renewal the merchant took (shops with recurring
   * payments), a card that could not be added (shops that add cards).
   */
  retry: { payment: RetryRule; withdraw?: RetryRule; renewal?: RetryRule; cardError?: RetryRule };
  /**
   * Spec §4 "Edit card screen", digital: the edit-card screen's main button is 'Replace Card'
   * (to this screen, with the card) until something was edited, then 'Update Card'. Without it
   * the button is 'Update', enabled once something was edited.
   */
  editCardReplace?: ScreenId;
  /** The success panel's continue button: the theme's action path. */
  success: { continueTo: ScreenId; continueLabel: string };
  /**
   * The express wallets of the shop, on registerPayment and after the result panels' 'Or'
   * divider, when express payment is offered (settings and theme, spec §5).
   */
  express: { registerPayment: readonly Wallet[]; resultPanel: readonly Wallet[] };
}

const cardPromptToCheckout: RetryRule = { kind: 'cardPrompt', to: 'checkout' };
/** ours: spec §2 names the button 'add card'; a card error returns to the account. */
const addCardAgain: RetryRule = {
  kind: 'button',
  label: 'add card',
  to: 'account',
  withHeadline: false,
};
/** ours: a failed withdrawal goes back to the account, where the balance and cards are. */
const backToAccount: RetryRule = {
  kind: 'button',
  label: 'my account',
  to: 'account',
  withHeadline: true,
};

function fashionShop(express: ShopEntry['express']): ShopEntry {
  return {
    flow: 'fashion',
    routes: flowRoutes.fashion,
    entry: 'plp',
    idle: 'basket',
    cardAdded: { to: 'account', withFirstToken: false },
    retry: { payment: cardPromptToCheckout, cardError: addCardAgain },
    success: { continueTo: 'plp', continueLabel: 'Continue Shopping' },
    express,
  };
}

/** The one route table: the five shops of spec §2. */
export const shops: Record<ShopTheme, ShopEntry> = {
  // Spec §2: PayPal only in retail; Apple Pay and Google Pay wherever the express section shows.
  retail: fashionShop({
    registerPayment: ['payPal', 'applePay', 'googlePay'],
    resultPanel: ['payPal', 'applePay'],
  }),
  modernmart: fashionShop({
    registerPayment: ['applePay', 'googlePay'],
    resultPanel: ['applePay'],
  }),
  gambling: {
    flow: 'gambling',
    routes: flowRoutes.gambling,
    entry: 'account',
    idle: 'account',
    cardAdded: { to: 'account', withFirstToken: false },
    cardAddedWhileAddingFunds: 'addFunds',
    // Spec §4: approved → fastSuccess; requested, pending, disbursed, requestReceived (and
    // inReview, features/payout) → slowSuccess; refused → declined; error or failed → error.
    payout: { fast: 'fastSuccess', slow: 'slowSuccess', refused: 'declined', error: 'error' },
    retry: {
      // Spec §2: gambling gets a button; its return target is {base}/account/add-card.
      payment: { kind: 'button', label: 'add card', to: 'addCard', withHeadline: true },
      withdraw: backToAccount,
      cardError: addCardAgain,
    },
    success: { continueTo: 'account', continueLabel: 'Back to my account' },
    express: { registerPayment: [], resultPanel: [] },
  },
  digital: {
    flow: 'digital',
    routes: flowRoutes.digital,
    entry: 'checkout',
    idle: 'checkout',
    // Spec §2: digital goes to {base}/account/replace-card with the first token (the only card
    // adding one is replacing the subscription's card); that screen finishes the replacement.
    cardAdded: { to: 'replaceCard', withFirstToken: true },
    retry: {
      payment: cardPromptToCheckout,
      // ours: a refused renewal is the stored card's problem: the prompt replaces the card.
      renewal: { kind: 'cardPrompt', to: 'replaceCard' },
      cardError: addCardAgain,
    },
    editCardReplace: 'replaceCard',
    success: { continueTo: 'account', continueLabel: 'Go to my account' },
    express: { registerPayment: [], resultPanel: [] },
  },
  museart: {
    flow: 'ticket',
    routes: flowRoutes.ticket,
    entry: 'orderDetail',
    idle: 'orderDetail',
    // Spec §2: museart's result panel shows only a continue button.
    retry: { payment: { kind: 'continueOnly', label: 'Continue', to: 'orderDetail' } },
    success: { continueTo: 'orderDetail', continueLabel: 'Book more tickets' },
    express: { registerPayment: [], resultPanel: [] },
  },
};

export function shopRoutes(theme: ShopTheme): readonly ShopRoute[] {
  return shops[theme].routes;
}

/** The shop's base path, e.g. '/retail'. */
export function shopBase(theme: ShopTheme): string {
  return `/${theme}`;
}

/** The shop a path belongs to (the inverse of shopBase): '/retail/plp' → 'retail', else null. */
export function shopOfPath(pathname: string): ShopTheme | null {
  const first = pathname.split('/')[1] ?? '';
  return isShopTheme(first) ? first : null;
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

/** "demo name | theme | label" for shop pages, "demo name | label" for the top level. */
export function pageTitle(label: string, themeTitle?: string): string {
  return themeTitle ? `${demoName} | ${themeTitle} | ${label}` : `${demoName} | ${label}`;
}
