// The express dialog's events (spec §4 "Express demo"): the demo sheet came to its end — the
// video ended (desktop, and every wallet but Google Pay on mobile) or Google Pay's mobile image
// dialog ran its 6000 ms. The wallet flow waits for it; the viewer's PayPal outcome rides along.
import { createAction } from '@reduxjs/toolkit';
import type { Wallet } from '../../config/paths';

/** approved: the shopper paid in the sheet; failed: PayPal sent them to the failure URL. */
export type SheetOutcome = 'approved' | 'failed';

export const walletSheetFinished = createAction<{ wallet: Wallet; outcome: SheetOutcome }>(
  'express/walletSheetFinished',
);
