// How a payment was made, in one table: the label the payment state keeps while it runs (spec §3
// card payment's paymentMethod; §4 "Express demo": 'Express Checkout') and the words the order
// detail uses for an order made that way.
import type { OrderMethod } from './types';

export const paymentMethodTexts: Readonly<Record<OrderMethod, { label: string; detail: string }>> =
  {
    card: { label: 'Card', detail: 'Card' },
    savedCard: { label: 'Saved card', detail: 'Saved card' },
    hostedPage: { label: 'Hosted payment page', detail: 'Hosted payment page' },
    recurring: { label: 'Recurring payment', detail: 'Recurring payment (merchant-initiated)' },
    wallet: { label: 'Express Checkout', detail: 'Express wallet (simulated)' },
    payout: { label: 'Payout', detail: 'Payout to a card' },
    localMethod: {
      label: 'Local payment method',
      detail: "Local payment method (the provider's APMs API)",
    },
  };

/** The kind of method a payment state's label names ('Saved card' → savedCard). */
export function methodOfLabel(label: string): OrderMethod | null {
  // The table's keys are exactly the kinds of method.
  const methods = Object.keys(paymentMethodTexts) as OrderMethod[];
  return methods.find((method) => paymentMethodTexts[method].label === label) ?? null;
}
