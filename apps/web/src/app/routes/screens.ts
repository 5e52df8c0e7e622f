// Which module renders each shop screen. Screens every shop shares (processing, results, the
// card form, card check, edit card, splash) come from shared/ and read the shop's profile
// (config/shops/); a flow's folder, named after the flow, holds only the screens of that flow:
// fashion/ (retail and modernmart), gambling/, digital/, ticket/ (museart). Every route of every
// flow has its module (app/routes/route-table.test.tsx renders them all). Every screen is its
// own lazy chunk.
import type { ComponentType } from 'react';
import type { ScreenId } from '../../config/paths';
import { flowRoutes, type ShopFlow } from '../../config/shops';

type ScreenLoader = () => Promise<ComponentType>;
type ScreenModules = Partial<Record<ScreenId, ScreenLoader>>;

const paymentResult: ScreenLoader = async () =>
  (await import('./shared/payment-result-route')).PaymentResultRoute;
const success: ScreenLoader = async () => (await import('./shared/success-route')).SuccessRoute;

/** The screens every shop flow renders the same way, from its rules. */
const sharedScreens: ScreenModules = {
  splash: async () => (await import('./shared/splash-route')).SplashRoute,
  checkout: async () => (await import('./shared/checkout-route')).CheckoutRoute,
  cardCheck: async () => (await import('./shared/card-check-route')).CardCheckRoute,
  editCard: async () => (await import('./shared/edit-card-route')).EditCardRoute,
  processing: async () => (await import('./shared/processing-route')).ProcessingRoute,
  success,
  slowSuccess: success,
  fastSuccess: success,
  error: paymentResult,
  declined: paymentResult,
  addCardFailed: paymentResult,
};

/** The screens only one shop flow has. */
const flowScreens: Record<ShopFlow, ScreenModules> = {
  fashion: {
    plp: async () => (await import('./fashion/plp-route')).PlpRoute,
    pdp: async () => (await import('./fashion/pdp-route')).PdpRoute,
    basket: async () => (await import('./fashion/basket-route')).BasketRoute,
    registerPayment: async () =>
      (await import('./fashion/register-payment-route')).RegisterPaymentRoute,
    account: async () => (await import('./fashion/account-route')).AccountRoute,
  },
  gambling: {
    account: async () => (await import('./gambling/account-route')).AccountRoute,
    addCard: async () => (await import('./gambling/add-card-route')).AddCardRoute,
    addFunds: async () => (await import('./gambling/add-funds-route')).AddFundsRoute,
    withdrawFunds: async () => (await import('./gambling/withdraw-route')).WithdrawRoute,
    withdrawing: async () => (await import('./gambling/withdrawing-route')).WithdrawingRoute,
  },
  digital: {
    account: async () => (await import('./digital/account-route')).AccountRoute,
    replaceCard: async () => (await import('./digital/replace-card-route')).ReplaceCardRoute,
  },
  ticket: {
    orderDetail: async () => (await import('./ticket/order-detail-route')).OrderDetailRoute,
    orderSummary: async () => (await import('./ticket/order-summary-route')).OrderSummaryRoute,
  },
};

/**
 * The module of a shop flow's screen: its own, else the shared one. A screen without one is a
 * programming error (a route added to config/shops/routes.ts without its screen).
 */
export function screenLoader(flow: ShopFlow, screen: ScreenId): ScreenLoader {
  const loader = flowScreens[flow][screen] ?? sharedScreens[screen];
  if (!loader) throw new Error(`The ${flow} flow has no module for its ${screen} screen`);
  return loader;
}

export function loadScreen(flow: ShopFlow, screen: ScreenId): Promise<ComponentType> {
  return screenLoader(flow, screen)();
}

/** Screens from which the shopper can start a journey that talks to the provider. */
const journeyStarts: ReadonlySet<ScreenId> = new Set<ScreenId>([
  'basket',
  'registerPayment',
  'checkout',
  'cardCheck',
  'account',
  'addCard',
  'replaceCard',
  'addFunds',
  'withdrawFunds',
  'orderSummary',
  'processing',
  'withdrawing',
]);

/**
 * On a screen a journey can start from, loads the screens the journey goes on to (processing or
 * withdrawing, then the results) while the shopper is still filling the form, so each paints as
 * soon as the journey reaches it (issue 35: the device sat empty while their code loaded).
 * Splash and product pages load nothing more: that is where a first visit's load is measured.
 */
export function preloadJourneyScreens(flow: ShopFlow, from: ScreenId): void {
  if (!journeyStarts.has(from)) return;
  const next: ScreenId[] = ['processing', 'success', 'declined'];
  // A flow with withdrawals goes on to the withdrawing screen too.
  if (flowRoutes[flow].some((route) => route.screen === 'withdrawing')) next.push('withdrawing');
  for (const screen of next) void screenLoader(flow, screen)().catch(() => undefined);
}
