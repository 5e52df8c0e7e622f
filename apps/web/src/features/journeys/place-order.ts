// What a finished payment or payout adds to the visitor's orders (issue 29): the facts the
// Orders panel lists — shop, amount, how it was paid, the lines it bought — and how the detail
// finds it at the provider again (its API, payment id, status link). Called by the endings
// before anything else changes the cart. A shop that is not one of the five (no theme yet) keeps
// no orders.
import type { AppDispatch, RootState } from '../../app/store';
import { isShopTheme } from '../../config/paths';
import { cardBrandName } from '../../lib/saved-cards';
import { orderPlaced } from './slices/orders-slice';
import type { MaskedCard, OrderItem, OrderMethod, PaymentAuth, PaymentPurpose } from './types';

/** The payment-method labels of the payment slice, as the order's kind of method. */
const methodsByLabel: Record<string, OrderMethod> = {
  Card: 'card',
  'Saved card': 'savedCard',
  'Hosted payment page': 'hostedPage',
  'Recurring payment': 'recurring',
  'Express Checkout': 'wallet',
};

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

export function placePaymentOrder(
  state: RootState,
  dispatch: AppDispatch,
  auth: PaymentAuth,
  purpose: PaymentPurpose,
  walletName?: string,
): void {
  const shop = state.siteConfig.theme;
  if (!isShopTheme(shop)) return;
  const method = methodsByLabel[state.payment.paymentMethod] ?? 'card';
  const label =
    method === 'wallet'
      ? (walletName ?? 'Express wallet')
      : method === 'hostedPage'
        ? 'Hosted payment page'
        : auth.card
          ? maskedCardLabel(auth.card)
          : state.payment.paymentMethod || 'Card';
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
