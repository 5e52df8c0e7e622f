// Card Payouts v4 routes (provider-api.md §10).
import { payoutRequestSchema } from '@sjd/contracts';
import { createPayout, getPayout, payoutView } from '../domain/payouts';
import type { ApiHandlers } from './http';
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
};
