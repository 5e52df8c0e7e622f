// The orders back office's calls (issue 29; provider-lifecycle.md §1.4, §1.5): Payment Queries'
// history, the status and actions of the API that made the payment, and an action it offered.
import {
  cardPaymentActionResponseSchema,
  cardPaymentEventsResponseSchema,
  paymentQueryPaymentSchema,
  paymentQueryResponseSchema,
  paymentsApiActionResponseSchema,
  paymentsApiQueryResponseSchema,
} from '@sjd/contracts';
import type { ProviderCalls, ProviderRequest } from '../provider-types';
import { endpointOfHref, wp, type Exchange } from './exchange';

type OrderCalls = Pick<
  ProviderCalls,
  | 'retrievePayment'
  | 'findPaymentsByReference'
  | 'queryPaymentStatus'
  | 'cardPaymentEvents'
  | 'followOrderAction'
>;

export function orderCalls({ withBody, bodyOf }: Exchange): OrderCalls {
  return {
    retrievePayment: (href) =>
      bodyOf(
        wp('retrievePayment', 'Payment Queries: payment history', 'GET', href),
        paymentQueryPaymentSchema,
        [200],
      ),
    findPaymentsByReference: (transactionReference) =>
      bodyOf(
        wp(
          'queryPayments',
          'Payment Queries: find by transaction reference',
          'GET',
          `/paymentQueries/payments?transactionReference=${encodeURIComponent(transactionReference)}`,
        ),
        paymentQueryResponseSchema,
        [200],
      ),
    queryPaymentStatus: (href) =>
      bodyOf(
        {
          route: 'payments',
          endpoint: 'queryPayment',
          title: 'Query payment',
          method: 'GET',
          url: href,
        },
        paymentsApiQueryResponseSchema,
        [200],
      ),
    cardPaymentEvents: (href) =>
      bodyOf(
        wp('cardPaymentEvents', 'Card payment events', 'GET', href),
        cardPaymentEventsResponseSchema,
        [200],
      ),
    followOrderAction: async (title, action, payload) => {
      const endpoint = endpointOfHref(action.href) ?? 'payment';
      const request: ProviderRequest =
        action.api === 'payments'
          ? { route: 'payments', endpoint, title, method: 'POST', url: action.href, payload }
          : wp(endpoint, title, 'POST', action.href, payload);
      const schema =
        action.api === 'payments'
          ? paymentsApiActionResponseSchema
          : cardPaymentActionResponseSchema;
      await withBody<unknown>(request, schema, [202]);
    },
  };
}
