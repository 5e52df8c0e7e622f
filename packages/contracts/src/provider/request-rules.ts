// What each proxied provider endpoint accepts besides its (method, path): the kind of request
// body and the query parameters. The server's proxy refuses anything else before it is sent;
// the web app can read the same rules. Facts from shared/provider-api.md (per API section).
// Kept beside the endpoint table (keyed by endpoint id) rather than inside it so the table stays
// the one list of paths; a test checks that every proxied endpoint has exactly one rule.

/**
 * - `none`: no body at all (GETs, DELETEs, actions the provider defines without a body);
 * - `object`: a JSON object is required;
 * - `optional-object`: a JSON object or nothing;
 * - `value`: a bare JSON value (string or object) or nothing: Tokens v3's PUT, whose link says
 *   what it changes (an attribute's new value, or nothing to apply the conflicts).
 */
export type PayloadRule = 'none' | 'object' | 'optional-object' | 'value';

export interface EndpointRequestRule {
  payload: PayloadRule;
  /** Query parameter names the endpoint takes; none when absent. */
  query?: readonly string[];
}

const none: EndpointRequestRule = { payload: 'none' };
const object: EndpointRequestRule = { payload: 'object' };
const optionalObject: EndpointRequestRule = { payload: 'optional-object' };
const value: EndpointRequestRule = { payload: 'value' };

export const endpointRequestRules: Readonly<Record<string, EndpointRequestRule>> = {
  // Payments API §2.1: 3dsChallenges, refunds, cancellations and reversals have no body;
  // supply3dsDeviceData's collectionReference and a full settlement's body are optional.
  payment: object,
  queryPayment: none,
  supply3dsDeviceData: optionalObject,
  complete3dsChallenge: none,
  settlePayment: optionalObject,
  partiallySettlePayment: object,
  refundPayment: none,
  partiallyRefundPayment: object,
  cancelPayment: none,
  reversePayment: none,

  // Card Payments v7 §7: full settle/refund/cancel/reverse take an optional reference body.
  cardPaymentCit: object,
  cardPaymentMit: object,
  cardPaymentSettle: optionalObject,
  cardPaymentPartialSettle: object,
  cardPaymentRefund: optionalObject,
  cardPaymentPartialRefund: object,
  cardPaymentCancel: optionalObject,
  cardPaymentPartialCancel: object,
  cardPaymentReverse: optionalObject,
  cardPaymentEvents: none,

  // Verified Tokens §5 and Tokens v3 §6.3: an attribute update's body is the bare new value;
  // a PUT on the conflicts link applies the pending values and carries none.
  createVerifiedToken: object,
  getToken: none,
  deleteToken: none,
  updateToken: value,

  threeDsDeviceDataInitialization: object,
  threeDsAuthentication: object,
  threeDsVerification: object,
  fraudAssessment: object,
  accountVerificationCardOnFile: object,
  payoutFastAccess: object,
  payoutBasicDisbursement: object,
  getPayout: none,

  createPaymentPage: object,
  // Payment Queries. The search is allowed only by transaction reference (the HPP response's
  // self link, /paymentQueries/payments?transactionReference=<ref>): the date-range search
  // (startDate, endDate, pageSize, filters, paging cursor) lists the whole merchant's payments,
  // every visitor's, so a browser may never run it. A visitor's own payment by id is allowed.
  queryPayments: { payload: 'none', query: ['transactionReference'] },
  retrievePayment: none,

  // APMs API 2024-07-01: a full settlement or reversal may carry a body; a confirmation none.
  apmPayment: object,
  queryApmPayment: none,
  confirmApmPayment: none,
  settleApmPayment: optionalObject,
  partiallySettleApmPayment: object,
  reverseApmPayment: optionalObject,
  partiallyReverseApmPayment: object,
};

export function requestRuleFor(endpointId: string): EndpointRequestRule | undefined {
  return Object.hasOwn(endpointRequestRules, endpointId)
    ? endpointRequestRules[endpointId]
    : undefined;
}
