// Card Payouts v4 routes (provider-api.md §10).
import { payoutRequestSchema } from '@sjd/contracts';
import { adoptClockOf } from '../domain/clocks';
import type { SandboxContext } from '../domain/context';
import { ProviderError } from '../domain/errors';
import { createPayout, getPayout, payoutView } from '../domain/payouts';
import type { ApiCall, ApiHandlers } from './http';
import { parseBody } from './validation';

export const payoutHandlers: ApiHandlers = {
  payoutFastAccess: async (call, ctx) => ({
    status: 201,
    body: payoutView(
      ctx,
      await createPayout(ctx, 'fastAccess', parseBody(call.rawBody, payoutRequestSchema)),
    ),
  }),
  payoutBasicDisbursement: async (call, ctx) => ({
    status: 201,
    body: payoutView(
      ctx,
      await createPayout(ctx, 'basicDisbursement', parseBody(call.rawBody, payoutRequestSchema)),
    ),
  }),
  getPayout: async (call, ctx) => ({
    status: 200,
    body: payoutView(ctx, await getPayout(ctx, call.params.payoutId ?? '')),
  }),
  queryPayouts: async (call, ctx) => ({
    status: 200,
    body: payoutView(ctx, await byQuery(call, ctx)),
  }),
};

/**
 * `GET /payouts/query?transactionReference=&entity=`: a payout by the merchant's own reference.
 * Both parameters are required: a missing one is the document's 400 `urlContainsInvalidValue`
 * naming it in `queryParameter`; an unknown payout its 404.
 */
async function byQuery(call: ApiCall, ctx: SandboxContext) {
  const read = (name: string) => {
    const value = call.query[name];
    return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;
  };
  const transactionReference = read('transactionReference');
  const entity = read('entity');
  const missing = [
    ...(transactionReference ? [] : ['transactionReference']),
    ...(entity ? [] : ['entity']),
  ];
  if (!transactionReference || !entity) {
    throw new ProviderError(
      400,
      'urlContainsInvalidValue',
      'The URL contains a value or values that are invalid.',
      {
        validationErrors: missing.map((queryParameter) => ({
          errorName: 'fieldIsMissing',
          message:
            'A query parameter in the request is missing. This query parameter is a mandatory element of the request. The name of the query parameter is in the queryParameter field.',
          queryParameter,
        })),
      },
    );
  }
  const [payout] = await ctx.tables.payouts.findBy(
    'reference',
    `${entity}\u0000${transactionReference}`,
  );
  await adoptClockOf(ctx, payout);
  if (!payout) {
    throw new ProviderError(
      404,
      'resourceNotFound',
      'The resource you are trying to access does not exist.',
    );
  }
  return payout;
}
