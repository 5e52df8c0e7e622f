// Payment Queries routes (provider-lifecycle.md §1.4): the search (by transaction reference, or
// a page of a date range) and one payment's full history by paymentId.
import { getPaymentByPaymentId } from '../domain/payments';
import { isQueryable, paymentNotFound, retrievePaymentView } from '../domain/payment-queries';
import { searchPayments } from '../domain/payment-search';
import type { ApiHandlers } from './http';

export const paymentQueryHandlers: ApiHandlers = {
  queryPayments: async (call, ctx) => ({
    status: 200,
    body: await searchPayments(ctx, call.query),
  }),
  retrievePayment: async (call, ctx) => {
    const payment = await getPaymentByPaymentId(ctx, call.params.paymentId ?? '');
    // A payment still in 3DS has no authorization yet: Payment Queries does not know it.
    if (!payment || !isQueryable(payment)) throw paymentNotFound();
    return { status: 200, body: retrievePaymentView(ctx, payment, ctx.clock.now().getTime()) };
  },
};
