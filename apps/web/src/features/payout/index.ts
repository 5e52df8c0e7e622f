// The payout feature's public face for the screens (spec §4 "Payout and withdrawal"): the event
// that starts a withdrawal, what the withdrawing screen routes on, and the acknowledgement the
// result screens send. The flow and the slice behind it are internal.
export {
  payoutOutcomeAcknowledged,
  withdrawRequested,
  type WithdrawRequest,
} from './payout-events';
export {
  payoutFamilies,
  payoutFamilyOf,
  selectPayoutDestination,
  selectPayoutReason,
  type PayoutFamily,
} from './payout-outcome';
export {
  selectIsWithdrawing,
  selectPayout,
  selectPayoutStatus,
  type PayoutStatus,
} from './payout-slice';
