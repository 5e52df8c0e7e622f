// The request body each provider endpoint takes, beside `responses.ts` (each answer): together a
// contract per operation. `null`: no body; a schema that accepts `undefined`: an optional body.
// The sandbox parses every body with these (never a cast); the conformance run checks the
// sandbox's own probes against them and the published documents.
import type * as z from 'zod/mini';
import { accountVerificationRequestSchema } from './account-verifications';
import {
  cardPaymentActionBodySchema,
  cardPaymentIncreaseSchema,
  cardPaymentPartialCancelSchema,
  cardPaymentPartialRefundSchema,
  cardPaymentPartialSettleSchema,
  customerInitiatedTransactionSchema,
  merchantInitiatedTransactionSchema,
} from './card-payments';
import { cardVerificationRequestSchema } from './card-verifications';
import {
  fraudAssessmentRequestSchema,
  fraudUpdateChargebackSchema,
  fraudUpdateFraudSchema,
  fraudUpdatePaymentSchema,
} from './fraudsight';
import { hostedPaymentPageRequestSchema } from './hosted-payment-pages';
import {
  createTokenRequestSchema,
  networkTokenCryptogramRequestSchema,
  provisionNetworkTokenRequestSchema,
} from './network-tokens';
import {
  emptyActionBodySchema,
  partialRefundSchema,
  partialSettlementSchema,
  paymentsApiRequestSchema,
  supply3dsDeviceDataSchema,
} from './payments-api';
import { payoutRequestSchema } from './payouts';
import {
  cardSessionRequestSchema,
  cvcSessionRequestSchema,
  verifiedTokenSessionRequestSchema,
} from './sessions';
import {
  deviceDataInitializationRequestSchema,
  threeDsAuthenticationRequestSchema,
  threeDsVerificationRequestSchema,
} from './three-ds';
import { tokenUpdateBodySchema, verifiedTokenRequestSchema } from './tokens';

type Schema = z.ZodMiniType;

export const providerRequestSchemas: Readonly<Record<string, Schema | null>> = {
  payment: paymentsApiRequestSchema,
  queryPayment: null,
  supply3dsDeviceData: supply3dsDeviceDataSchema,
  complete3dsChallenge: emptyActionBodySchema,
  settlePayment: emptyActionBodySchema,
  partiallySettlePayment: partialSettlementSchema,
  refundPayment: emptyActionBodySchema,
  partiallyRefundPayment: partialRefundSchema,
  cancelPayment: emptyActionBodySchema,
  reversePayment: emptyActionBodySchema,

  cardPaymentCit: customerInitiatedTransactionSchema,
  cardPaymentMit: merchantInitiatedTransactionSchema,
  cardPaymentSettle: cardPaymentActionBodySchema,
  cardPaymentSettleByPath: cardPaymentActionBodySchema,
  cardPaymentPartialSettle: cardPaymentPartialSettleSchema,
  cardPaymentRefund: cardPaymentActionBodySchema,
  cardPaymentPartialRefund: cardPaymentPartialRefundSchema,
  cardPaymentCancel: cardPaymentActionBodySchema,
  cardPaymentPartialCancel: cardPaymentPartialCancelSchema,
  cardPaymentReverse: cardPaymentActionBodySchema,
  cardPaymentIncrease: cardPaymentIncreaseSchema,
  cardPaymentEvents: null,
  cardPaymentEventsByReference: null,

  createVerifiedToken: verifiedTokenRequestSchema,
  createOneTimeVerifiedToken: verifiedTokenRequestSchema,
  getToken: null,
  updateToken: tokenUpdateBodySchema,
  deleteToken: null,
  createToken: createTokenRequestSchema,
  provisionNetworkToken: provisionNetworkTokenRequestSchema,
  getNetworkToken: null,
  deleteNetworkToken: null,
  networkTokenCryptogram: networkTokenCryptogramRequestSchema,

  threeDsDeviceDataInitialization: deviceDataInitializationRequestSchema,
  threeDsAuthentication: threeDsAuthenticationRequestSchema,
  threeDsVerification: threeDsVerificationRequestSchema,

  fraudAssessment: fraudAssessmentRequestSchema,
  fraudUpdatePayment: fraudUpdatePaymentSchema,
  fraudUpdateFraud: fraudUpdateFraudSchema,
  fraudUpdateChargeback: fraudUpdateChargebackSchema,

  accountVerificationCardOnFile: accountVerificationRequestSchema,
  payoutFastAccess: payoutRequestSchema,
  payoutBasicDisbursement: payoutRequestSchema,
  getPayout: null,
  queryPayouts: null,
  createPaymentPage: hostedPaymentPageRequestSchema,
  queryPayments: null,
  retrievePayment: null,
  queryArchivedPayments: null,
  cardVerification: cardVerificationRequestSchema,
  getCardVerification: null,

  createCardSession: cardSessionRequestSchema,
  createCvcSession: cvcSessionRequestSchema,
  createVerifiedTokenSession: verifiedTokenSessionRequestSchema,
};
