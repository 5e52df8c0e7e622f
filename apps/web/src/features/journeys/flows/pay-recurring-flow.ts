// A recurring payment (spec §4 "Card payment flow: Recurring: take a recurring payment then
// reset"; §7 "Card payment (merchant-initiated, recurring): customerAgreement type subscription
// with schemeReference; amount 1 unit"; ARCHITECTURE §3 `payRecurring`): the account's button
// charges the subscription's saved card as the merchant would while the learner is away
// (steps/recurring-payment.ts). The outcome lands on the result screens like any payment's, and
// showing them resets it.
import { failureEvents } from '../../event-log';
import { chargedValue, finishPayment } from '../end-journey';
import type { Journey } from '../journey';
import { selectSavedToken } from '../slices/tokens-slice';
import { canRecur, chargeSubscriptionCard } from '../steps/recurring-payment';
import type { RecurringPaymentRequest } from '../types';

export const recurringPaymentTrigger = 'Recurring payment';

export async function payRecurring(
  journey: Journey,
  request: RecurringPaymentRequest,
): Promise<void> {
  const { purpose } = request.charge;
  const value = chargedValue(journey, request.charge);
  if (!value) return;

  // The subscription's card and the reference its first payment (or verification) returned.
  const token = selectSavedToken(journey.api.getState(), request.tokenId);
  if (!canRecur(token)) {
    const error = token
      ? 'The saved card has no scheme reference: subscribe again to set up recurring payments.'
      : 'The subscription has no saved card to charge.';
    journey.note({ title: failureEvents.paymentFailed, plainText: error, api: 'Card Payments' });
    return finishPayment(journey, { kind: 'error', error }, { purpose });
  }

  const result = await chargeSubscriptionCard(journey, token, value, {
    forScreens: true,
    capture: false,
  });
  finishPayment(journey, result, { purpose, usedTokenId: token.tokenId });
}
