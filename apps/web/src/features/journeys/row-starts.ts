// Whether a row's start event started something (journey-table.ts `started`): the slices take
// the events they can (a payment not already processing, a card not already being edited, an
// order open and ready, one clock move at a time, …) and refuse the rest; a row runs only when
// its slice took the event, so a double submit starts nothing.
import type { RootState } from '../../app/store';
import { isRenewalDue } from './flows/billing-flow';

/** A payment journey starts when the payment slice took the event (status now 'processing'). */
export const paymentStarted = (before: RootState, after: RootState) =>
  before.payment.paymentStatus !== 'processing' && after.payment.paymentStatus === 'processing';

/** A withdrawal starts when the payout slice took the event (payout status 'withdrawing'). */
export const withdrawalStarted = (before: RootState, after: RootState) =>
  before.payout.payoutStatus !== 'withdrawing' && after.payout.payoutStatus === 'withdrawing';

/** A token journey starts when the tokens slice took the event (token status 'processing'). */
export const tokenProcessStarted = (before: RootState, after: RootState) =>
  before.tokens.tokenStatus !== 'processing' && after.tokens.tokenStatus === 'processing';

/** The tokens slice took the edit: the card is the one being updated (or deleted) now. */
export const cardEditStarted =
  (field: 'updatingTokenId' | 'deletingTokenId') =>
  (before: RootState, after: RootState, { tokenId }: { tokenId: string }) =>
    before.tokens[field] === null && after.tokens[field] === tokenId;

/** The orders slice took it: the order is open and being read (or an action sent). */
export const orderReadingStarted = (
  _before: RootState,
  after: RootState,
  p: { reference: string },
) => after.orders.openReference === p.reference && after.orders.status === 'loading';
export const orderActionStarted = (before: RootState, after: RootState, p: { reference: string }) =>
  before.orders.status !== 'acting' &&
  after.orders.status === 'acting' &&
  after.orders.openReference === p.reference;

/** The clock slice took the move (one at a time). */
export const clockMoveTaken = (before: RootState, after: RootState) =>
  before.clock.status !== 'moving' && after.clock.status === 'moving';

/** The inspector's slice took it: a Resend not already under way, a scenario on a free order. */
export const resendTaken = (before: RootState, after: RootState, p: { eventId: string }) =>
  !before.webhookTools.resend[p.eventId]?.isSending &&
  after.webhookTools.resend[p.eventId]?.isSending === true;
export const scenarioTaken = (
  before: RootState,
  _after: RootState,
  p: { transactionReference: string },
) => !before.webhookTools.scenarios[p.transactionReference]?.busy;
export const faultsKnown = (_before: RootState, after: RootState) =>
  after.webhookTools.faults.faults !== null;

/** A renewal or dunning retry the demo clock has reached, with none under way. */
export const renewalDue = (_before: RootState, after: RootState) => isRenewalDue(after);
