// A recurring payment (spec §4 "Card payment flow: Recurring: take a recurring payment then
// reset"; §7 "Card payment (merchant-initiated, recurring): customerAgreement type subscription
// with schemeReference; amount 1 unit"; provider-api.md §7 MIT; ARCHITECTURE §3 `payRecurring`):
// the merchant charges the subscription's saved card while the learner is away. No FraudSight,
// no 3DS and no CVC — nobody is there to answer them; the scheme reference of the first
// (customer-initiated) payment tells the issuer this charge belongs to the agreed subscription.
// The outcome lands on the result screens like any payment's, and showing them resets it.
import type { MerchantInitiatedTransaction } from '@sjd/contracts';
import { demoName } from '../../../config/paths';
import { newTransactionReference } from '../../../lib/ids';
import type { Journey } from '../journey';
import { failureEvents } from '../../event-log';
import { cardPaymentResult, recordPaymentRequest } from '../steps/modular-payment';
import { chargedValue, finishPayment } from '../end-journey';
import type { RecurringPaymentRequest } from '../types';
import { selectSavedToken } from '../slices/tokens-slice';

export const recurringPaymentTrigger = 'Recurring payment';

const merchantInitiatedPath = '/cardPayments/merchantInitiatedTransactions';

export async function payRecurring(
  journey: Journey,
  request: RecurringPaymentRequest,
): Promise<void> {
  const { purpose } = request.charge;
  const value = chargedValue(journey, request.charge);
  if (!value) return;

  // The subscription's card and the reference its first payment (or verification) returned.
  const token = selectSavedToken(journey.api.getState(), request.tokenId);
  const reference = token?.schemeTransactionReference;
  if (!token || !reference) {
    const error = token
      ? 'The saved card has no scheme reference: subscribe again to set up recurring payments.'
      : 'The subscription has no saved card to charge.';
    journey.note({ title: failureEvents.paymentFailed, plainText: error, api: 'Card Payments' });
    return finishPayment(journey, { kind: 'error', error }, { purpose });
  }

  const payload: MerchantInitiatedTransaction = {
    transactionReference: newTransactionReference(),
    merchant: { entity: journey.config.entity },
    instruction: {
      // As for the first payment: the demo authorizes only.
      requestAutoSettlement: { enabled: false },
      narrative: { line1: demoName },
      value,
      paymentInstrument: { type: 'card/token', href: token.tokenPaymentInstrument.href },
      customerAgreement: { type: 'subscription', schemeReference: reference },
    },
  };
  recordPaymentRequest(journey, merchantInitiatedPath, payload);
  const response = await journey.calls.authorizeRecurringPayment(payload);
  finishPayment(journey, cardPaymentResult(journey, value, response), {
    purpose,
    usedTokenId: token.tokenId,
  });
}
