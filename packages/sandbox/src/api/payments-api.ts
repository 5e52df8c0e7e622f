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
import { applyPaymentAction } from '../domain/payment-actions';
import {
  actionAnswerView,
  unknownPaymentLink,
  queryView,
  type PaymentsApiAction,
} from '../domain/payments-api-views';
import { getPayment } from '../domain/payments';
import type { ApiAnswer, ApiCall, ApiHandler, ApiHandlers } from './http';
import { parseBody } from './validation';

const optionalDeviceData = z.optional(supply3dsDeviceDataSchema);

function linkData(call: ApiCall): string {
  return call.params.linkData ?? '';
}

/**
 * A follow-up action: the body parsed (400), the payment found (404 `urlContainsInvalidValue`
 * for a linkData the Payments API never issued, or one of a payment made through another API),
 * then the guarded transition (404 when not offered, 400 for what the body asks).
 */
function action(name: PaymentsApiAction): ApiHandler {
  return async (call, ctx) => {
    const request =
      name === 'partialSettle'
        ? parseBody(call.rawBody, partialSettlementSchema)
        : name === 'partialRefund'
          ? parseBody(call.rawBody, partialRefundSchema)
          : (parseBody(call.rawBody, emptyActionBodySchema), {});
    const payment = await getPayment(ctx, 'payments', linkData(call));
    if (!payment) throw unknownPaymentLink();
    const updated = (await applyPaymentAction(ctx, payment, 'paymentsApi', name, request)).payment;
    return { status: 202, body: actionAnswerView(ctx, updated, name) };
  };
}

function answer(result: { status: number; body: unknown }): ApiAnswer {
  return { status: result.status, body: result.body };
}

export const paymentsApiHandlers: ApiHandlers = {
  payment: async (call, ctx) =>
    answer(await createPaymentsApiPayment(ctx, parseBody(call.rawBody, paymentsApiRequestSchema))),
  supply3dsDeviceData: async (call, ctx) => {
    const body = parseBody(call.rawBody, optionalDeviceData);
    return answer(await supplyDeviceData(ctx, linkData(call), body?.collectionReference));
  },
  complete3dsChallenge: async (call, ctx) => {
    parseBody(call.rawBody, emptyActionBodySchema);
    return answer(await completeChallengeStep(ctx, linkData(call)));
  },
  queryPayment: async (call, ctx: SandboxContext) => {
    const payment = await getPayment(ctx, 'payments', linkData(call));
    if (!payment) throw unknownPaymentLink();
    return { status: 200, body: queryView(ctx, payment) };
  },
  settlePayment: action('settle'),
  partiallySettlePayment: action('partialSettle'),
  refundPayment: action('refund'),
  partiallyRefundPayment: action('partialRefund'),
  cancelPayment: action('cancel'),
  reversePayment: action('reverse'),
};
