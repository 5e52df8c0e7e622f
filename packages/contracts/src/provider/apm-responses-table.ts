// The APMs API's rows of the response table (responses.ts): which body each endpoint answers
// with per status. Kept in a file of its own so the shared table takes them in one line.
import type * as z from 'zod/mini';
import {
  apmActionResponseSchema,
  apmPaymentResponseSchema,
  apmQueryResponseSchema,
  apmServiceStatusSchema,
} from './apm-payments-responses';

const action = { 202: apmActionResponseSchema };

export const apmResponseSchemas: Readonly<Record<string, Readonly<Record<number, z.ZodMiniType>>>> =
  {
    apmPayment: { 201: apmPaymentResponseSchema },
    apmServiceStatus: { 200: apmServiceStatusSchema },
    queryApmPayment: { 200: apmQueryResponseSchema },
    confirmApmPayment: { 201: apmActionResponseSchema },
    settleApmPayment: action,
    partiallySettleApmPayment: action,
    reverseApmPayment: action,
    partiallyReverseApmPayment: action,
  };
