// Card Payments v7 routes (provider-api.md §7): authorizations answer 201 with HAL links;
// management actions answer 202 with the links that remain.
import {
  cardPaymentPartialRefundSchema,
  cardPaymentPartialSettleSchema,
  customerInitiatedTransactionSchema,
  emptyActionBodySchema,
  merchantInitiatedTransactionSchema,
} from '@sjd/contracts';
import {
  cardPaymentEventsView,
  cardPaymentLinks,
  createCustomerInitiatedPayment,
  createMerchantInitiatedPayment,
  getCardPayment,
} from '../domain/card-payments';
import { applyPaymentAction, type PaymentAction } from '../domain/payments';
import type { ApiHandler, ApiHandlers } from './http';
import { parseBody } from './validation';

function action(name: PaymentAction): ApiHandler {
  return (call, ctx) => {
    const partial =
      name === 'partialSettle'
        ? parseBody(call.rawBody, cardPaymentPartialSettleSchema)
        : name === 'partialRefund'
          ? parseBody(call.rawBody, cardPaymentPartialRefundSchema)
          : (parseBody(call.rawBody, emptyActionBodySchema), undefined);
    const payment = getCardPayment(ctx, call.params.linkData ?? '');
    const updated = applyPaymentAction(ctx, payment, name, partial);
    return { status: 202, body: { _links: cardPaymentLinks(ctx, updated) } };
  };
}

export const cardPaymentHandlers: ApiHandlers = {
  cardPaymentCit: (call, ctx) => ({
    status: 201,
    body: createCustomerInitiatedPayment(
      ctx,
      parseBody(call.rawBody, customerInitiatedTransactionSchema),
    ),
  }),
  cardPaymentMit: (call, ctx) => ({
    status: 201,
    body: createMerchantInitiatedPayment(
      ctx,
      parseBody(call.rawBody, merchantInitiatedTransactionSchema),
    ),
  }),
  cardPaymentSettle: action('settle'),
  cardPaymentPartialSettle: action('partialSettle'),
  cardPaymentRefund: action('refund'),
  cardPaymentPartialRefund: action('partialRefund'),
  cardPaymentCancel: action('cancel'),
  cardPaymentReverse: action('reverse'),
  cardPaymentEvents: (call, ctx) => ({
    status: 200,
    body: cardPaymentEventsView(ctx, getCardPayment(ctx, call.params.linkData ?? '')),
  }),
};
