// Card Payments v7 routes (provider-api.md §7, provider-lifecycle.md §1.3): authorizations
// answer 201 with HAL links; follow-up actions (partial cancellation included) answer 202 with
// the links their spec examples show; the events query reports the state's links.
import {
  cardPaymentActionBodySchema,
  cardPaymentIncreaseSchema,
  cardPaymentPartialCancelSchema,
  cardPaymentPartialRefundSchema,
  cardPaymentPartialSettleSchema,
  customerInitiatedTransactionSchema,
  merchantInitiatedTransactionSchema,
} from '@sjd/contracts';
import { cardPaymentLinks } from '../domain/card-payment-links';
import {
  cardPaymentByReference,
  cardPaymentEventsView,
  createCustomerInitiatedPayment,
  createMerchantInitiatedPayment,
  getCardPayment,
} from '../domain/card-payments';
import { applyPaymentAction, type ActionRequest } from '../domain/payment-actions';
import type { PaymentAction } from '../domain/payments';
import { ledgerOf } from '../domain/payment-history';
import { newAuthorizationCode } from '../domain/ids';
import { expiredCardRefusal, isCardExpired } from '../domain/scenarios';
import type { ApiHandler, ApiHandlers } from './http';
import { parseBody } from './validation';

/** The fields of the body each action reads; the rest of a valid body is accepted as given. */
function actionRequest(name: PaymentAction, rawBody: string | undefined): ActionRequest {
  switch (name) {
    case 'partialSettle':
      return parseBody(rawBody, cardPaymentPartialSettleSchema);
    case 'partialRefund':
      return parseBody(rawBody, cardPaymentPartialRefundSchema);
    case 'partialCancel':
      return parseBody(rawBody, cardPaymentPartialCancelSchema);
    default: {
      const reference = parseBody(rawBody, cardPaymentActionBodySchema)?.reference;
      return reference === undefined ? {} : { reference };
    }
  }
}

/** Settle, refund, partial settle and partial refund answer with the payment and command ids. */
const namesCommand: ReadonlySet<PaymentAction> = new Set([
  'settle',
  'partialSettle',
  'refund',
  'partialRefund',
]);

function action(name: PaymentAction): ApiHandler {
  return async (call, ctx) => {
    const request = actionRequest(name, call.rawBody);
    const payment = await getCardPayment(ctx, call.params.linkData ?? '');
    const done = await applyPaymentAction(ctx, payment, 'cardPayments', name, request);
    const now = ctx.clock.now().getTime();
    return {
      status: 202,
      body: {
        ...(namesCommand.has(name)
          ? { paymentId: done.payment.paymentId, commandId: done.command.commandId }
          : {}),
        _links: cardPaymentLinks(ctx, done.payment, 'cardPaymentsAnswer', now),
      },
    };
  };
}

/**
 * Incremental authorization of an estimated authorization: the amount grows (a full
 * settlement then takes the new total). The issuer refuses it only for a card expired by now
 * [INF: no magic value refuses an increase]; a refused increase changes nothing.
 */
const increase: ApiHandler = async (call, ctx) => {
  const request = parseBody(call.rawBody, cardPaymentIncreaseSchema);
  const payment = await getCardPayment(ctx, call.params.linkData ?? '');
  if (isCardExpired(payment.card.expiry, ctx.clock.now())) {
    return {
      status: 202,
      body: {
        outcome: 'refused',
        refusalCode: expiredCardRefusal.code,
        refusalDescription: expiredCardRefusal.description,
      },
    };
  }
  const done = await applyPaymentAction(
    ctx,
    payment,
    'cardPayments',
    'increaseAuthorization',
    request,
  );
  const now = ctx.clock.now().getTime();
  return {
    status: 202,
    body: {
      outcome: 'authorized',
      amounts: {
        totalAuthorized: ledgerOf(done.payment, now).authorized,
        currency: done.payment.value.currency,
      },
      issuer: { authorizationCode: newAuthorizationCode() },
      scheme: { reference: done.payment.authorization?.schemeReference ?? '' },
      _links: cardPaymentLinks(ctx, done.payment, 'cardPaymentsAnswer', now),
    },
  };
};

export const cardPaymentHandlers: ApiHandlers = {
  cardPaymentCit: async (call, ctx) => ({
    status: 201,
    body: await createCustomerInitiatedPayment(
      ctx,
      parseBody(call.rawBody, customerInitiatedTransactionSchema),
    ),
  }),
  cardPaymentMit: async (call, ctx) => ({
    status: 201,
    body: await createMerchantInitiatedPayment(
      ctx,
      parseBody(call.rawBody, merchantInitiatedTransactionSchema),
    ),
  }),
  cardPaymentSettle: action('settle'),
  cardPaymentPartialSettle: action('partialSettle'),
  cardPaymentRefund: action('refund'),
  cardPaymentPartialRefund: action('partialRefund'),
  cardPaymentCancel: action('cancel'),
  cardPaymentPartialCancel: action('partialCancel'),
  cardPaymentReverse: action('reverse'),
  cardPaymentSettleByPath: action('settle'),
  cardPaymentIncrease: increase,
  cardPaymentEvents: async (call, ctx) => ({
    status: 200,
    body: cardPaymentEventsView(ctx, await getCardPayment(ctx, call.params.linkData ?? '')),
  }),
  cardPaymentEventsByReference: async (call, ctx) => ({
    status: 200,
    body: cardPaymentEventsView(ctx, await cardPaymentByReference(ctx, call.query)),
  }),
};
