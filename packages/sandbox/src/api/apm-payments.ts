// APMs API 2024-07-01 routes (issue 45): the payment, its query, the Smart Button confirmation,
// settlements and reversals (full and partial), and the service status. Bodies are parsed with
// the contracts' schemas here; the decisions live in domain/apm-*.ts.
import {
  apmPaymentRequestSchema,
  apmReversalSchema,
  apmSettlementSchema,
  emptyActionBodySchema,
  type ApmActionName,
} from '@sjd/contracts';
import * as z from 'zod/mini';
import { applyApmAction, type ApmActionBody } from '../domain/apm-actions';
import { createApmPayment } from '../domain/apm-create';
import { apmPaymentNotFound, getApmPayment } from '../domain/apm-payments';
import { apmActionView, apmQueryView } from '../domain/apm-views';
import type { ApiHandler, ApiHandlers } from './http';
import { parseBody } from './validation';

/** Parses the action's body: a full settlement or reversal may send none, a partial must. */
function bodyOf(name: ApmActionName, rawBody: string | undefined): ApmActionBody {
  switch (name) {
    case 'confirmPayment':
      // The spec gives a confirmation no body; an object sent anyway is ignored, as on the
      // Payments API's body-less actions.
      parseBody(rawBody, emptyActionBodySchema);
      return undefined;
    case 'settle':
      return parseBody(rawBody, z.optional(apmSettlementSchema));
    case 'partialSettle':
      return parseBody(rawBody, apmSettlementSchema);
    case 'reverse':
      return parseBody(rawBody, z.optional(apmReversalSchema));
    case 'partialReverse':
      return parseBody(rawBody, apmReversalSchema);
  }
}

/** A follow-up action: body (400), payment (404 `paymentNotFound`), guarded transition. */
function action(name: ApmActionName): ApiHandler {
  return async (call, ctx) => {
    const body = bodyOf(name, call.rawBody);
    const payment = await getApmPayment(ctx, call.params.paymentId ?? '');
    if (!payment) throw apmPaymentNotFound();
    const done = await applyApmAction(ctx, payment, name, body);
    return {
      status: name === 'confirmPayment' ? 201 : 202,
      body: apmActionView(ctx, done.payment, done.commandId),
    };
  };
}

export const apmPaymentHandlers: ApiHandlers = {
  apmPayment: async (call, ctx) => ({
    status: 201,
    body: await createApmPayment(ctx, parseBody(call.rawBody, apmPaymentRequestSchema)),
  }),
  // [H] plain text, "OK - " and the time (the spec's example has microseconds and no zone).
  apmServiceStatus: (_call, ctx) => ({
    status: 200,
    text: `OK - ${ctx.clock.now().toISOString().slice(0, 23)}`,
  }),
  queryApmPayment: async (call, ctx) => {
    const payment = await getApmPayment(ctx, call.params.paymentId ?? '');
    if (!payment) throw apmPaymentNotFound();
    return { status: 200, body: apmQueryView(ctx, payment) };
  },
  confirmApmPayment: action('confirmPayment'),
  settleApmPayment: action('settle'),
  partiallySettleApmPayment: action('partialSettle'),
  reverseApmPayment: action('reverse'),
  partiallyReverseApmPayment: action('partialReverse'),
};
