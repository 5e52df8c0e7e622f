// Withdraw to a saved card (spec §4 "Payout and withdrawal", §7 "Fast access payout"; provider-api
// §10; ARCHITECTURE §3 `withdraw`): one fast access payout (Visa Direct / Mastercard Send) of the
// amount to the card's token.
// 1. The amount is checked again (a tampered event or state must move no money): a positive whole
//    number of minor units, at most 10000 (spec §9) and at most the balance.
// 2. POST /payouts/fastAccess with `card/tokenized`; the answer's outcome is the payout's result.
// 3. Approved or received (requested, pending, disbursed, requestReceived, inReview): the balance
//    falls by the amount. Refused or error: it stays. Either way the payout is complete and the
//    withdrawing screen routes on its outcome.
// An error envelope (a 4xx/5xx answer) or a call that never got an answer fails the payout: the
// error screen, balance unchanged. The payout status is dispatched last: the screen navigates on it.
import { providerApis } from '@sjd/contracts';
import { demoName } from '../../../config/paths';
import { newTransactionReference } from '../../../lib/ids';
import { failureEvents } from '../../event-log';
import type { Journey } from '../journey';
import { payoutFamilyOf, reducesBalance } from '../payout-outcome';
import { placePayoutOrder } from '../place-order';
import { savedCardLabel } from '../../../lib/saved-cards';
import { chargeProblem, settleMoney } from '../purpose';
import { payoutCompleted, payoutFailed } from '../slices/payout-slice';
import type { WithdrawRequest } from '../types';
import { selectSavedToken } from '../slices/tokens-slice';

export const withdrawTrigger = 'Withdraw';
const payoutsApi = providerApis.payouts.title;

export async function withdraw(journey: Journey, request: WithdrawRequest): Promise<void> {
  const { api, settings, config } = journey;
  const problem = withdrawalProblem(journey, request);
  if (problem) return refuse(journey, problem);
  const token = selectSavedToken(api.getState(), request.tokenId);
  if (!token) return refuse(journey, 'The saved card is no longer there: nothing was withdrawn.');

  const value = { currency: settings.currency, amount: request.amount };
  const response = await journey.calls.payoutFastAccess({
    transactionReference: newTransactionReference(),
    merchant: { entity: config.entity },
    instruction: {
      narrative: { line1: demoName },
      value,
      payoutInstrument: { type: 'card/tokenized', href: token.tokenPaymentInstrument.href },
    },
  });

  const family = payoutFamilyOf[response.outcome];
  if (reducesBalance(family)) {
    settleMoney(api.dispatch, 'withdraw', request.amount, response.transactionReference);
    journey.note({
      title: `Payout ${response.outcome}`,
      plainText: `${response.outcome}: ${response.transactionReference}`,
      api: payoutsApi,
      icon: family === 'fast' ? 'success' : 'info',
    });
  } else if (family === 'refused') {
    journey.note({
      title: failureEvents.paymentRefused,
      plainText: `Payout refused${response.refusalCode ? ` (${response.refusalCode})` : ''}: nothing was withdrawn.`,
      api: payoutsApi,
      icon: 'error',
    });
  } else {
    journey.note({
      title: failureEvents.paymentFailed,
      plainText: 'The payout ended in error: nothing was withdrawn.',
      api: payoutsApi,
      icon: 'error',
    });
  }
  // The payout joins the visitor's orders (read-only there: a payout has no follow-up actions).
  placePayoutOrder(
    api.getState(),
    api.dispatch,
    { transactionReference: response.transactionReference, outcome: response.outcome, ...value },
    savedCardLabel(token.paymentInstrument),
  );
  api.dispatch(payoutCompleted({ response, ...value }));
}

/** Why the amount cannot be withdrawn (limits of spec §9, the balance), or null. */
function withdrawalProblem(journey: Journey, request: WithdrawRequest): string | null {
  const problem = chargeProblem({ amount: request.amount, purpose: 'withdraw' });
  if (problem) return problem;
  if (request.amount > journey.api.getState().session.accountBalance) {
    return 'The amount is more than the account balance: nothing was withdrawn.';
  }
  return null;
}

/** Ends the journey before any call, with the reason in the terminal. */
function refuse(journey: Journey, problem: string): void {
  journey.note({
    title: failureEvents.paymentFailed,
    plainText: problem,
    api: payoutsApi,
    icon: 'error',
  });
  journey.api.dispatch(payoutFailed({ error: problem }));
}
