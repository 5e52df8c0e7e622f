// The rules of digital's subscription screens (spec §2 Digital, §7 merchant-initiated payment,
// §9 "recurring test amount 1"): what a renewal charges, which saved card the subscription renews
// on, and when a recurring payment can be taken.
import type { Token } from '@sjd/contracts';
import type { PaymentCharge } from '../journeys';
import type { SubscriptionPlan } from '../../themes/theme-types';

/** A renewal charges one period of the plan: 1 unit (spec §9 "recurring test amount 1"). */
export function renewalCharge(plan: SubscriptionPlan): PaymentCharge {
  return { amount: plan.price, purpose: 'renewal' };
}

/** The first payment charges the plan as the cart (spec §3: the plan, quantity 1). */
export function planCharge(plan: SubscriptionPlan): PaymentCharge {
  return { amount: plan.price, purpose: 'basket' };
}

/**
 * The card the subscription renews on: the newest saved card. Replacing the card deletes the
 * others; if a deletion failed, the old card is still listed but no longer charged.
 */
export function subscriptionCard(tokens: readonly Token[]): Token | null {
  return tokens.at(-1) ?? null;
}

/** Why the recurring-payment button is unavailable, or null when a renewal can be taken. */
export function recurringBlockedReason(card: Token | null): string | null {
  if (!card) return 'Subscribe first: a recurring payment needs a saved card.';
  if (!card.schemeTransactionReference) {
    return 'This card has no scheme reference yet: replace it to set up recurring payments.';
  }
  return null;
}
