// What a finished payment or payout adds to the visitor's orders (issue 29): the facts the
// Orders panel lists — shop, amount, how it was paid, the lines it bought — and how the detail
// finds it at the provider again (its API, payment id, status link). Called by the endings
// before anything else changes the cart. A shop that is not one of the five (no theme yet) keeps
// no orders.
import type { AppDispatch, RootState } from '../../app/store';
import { isShopTheme, type ShopTheme } from '../../config/paths';
import { cardBrandName } from '../../lib/saved-cards';
import { orderPlaced } from './events';
import { methodOfLabel, paymentMethodTexts } from './payment-methods';
import type { MaskedCard, OrderItem, OrderMethod, PaymentAuth, PaymentPurpose } from './types';

/** Now on the visitor's demo clock (issue 31): its last answer plus the time since. */
function demoNow(state: RootState): string {
  const { now, readAt } = state.clock;
  return new Date(now ? Date.parse(now) + (Date.now() - readAt) : Date.now()).toISOString();
}

export function maskedCardLabel(card: MaskedCard): string {
  return `${cardBrandName(card.brand)} •••• ${card.lastFour}`;
}

/** The basket's lines, when they add up to what was charged (else the order is one line). */
function itemsOf(state: RootState, amount: number): OrderItem[] {
  const items = state.cart.items.map((item) => ({
    title: item.title,
    amount: item.price * item.quantity,
    quantity: item.quantity,
  }));
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  return total === amount ? items : [];
}

/** Whose order, how it was paid and what for; by default the shop shown and the payment's method. */
export interface OrderPlacing {
  purpose: PaymentPurpose;
  walletName?: string;
  /** The plan's shop, for a payment the merchant took (the shop shown may be another). */
  shop?: ShopTheme;
  method?: OrderMethod;
  /** How the order names its method when the method's kind says too little ('iDEAL'). */
  methodLabel?: string;
}

export function placePaymentOrder(
  state: RootState,
  dispatch: AppDispatch,
  auth: PaymentAuth,
  placing: OrderPlacing,
): void {
  const { purpose, walletName } = placing;
  const shop = placing.shop ?? state.siteConfig.theme;
  if (!isShopTheme(shop)) return;
  const method = placing.method ?? methodOfLabel(state.payment.paymentMethod) ?? 'card';
  const label = placing.methodLabel ?? defaultLabel(auth, method, walletName);
  const handle = method === 'wallet' ? undefined : auth.handle;
  dispatch(
    orderPlaced({
      transactionReference: auth.transactionReference,
      kind: 'payment',
      shop,
      purpose,
      amount: auth.amount,
      currency: auth.currency,
      method,
      methodLabel: label,
      api: handle?.api ?? 'none',
      ...(handle && auth.paymentId ? { paymentId: auth.paymentId } : {}),
      ...(handle?.statusHref ? { statusHref: handle.statusHref } : {}),
      outcome: auth.outcome,
      placedAt: demoNow(state),
      items: purpose === 'basket' || purpose === 'tickets' ? itemsOf(state, auth.amount) : [],
    }),
  );
}

function defaultLabel(
  auth: PaymentAuth,
  method: OrderMethod,
  walletName: string | undefined,
): string {
  if (method === 'wallet') return walletName ?? 'Express wallet';
  if (method === 'hostedPage') return paymentMethodTexts.hostedPage.label;
  return auth.card ? maskedCardLabel(auth.card) : paymentMethodTexts[method].label;
}

export function placePayoutOrder(
  state: RootState,
  dispatch: AppDispatch,
  payout: { transactionReference: string; outcome: string; amount: number; currency: string },
  cardLabel: string,
): void {
  const shop = state.siteConfig.theme;
  if (!isShopTheme(shop)) return;
  dispatch(
    orderPlaced({
      ...payout,
      kind: 'payout',
      shop,
      purpose: 'withdraw',
      method: 'payout',
      methodLabel: cardLabel,
      api: 'none',
      placedAt: demoNow(state),
      items: [],
    }),
  );
}
