// Reading an order at the provider (issue 29; provider-lifecycle.md §1.4, §1.5):
// 1. its history from Payment Queries — by payment id, or (a hosted-page payment, whose id the
//    shop never saw) found by its transaction reference and then read through the self link;
// 2. its current status and actions from the API that made it: the Payments API's query link
//    (`lastEvent` + `_actions`) or Card Payments' events link (`lastEvent` + `_links`; Payment
//    Queries names it for a hosted-page payment).
// The actions shown are exactly what that answer offers.
import type { Journey } from '../journey';
import {
  actionsFromApms,
  actionsFromCardPayments,
  actionsFromPaymentsApi,
  OrderNotFound,
} from '../order-ledger';
import type { OrderView } from '../slices/orders-slice';
import type { StoredOrder } from '../types';

export interface OrderReading {
  view: OrderView;
  paymentId: string;
}

export async function readOrder(journey: Journey, order: StoredOrder): Promise<OrderReading> {
  // A local method's payment (issue 45): Payment Queries documents none; the APMs API's own
  // query is its state and its actions.
  if (order.api === 'apms' && order.statusHref) {
    const answer = await journey.calls.queryApmPayment(order.statusHref);
    return {
      paymentId: answer.paymentId,
      view: { payment: null, status: answer.lastEvent, actions: actionsFromApms(answer._actions) },
    };
  }
  const payment = await paymentHistory(journey, order);
  const { paymentId } = payment;

  if (order.api === 'payments' && order.statusHref) {
    const answer = await journey.calls.queryPaymentStatus(order.statusHref);
    return {
      paymentId,
      view: { payment, status: answer.lastEvent, actions: actionsFromPaymentsApi(answer._actions) },
    };
  }

  // Card Payments (and a hosted page's payment, which Card Payments' links act on).
  const eventsHref = order.statusHref ?? payment._links['cardPayments:events']?.href;
  if (!eventsHref) {
    // A refused or failed authorization offers nothing: Payment Queries' last event says why.
    return { paymentId, view: { payment, status: payment.lastEvent ?? null, actions: [] } };
  }
  const events = await journey.calls.cardPaymentEvents(eventsHref);
  return {
    paymentId,
    view: {
      payment,
      status: events.lastEvent,
      actions: actionsFromCardPayments(events._links),
    },
  };
}

async function paymentHistory(journey: Journey, order: StoredOrder) {
  if (order.paymentId) {
    return journey.calls.retrievePayment(
      `/paymentQueries/payments/${encodeURIComponent(order.paymentId)}`,
    );
  }
  const found = await journey.calls.findPaymentsByReference(order.transactionReference);
  const first = found._embedded.payments[0];
  if (!first) {
    throw new OrderNotFound(
      `The provider has no payment with the reference ${order.transactionReference}.`,
    );
  }
  return journey.calls.retrievePayment(first._links.self.href);
}
