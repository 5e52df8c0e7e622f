// The payments' calls (spec §7): Card Payments (customer- and merchant-initiated), the Payments
// API and its follow-up actions, the hosted payment page and the fast access payout.
import {
  cardPaymentResponseSchema,
  hostedPaymentPageResponseSchema,
  payoutResponseSchema,
} from '@sjd/contracts';
import type { ProviderCalls } from '../provider-types';
import { endpointOfAction, wp, type Exchange } from './exchange';

type PaymentCalls = Pick<
  ProviderCalls,
  | 'authorizeCardPayment'
  | 'authorizeRecurringPayment'
  | 'createPayment'
  | 'followPaymentAction'
  | 'createPaymentPage'
  | 'payoutFastAccess'
>;

export function paymentCalls({ bodyOf, payments }: Exchange): PaymentCalls {
  return {
    authorizeCardPayment: (payload) =>
      bodyOf(
        wp(
          'cardPaymentCit',
          'Card payment',
          'POST',
          '/cardPayments/customerInitiatedTransactions',
          payload,
        ),
        cardPaymentResponseSchema,
        [201],
      ),
    authorizeRecurringPayment: (payload) =>
      bodyOf(
        wp(
          'cardPaymentMit',
          'Recurring card payment',
          'POST',
          '/cardPayments/merchantInitiatedTransactions',
          payload,
        ),
        cardPaymentResponseSchema,
        [201],
      ),
    createPayment: (payload) => payments('Payment', 'payment', 'POST', '/api/payments', payload),
    followPaymentAction: (title, action, payload) =>
      payments(title, endpointOfAction(action.href), action.method, action.href, payload),
    createPaymentPage: (payload) =>
      bodyOf(
        {
          route: 'hpp',
          endpoint: 'createPaymentPage',
          title: 'Create payment page',
          method: 'POST',
          url: '/payment_pages',
          payload,
        },
        hostedPaymentPageResponseSchema,
        [200],
      ),
    payoutFastAccess: (payload) =>
      bodyOf(
        wp('payoutFastAccess', 'Fast access payout', 'POST', '/payouts/fastAccess', payload),
        payoutResponseSchema,
        [201],
      ),
  };
}
