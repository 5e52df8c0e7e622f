// Payments API routes (provider-api.md §2): the payment request, its 3DS steps, its management
// actions and the query. Bodies are parsed here; the decisions live in domain/.
import {
  emptyActionBodySchema,
  partialRefundSchema,
  partialSettlementSchema,
  paymentsApiRequestSchema,
  supply3dsDeviceDataSchema,
} from '@sjd/contracts';
import * as z from 'zod/mini';
import type { SandboxContext } from '../domain/context';
import {
  completeChallengeStep,
  createPaymentsApiPayment,
  supplyDeviceData,
} from '../domain/payments-api';
import { nextActions, paymentHref, paymentNotFound, queryView } from '../domain/payments-api-views';
import { applyPaymentAction, getPayment, type PaymentAction } from '../domain/payments';
import type { ApiAnswer, ApiCall, ApiHandler, ApiHandlers } from './http';
import { parseBody } from './validation';

const optionalDeviceData = z.optional(supply3dsDeviceDataSchema);

const outcomes: Record<
  PaymentAction,
  | 'sentForSettlement'
  | 'sentForRefund'
  | 'sentForPartialRefund'
  | 'sentForCancellation'
  | 'sentForReversal'
> = {
  settle: 'sentForSettlement',
  partialSettle: 'sentForSettlement',
  refund: 'sentForRefund',
  partialRefund: 'sentForPartialRefund',
  cancel: 'sentForCancellation',
  reverse: 'sentForReversal',
};

function linkData(call: ApiCall): string {
  return call.params.linkData ?? '';
}

/** A management action: 202 with the new outcome and what may follow. */
function action(name: PaymentAction): ApiHandler {
  return (call, ctx) => {
    const partial =
      name === 'partialSettle'
        ? parseBody(call.rawBody, partialSettlementSchema)
        : name === 'partialRefund'
          ? parseBody(call.rawBody, partialRefundSchema)
          : (parseBody(call.rawBody, emptyActionBodySchema), undefined);
    const payment = getPayment(ctx, 'payments', linkData(call));
    if (!payment) throw paymentNotFound();
    const updated = applyPaymentAction(ctx, payment, name, partial);
    return {
      status: 202,
      body: {
        outcome: outcomes[name],
        transactionReference: updated.transactionReference,
        paymentId: updated.paymentId,
        _links: { self: { href: paymentHref(ctx, updated) } },
        _actions: nextActions(ctx, updated),
      },
    };
  };
}

function answer(result: { status: number; body: unknown }): ApiAnswer {
  return { status: result.status, body: result.body };
}

export const paymentsApiHandlers: ApiHandlers = {
  payment: (call, ctx) =>
    answer(createPaymentsApiPayment(ctx, parseBody(call.rawBody, paymentsApiRequestSchema))),
  supply3dsDeviceData: (call, ctx) => {
    const body = parseBody(call.rawBody, optionalDeviceData);
    return answer(supplyDeviceData(ctx, linkData(call), body?.collectionReference));
  },
  complete3dsChallenge: (call, ctx) => {
    parseBody(call.rawBody, emptyActionBodySchema);
    return answer(completeChallengeStep(ctx, linkData(call)));
  },
  queryPayment: (call, ctx: SandboxContext) => {
    const payment = getPayment(ctx, 'payments', linkData(call));
    if (!payment) throw paymentNotFound();
    return { status: 200, body: queryView(ctx, payment) };
  },
  settlePayment: action('settle'),
  partiallySettlePayment: action('partialSettle'),
  refundPayment: action('refund'),
  partiallyRefundPayment: action('partialRefund'),
  cancelPayment: action('cancel'),
  reversePayment: action('reverse'),
};
