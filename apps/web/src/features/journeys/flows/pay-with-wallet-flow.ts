// Pay with an express wallet (spec §1, §4 "Express demo", §7): simulated with canned answers —
// no request leaves the site. Reads top to bottom:
// 1. on play (the dialog's sheet started; the payment method is now 'Express Checkout') the
//    wallet's authorisation (CREATE_…_AUTH) is recorded as canned, simulated exchanges naming
//    the endpoints of the environment config;
// 2. the journey waits for the dialog: the sheet came to its end, or the dialog was closed;
// 3. closed first: the payment slice has dropped the payment (the cart stays, nothing is paid),
//    the trail says so and the journey ends;
// 4. ended: PayPal sent the shopper back to one of the shop's result URLs (the viewer picked
//    approve or fail) and the payment is queried; an approved payment is authorized with purpose
//    'wallet' (the cart empties; the shop shows {base}/success), a failed one ends as an error
//    ({base}/error, PayPal's failure URL).
import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { walletNames, type Wallet } from '../../../config/paths';
import { newTransactionReference } from '../../../lib/ids';
import type { ApiEvent } from '../../event-log';
import { chargedValue, finishPayment } from '../end-journey';
import { walletPaymentCancelled, walletPaymentStarted, walletSheetFinished } from '../events';
import type { Journey } from '../journey';
import {
  payPalQuery,
  walletActions,
  walletAuthorisation,
  type SimulatedExchange,
} from '../steps/wallet-calls';
import type { WalletPaymentRequest } from '../types';

/** The start event of one wallet's journey (a journey row per wallet, each its own trigger). */
export function walletPaymentStartedWith(wallet: Wallet) {
  return {
    type: walletPaymentStarted.type,
    match: (action: unknown): action is { type: string; payload: WalletPaymentRequest } =>
      walletPaymentStarted.match(action) && action.payload.wallet === wallet,
  };
}

/** Records a canned exchange as the terminal shows real ones: request, then response. */
function recordSimulated(journey: Journey, exchange: SimulatedExchange): void {
  const { title, api, method, url } = exchange;
  const common = { title, api, method, url, simulated: true } as const;
  const record = (event: ApiEvent) => journey.record(event);
  record({ ...common, type: 'request', icon: 'request', body: exchange.request });
  record({
    ...common,
    type: 'response',
    icon: 'response',
    status: exchange.status,
    body: exchange.response,
  });
}

export async function payWithWallet(
  journey: Journey,
  request: WalletPaymentRequest,
): Promise<void> {
  const { wallet, charge, resultUrls } = request;
  const name = walletNames[wallet];
  const value = chargedValue(journey, charge);
  if (!value) return;

  // 1. The wallet's authorisation, as a real integration would make it.
  journey.note({
    title: `${walletActions[wallet]} (simulated)`,
    plainText:
      `${name} is simulated: the demo shows the calls a real integration makes, with canned ` +
      'answers, and sends none of them.',
    api: name,
  });
  const transactionReference = newTransactionReference();
  const created = walletAuthorisation(wallet, {
    config: journey.config,
    value,
    transactionReference,
    resultUrls,
    siteOrigin: request.siteOrigin,
  });
  for (const exchange of created) recordSimulated(journey, exchange);

  // 2. The sheet plays in the dialog; its end (or the dialog closing) decides.
  const ended = await journey.api.take(
    (action: UnknownAction) =>
      isAnyOf(walletSheetFinished, walletPaymentCancelled)(action) &&
      action.payload.wallet === wallet,
  );
  const action = ended?.[0];
  if (!action || !walletSheetFinished.match(action)) {
    // 3. The slice dropped the payment when the dialog closed.
    journey.note({
      title: 'Payment cancelled',
      plainText: `The ${name} sheet was closed before paying: nothing was charged and the basket is kept.`,
      api: name,
      icon: 'warning',
    });
    return;
  }

  // 4. The sheet's outcome.
  const approved = action.payload.outcome === 'approved';
  if (wallet === 'payPal') {
    const back = approved ? resultUrls.success : resultUrls.failure;
    journey.note({
      title: approved ? 'Shopper approved the payment' : 'Payment failed at PayPal',
      plainText: `PayPal sent the shopper back to the ${approved ? 'successURL' : 'failureURL'}: ${back}`,
      api: name,
      icon: approved ? 'info' : 'error',
    });
    const [payment] = created;
    if (payment) recordSimulated(journey, payPalQuery(payment, approved));
  }
  if (!approved) {
    finishPayment(
      journey,
      { kind: 'error', error: 'PayPal returned the shopper to the failure URL (simulated).' },
      { purpose: charge.purpose },
    );
    return;
  }
  finishPayment(
    journey,
    {
      kind: 'authorized',
      auth: {
        outcome: 'authorized',
        transactionReference,
        amount: value.amount,
        currency: value.currency,
      },
    },
    { purpose: charge.purpose, walletName: name },
  );
}
