// What the demo clock and the merchant's billing job share (issue 31): whether a journey is in
// flight (then the clock does not move and the billing job waits), and how a demo time is
// written in the trail.
import type { RootState } from '../../app/store';

/** The shopper's journey in flight, if one is (the journey engine's own states). */
export function shopperJourneyInFlight(state: RootState): string | null {
  if (state.payment.paymentStatus === 'processing') return 'a payment';
  if (state.tokens.tokenStatus === 'processing') return 'a card being saved';
  if (state.payout.payoutStatus === 'withdrawing') return 'a withdrawal';
  return null;
}

/** Anything in flight that time must wait for: the shopper's journey or a renewal. */
export function journeyInFlight(state: RootState): string | null {
  const shopper = shopperJourneyInFlight(state);
  if (shopper) return shopper;
  if (state.billing.running) return "the merchant's billing job";
  return null;
}

/** A demo time as the trail and the screens write it: '3 Feb 2027, 07:21 UTC'. */
export const readableDemoTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC';
