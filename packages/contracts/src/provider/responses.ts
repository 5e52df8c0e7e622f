// Which body each provider endpoint answers with, per HTTP status: the web app's provider client
// parses responses with it, and the sandbox's conformance check holds the simulator to it.
// `null` means "no body" (204). Every 4xx/5xx answer is the error envelope.
import type * as z from 'zod/mini';
import { providerErrorSchema } from './common';
import {
  cardPaymentActionResponseSchema,
  cardPaymentEventsResponseSchema,
  cardPaymentIncreaseResponseSchema,
  cardPaymentResponseSchema,
} from './card-payments';
import { cardVerificationResponseSchema } from './card-verifications';
import { apmResponseSchemas } from './apm-responses-table';
import { fraudAssessmentResponseSchema } from './fraudsight';
import {
  networkTokenCryptogramResponseSchema,
  networkTokenProvisionResponseSchema,
  networkTokenResponseSchema,
} from './network-tokens';
import { hostedPaymentPageResponseSchema } from './hosted-payment-pages';
import {
  archivedPaymentsResponseSchema,
  paymentQueryPaymentSchema,
  paymentQueryResponseSchema,
} from './payment-queries';
import {
  paymentsApiActionResponseSchema,
  paymentsApiQueryResponseSchema,
  paymentsApiResponseSchema,
} from './payments-api-responses';
import { payoutResponseSchema } from './payouts';
import { sessionResponseSchema, verifiedTokenSessionResponseSchema } from './sessions';
import { deviceDataInitializationResponseSchema, threeDsResultSchema } from './three-ds';
import { tokenSchema, verificationSchema, verifiedTokenResponseSchema } from './tokens';

type Schema = z.ZodMiniType;
type StatusTable = Readonly<Record<number, Schema | null>>;

const payment: StatusTable = { 201: paymentsApiResponseSchema, 202: paymentsApiResponseSchema };
const paymentAction: StatusTable = { 202: paymentsApiActionResponseSchema };
const cardPaymentAction: StatusTable = { 202: cardPaymentActionResponseSchema };

export const providerResponseSchemas: Readonly<Record<string, StatusTable>> = {
  payment,
  queryPayment: { 200: paymentsApiQueryResponseSchema },
  supply3dsDeviceData: payment,
  complete3dsChallenge: payment,
  settlePayment: paymentAction,
  partiallySettlePayment: paymentAction,
  refundPayment: paymentAction,
  partiallyRefundPayment: paymentAction,
  cancelPayment: paymentAction,
  reversePayment: paymentAction,

  cardPaymentCit: { 201: cardPaymentResponseSchema },
  cardPaymentMit: { 201: cardPaymentResponseSchema },
  cardPaymentSettle: cardPaymentAction,
  cardPaymentPartialSettle: cardPaymentAction,
  cardPaymentRefund: cardPaymentAction,
  cardPaymentPartialRefund: cardPaymentAction,
  cardPaymentCancel: cardPaymentAction,
  cardPaymentPartialCancel: cardPaymentAction,
  cardPaymentReverse: cardPaymentAction,
  cardPaymentSettleByPath: cardPaymentAction,
  cardPaymentIncrease: { 202: cardPaymentIncreaseResponseSchema },
  cardPaymentEvents: { 200: cardPaymentEventsResponseSchema },
  cardPaymentEventsByReference: { 200: cardPaymentEventsResponseSchema },

  createVerifiedToken: {
    200: verifiedTokenResponseSchema,
    201: verifiedTokenResponseSchema,
    206: verifiedTokenResponseSchema,
    409: verifiedTokenResponseSchema,
  },
  createOneTimeVerifiedToken: {
    200: verifiedTokenResponseSchema,
    201: verifiedTokenResponseSchema,
    206: verifiedTokenResponseSchema,
    409: verifiedTokenResponseSchema,
  },
  createToken: { 200: tokenSchema, 201: tokenSchema, 409: tokenSchema },
  getToken: { 200: tokenSchema },
  deleteToken: { 204: null },
  updateToken: { 204: null },
  provisionNetworkToken: { 200: networkTokenProvisionResponseSchema },
  getNetworkToken: { 200: networkTokenResponseSchema },
  deleteNetworkToken: { 204: null },
  networkTokenCryptogram: { 200: networkTokenCryptogramResponseSchema },

  threeDsDeviceDataInitialization: { 200: deviceDataInitializationResponseSchema },
  threeDsAuthentication: { 200: threeDsResultSchema },
  threeDsVerification: { 200: threeDsResultSchema },

  fraudAssessment: { 200: fraudAssessmentResponseSchema },
  fraudUpdatePayment: { 204: null },
  fraudUpdateFraud: { 204: null },
  fraudUpdateChargeback: { 204: null },
  accountVerificationCardOnFile: { 201: verificationSchema, 206: verificationSchema },

  payoutFastAccess: { 201: payoutResponseSchema },
  payoutBasicDisbursement: { 201: payoutResponseSchema },
  getPayout: { 200: payoutResponseSchema },
  queryPayouts: { 200: payoutResponseSchema },

  createPaymentPage: { 200: hostedPaymentPageResponseSchema },
  queryArchivedPayments: { 200: archivedPaymentsResponseSchema },
  cardVerification: { 200: cardVerificationResponseSchema, 201: cardVerificationResponseSchema },
  getCardVerification: { 200: cardVerificationResponseSchema },
  queryPayments: { 200: paymentQueryResponseSchema },
  retrievePayment: { 200: paymentQueryPaymentSchema },

  createCardSession: { 201: sessionResponseSchema },
  createCvcSession: { 201: sessionResponseSchema },
  createVerifiedTokenSession: { 201: verifiedTokenSessionResponseSchema },
  ...apmResponseSchemas,
};

/**
 * The schema for an endpoint's answer with this status: the error envelope for 4xx/5xx (a 409
 * from Verified Tokens is a result, not an error), null for "no body", undefined when the
 * endpoint never answers with that status.
 */
export function providerResponseSchema(
  endpointId: string,
  status: number,
): Schema | null | undefined {
  const table = providerResponseSchemas[endpointId];
  if (table && status in table) return table[status];
  if (status >= 400) return providerErrorSchema;
  return undefined;
}
