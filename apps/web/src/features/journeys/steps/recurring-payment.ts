// A merchant-initiated payment on a subscription's saved card (spec §7 "Card payment
// (merchant-initiated, recurring): customerAgreement type subscription with schemeReference";
// provider-api.md §7 MIT): no FraudSight, no 3DS and no CVC — nobody is there to answer them; the
// scheme reference of the first (customer-initiated) payment tells the issuer this charge belongs
// to the agreed subscription. Taken by the shopper's 'Take recurring payment' (pay-recurring-flow.ts)
// and by the merchant's billing job (billing-flow.ts).
import type { MerchantInitiatedTransaction, Token, Value } from '@sjd/contracts';
import { demoName } from '../../../config/paths';
import { newTransactionReference } from '../../../lib/ids';
import type { PaymentResult } from '../end-journey';
import type { Journey } from '../journey';
import { cardPaymentResult, recordPaymentRequest } from './modular-payment';

const merchantInitiatedPath = '/cardPayments/merchantInitiatedTransactions';

/**
 * Charges the saved card; `forScreens` keeps the request for the shopper's result screens (the
 * billing job, with no shopper watching, does not touch them); `capture` asks the provider to
 * settle it as it authorizes (the billing job, as a merchant with auto-settlement: a renewal is
 * the service delivered, so it is captured, not left to expire).
 */
export async function chargeSubscriptionCard(
  journey: Journey,
  card: Token & { schemeTransactionReference: string },
  value: Value,
  { forScreens, capture }: { forScreens: boolean; capture: boolean },
): Promise<PaymentResult> {
  const payload: MerchantInitiatedTransaction = {
    transactionReference: newTransactionReference(),
    merchant: { entity: journey.config.entity },
    instruction: {
      // The shopper's button authorizes only, as the first payment does; the billing job captures.
      requestAutoSettlement: { enabled: capture },
      narrative: { line1: demoName },
      value,
      paymentInstrument: { type: 'card/token', href: card.tokenPaymentInstrument.href },
      customerAgreement: { type: 'subscription', schemeReference: card.schemeTransactionReference },
    },
  };
  if (forScreens) recordPaymentRequest(journey, merchantInitiatedPath, payload);
  const response = await journey.calls.authorizeRecurringPayment(payload);
  return cardPaymentResult(journey, value, response);
}

/** A card with the scheme reference a recurring payment quotes. */
export const canRecur = (
  card: Token | null | undefined,
): card is Token & { schemeTransactionReference: string } =>
  typeof card?.schemeTransactionReference === 'string' && card.schemeTransactionReference !== '';
