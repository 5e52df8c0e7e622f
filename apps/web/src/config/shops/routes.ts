// The routes of each shop flow (spec §2): the route table the router builds from, one list per
// flow. modernmart and retail share the fashion flow; museart's is the ticket flow.
import { pageLabels, type ScreenId, type ShopRoute } from '../paths';

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
export const flowRoutes = {
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

/** The shop flows of spec §2; each has its folder of screens under app/routes/. */
export type ShopFlow = keyof typeof flowRoutes;
