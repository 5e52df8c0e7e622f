// The public events of the withdrawal (spec §4 "Payout and withdrawal", §7 INIT_PAYOUT): what
// the withdraw screen dispatches and what the result screens dispatch once they have shown it.
import { createAction } from '@reduxjs/toolkit';

export interface WithdrawRequest {
  /** The saved card the money goes to (a fast access payout to the token). */
  tokenId: string;
  /** Integer minor units, in the site currency. */
  amount: number;
}

/** 'Withdraw' on the withdraw screen: a fast access payout of the amount to the card. */
export const withdrawRequested = createAction<WithdrawRequest>('payout/withdrawRequested');

/** The withdrawal's result screen has been shown: the payout status goes back to 'Not initiated'. */
export const payoutOutcomeAcknowledged = createAction('payout/outcomeAcknowledged');
