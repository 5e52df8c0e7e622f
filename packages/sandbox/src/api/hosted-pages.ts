// Hosted Payment Pages initialisation (provider-api.md §12.1); its `_links.self` is a Payment
// Queries search (payment-queries.ts).
import { hostedPaymentPageRequestSchema } from '@sjd/contracts';
import { createHostedPage, hostedPageUrl } from '../domain/hosted-pages';
import { paymentQueryHref } from '../domain/payment-queries';
import type { ApiHandlers } from './http';
import { parseBody } from './validation';

export const hostedPageHandlers: ApiHandlers = {
  createPaymentPage: async (call, ctx) => {
    const body = parseBody(call.rawBody, hostedPaymentPageRequestSchema, {
      validationErrorName: 'invalidRequest',
    });
    const page = await createHostedPage(ctx, body);
    return {
      status: 200,
      body: {
        url: hostedPageUrl(ctx, page),
        _links: { self: { href: paymentQueryHref(ctx, page.transactionReference) } },
      },
    };
  },
};
