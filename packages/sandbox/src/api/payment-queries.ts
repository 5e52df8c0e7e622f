// Payment Queries routes (provider-lifecycle.md §1.4): the search (by transaction reference, or
// a page of a date range) and one payment's full history by paymentId.
import { getPaymentByPaymentId } from '../domain/payments';
import { isQueryable, paymentNotFound, retrievePaymentView } from '../domain/payment-queries';
import { searchPayments } from '../domain/payment-search';
import { ProviderError } from '../domain/errors';
import type { ApiHandlers } from './http';

export const paymentQueryHandlers: ApiHandlers = {
  queryPayments: async (call, ctx) => ({
    status: 200,
    body: await searchPayments(ctx, call.query),
  }),
  // Payments past the live search's reach: the sandbox deletes everything after its retention
  // (7 days by default), so it has none — an empty, well-formed answer is the honest one.
  queryArchivedPayments: async (call, ctx) => {
    const reference = call.query.transactionReference;
    const entity = call.query.entityReference;
    if (
      typeof reference !== 'string' ||
      reference === '' ||
      typeof entity !== 'string' ||
      entity === ''
    ) {
      throw new ProviderError(
        400,
        'urlContainsInvalidValue',
        'transactionReference and entityReference are required.',
        { keepMessage: true },
      );
    }
    const query = new URLSearchParams({ transactionReference: reference, entityReference: entity });
    return {
      status: 200,
      body: {
        _links: { self: { href: `${ctx.publicUrl}/paymentQueries/archivedPayments?${query}` } },
        _embedded: { payments: [] },
      },
    };
  },
  retrievePayment: async (call, ctx) => {
    const payment = await getPaymentByPaymentId(ctx, call.params.paymentId ?? '');
    // A payment still in 3DS has no authorization yet: Payment Queries does not know it.
    if (!payment || !isQueryable(payment)) throw paymentNotFound();
    return { status: 200, body: retrievePaymentView(ctx, payment, ctx.clock.now().getTime()) };
  },
};
