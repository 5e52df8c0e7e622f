// Hosted Payment Pages initialisation (provider-api.md §12.1) and the Payment Queries lookup
// its `_links.self` points to.
import { hostedPaymentPageRequestSchema } from '@sjd/contracts';
import { ProviderError } from '../domain/errors';
import {
  createHostedPage,
  hostedPageUrl,
  paymentQueryHref,
  queryPayments,
} from '../domain/hosted-pages';
import type { ApiHandlers } from './http';
import { parseBody } from './validation';

export const hostedPageHandlers: ApiHandlers = {
  createPaymentPage: (call, ctx) => {
    const body = parseBody(call.rawBody, hostedPaymentPageRequestSchema, {
      validationErrorName: 'invalidRequest',
    });
    const page = createHostedPage(ctx, body);
    return {
      status: 200,
      body: {
        url: hostedPageUrl(ctx, page),
        _links: { self: { href: paymentQueryHref(ctx, page.transactionReference) } },
      },
    };
  },
  queryPayments: (call, ctx) => {
    const reference = call.query.transactionReference;
    if (typeof reference !== 'string' || reference.length === 0 || reference.length > 64) {
      // The sandbox implements the by-reference query only (not the date-range search).
      throw new ProviderError(
        400,
        'urlContainsInvalidValue',
        'Please provide a valid url value or values: transactionReference is required.',
      );
    }
    return { status: 200, body: queryPayments(ctx, reference) };
  },
};
