// The orders back office's journeys (issue 29; provider-lifecycle.md §1.2–§1.5), rows of the
// journey table that run beside the shopper's journey (a payment under way is never cancelled by
// them; a newer reading replaces one still under way):
// - view an order: Payment Queries' history, then the status and the actions of the API that
//   made the payment ('View order', or 'Refresh order');
// - act on it: one of the links the provider offered in its last answer, under its own trigger
//   ('Settle order', 'Refund order', …), then the detail is read again under the same trigger,
//   so the terminal shows the action and what the provider holds after it.
// Nothing here decides which actions exist: the slice takes an action only when the provider's
// last answer offered it, and the provider's answer to the call is final — a refusal (an amount
// over what remains, an action no longer offered because the payment changed meanwhile) is shown
// in the detail with the provider's words, and nothing is changed twice: the reading that follows
// shows what the provider holds.
import { ProviderCallError } from '../../../lib/provider-types';
import { isCancellation, type Journey } from '../journey';
import {
  isPartialAction,
  orderActionLabels,
  orderMoney,
  type OfferedAction,
} from '../order-ledger';
import { orderActionAnswered, orderViewLoaded, type OrderNotice } from '../slices/orders-slice';
import { readOrder } from '../steps/order-steps';
import type { OrderActionRequest, StoredOrder } from '../types';

export const viewOrderTrigger = 'View order';
export const refreshOrderTrigger = 'Refresh order';

/** v7's reference alphabet, the stricter of the two APIs (Payments API: any 1–128 characters). */
const actionReferencePattern = /^[-A-Za-z0-9]{1,128}$/;

function orderOf(journey: Journey, reference: string): StoredOrder | undefined {
  return journey.api.getState().orders.orders.find((o) => o.transactionReference === reference);
}

/** 'View order' and 'Refresh order': what the provider holds for the order now. */
export async function viewOrder(journey: Journey, { reference }: { reference: string }) {
  const order = orderOf(journey, reference);
  if (!order) return;
  journey.api.dispatch(orderViewLoaded({ reference, ...(await readOrder(journey, order)) }));
}

/**
 * An action the provider offered ('Settle order', …): its link followed, what the provider said
 * shown in the detail, then the order read again under the same trigger either way.
 */
const apiTitles = { payments: 'Payments API', cardPayments: 'Card Payments', apms: 'APMs' };

export async function actOnOrder(journey: Journey, request: OrderActionRequest): Promise<void> {
  const { api } = journey;
  const offered = api.getState().orders.view?.actions.find((a) => a.kind === request.kind);
  const order = orderOf(journey, request.reference);
  if (!offered || !order) return;
  const reference = order.transactionReference;
  const answered = (notice: OrderNotice) =>
    api.dispatch(orderActionAnswered({ reference, notice }));
  const body = actionBody(order, offered, request);
  try {
    if (typeof body === 'string') {
      // Caught before sending (only a tampered request gets here): nothing is sent.
      journey.note({ title: 'Not sent', plainText: body, api: 'Demo', icon: 'error' });
      answered({ tone: 'error', text: body });
    } else {
      if (offered.api === 'apms') {
        await journey.calls.followApmAction(
          orderActionLabels[request.kind],
          offered.href,
          body ?? undefined,
        );
      } else {
        await journey.calls.followOrderAction(
          orderActionLabels[request.kind],
          { api: offered.api, href: offered.href },
          body ?? undefined,
        );
      }
      answered({ tone: 'success', text: sentText(order, request) });
    }
  } catch (error) {
    if (isCancellation(journey.api, error)) throw error;
    if (error instanceof ProviderCallError && !error.isRequestFailure) {
      journey.note({
        title: `${orderActionLabels[request.kind]} refused`,
        plainText: error.message,
        api: apiTitles[offered.api],
        icon: 'error',
      });
    }
    answered({ tone: 'error', text: actionProblem(error) });
  }
  // Read again either way: the detail shows what the provider holds now.
  await viewOrder(journey, { reference });
}

/**
 * The body of the action: none for the full actions; the amount (minor units, the
 * authorization's currency), a reference and, for items shipped separately, the sequence for the
 * partial ones. A string: why it cannot be sent (a tampered request).
 */
export function actionBody(
  order: StoredOrder,
  offered: OfferedAction,
  request: OrderActionRequest,
): Record<string, unknown> | null | string {
  if (!isPartialAction(request.kind)) return null;
  const { amount } = request;
  if (amount === undefined || !Number.isSafeInteger(amount) || amount < 1) {
    return `The amount is not a whole number of minor units above zero (${String(amount)}): nothing was sent.`;
  }
  const actionReference =
    request.actionReference ?? `${request.kind === 'partialSettle' ? 'settle' : 'refund'}-1`;
  if (!actionReferencePattern.test(actionReference)) {
    return 'The reference must be 1 to 128 letters, digits or hyphens: nothing was sent.';
  }
  const value = { amount, currency: order.currency };
  const sequence = request.kind === 'partialSettle' && request.sequence ? request.sequence : null;
  // The APMs API takes a reference and the value, no sequence.
  if (offered.api === 'apms') return { reference: actionReference, value };
  // Both APIs name the same fields; v7 lists value first, the Payments API reference first.
  return offered.api === 'payments'
    ? { reference: actionReference, value, ...(sequence ? { sequence } : {}) }
    : { value, reference: actionReference, ...(sequence ? { sequence } : {}) };
}

function sentText(order: StoredOrder, request: OrderActionRequest): string {
  const amount =
    request.amount !== undefined ? ` of ${orderMoney(request.amount, order.currency)}` : '';
  const sequence = request.sequence
    ? ` (shipment ${request.sequence.number} of ${request.sequence.total})`
    : '';
  return `${orderActionLabels[request.kind]}${amount}${sequence}: the provider accepted it.`;
}

/** What the detail says when an action was not carried out. */
function actionProblem(error: unknown): string {
  if (error instanceof ProviderCallError) {
    if (error.isRequestFailure) {
      return `The demo server did not complete the call: ${error.message}. Nothing was changed by it.`;
    }
    if (error.status === 404) {
      return `The provider no longer offers this action (${error.message}): the payment changed meanwhile. The detail now shows what the provider holds.`;
    }
    return `The provider refused it (HTTP ${error.status}, ${error.message}). Nothing was changed.`;
  }
  console.error(error);
  return 'The action could not be sent.';
}
