// What a payout's outcome means for the shop (spec §4 "Payout and withdrawal"; provider-api.md
// §10): the family of result screens it routes to, and whether the balance falls. One table, so
// the shop profiles' routing rules (config/shops/, `payout`) map families, never outcome strings.
import type { PayoutOutcome } from '@sjd/contracts';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

/**
 * fast: approved (funds within ~30 minutes); slow: received, funds later; refused: declined by
 * the issuer or scheme; error: the scheme failed, or there was no outcome at all.
 */
export const payoutFamilies = ['fast', 'slow', 'refused', 'error'] as const;
export type PayoutFamily = (typeof payoutFamilies)[number];

export const payoutFamilyOf: Record<PayoutOutcome, PayoutFamily> = {
  approved: 'fast',
  requested: 'slow',
  pending: 'slow',
  disbursed: 'slow',
  requestReceived: 'slow',
  // Not in spec §4's list: the provider holds the payout for review and decides later
  // (approved, refused or error). Until then it is a request received, as for pending.
  inReview: 'slow',
  refused: 'refused',
  error: 'error',
};

/** Spec §4: "Balance reduced … unless error or refused". */
export function reducesBalance(family: PayoutFamily): boolean {
  return family === 'fast' || family === 'slow';
}

/** Where the withdrawing screen goes once the payout is over; null while it runs (or none ran). */
export const selectPayoutDestination = createSelector(
  [
    (state: RootState) => state.payout.payoutStatus,
    (state: RootState) => state.payout.response?.outcome,
  ],
  (status, outcome): PayoutFamily | null => {
    if (status === 'failed') return 'error';
    if (status === 'complete' && outcome) return payoutFamilyOf[outcome];
    return null;
  },
);

/** What a withdrawal's result screen shows as its details: why it was refused or failed. */
export function selectPayoutReason(state: RootState): string | null {
  const { payoutStatus, response, error } = state.payout;
  if (payoutStatus === 'failed') return error;
  if (payoutStatus !== 'complete' || !response) return null;
  if (response.outcome === 'refused') {
    return response.refusalCode ? `Payout refused (${response.refusalCode})` : 'Payout refused';
  }
  return response.outcome === 'error' ? 'Payout error' : null;
}
