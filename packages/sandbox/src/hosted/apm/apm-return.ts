// Where the shopper goes back to once they acted (or the request expired): one of the merchant's
// `resultUrls`, chosen from the payment's state on its clock. Methods without a `failure`
// address send a refusal to `pending` with an `error` parameter appended, as the provider's BLIK
// description says ("redirected to a pending URL with an error appended") [INF for the others];
// a payment still pending (the "pending then …" amounts, a SEPA debit) goes to `pending`, or
// `success` for iDEAL, which has no pending address [INF]. Pix, Swish and PayPal's Smart Button
// give no address: the page then just says what happened.
import type { ApmLastEvent } from '@sjd/contracts';
import type { ApmPaymentRecord, ResultUrlKind } from '../../domain/apm-payments';
import { apmStateAt } from '../../domain/apm-timeline';

export type ReturnKind = 'approved' | 'pending' | 'refused' | 'cancelled' | 'expired';

export interface ReturnTarget {
  kind: ReturnKind;
  /** The address to go back to; absent when the merchant gave none. */
  url?: string;
  lastEvent: ApmLastEvent;
}

function kindOf(payment: ApmPaymentRecord, lastEvent: ApmLastEvent): ReturnKind {
  if (payment.answer?.action === 'cancelled') return 'cancelled';
  if (!payment.answer) return lastEvent === 'requestExpired' ? 'expired' : 'pending';
  switch (lastEvent) {
    case 'refused':
    case 'error':
    case 'requestExpired':
      return 'refused';
    case 'pending':
    case 'sentForAuthorization':
      return 'pending';
    default:
      return 'approved';
  }
}

/** Fallbacks when the merchant gave no address of that kind. */
const order: Readonly<Record<ReturnKind, readonly ResultUrlKind[]>> = {
  approved: ['success'],
  pending: ['pending', 'success'],
  refused: ['failure', 'pending'],
  cancelled: ['cancel'],
  expired: ['failure', 'cancel'],
};

export function returnTargetOf(payment: ApmPaymentRecord, now: number): ReturnTarget {
  const { lastEvent } = apmStateAt(payment, now);
  const kind = kindOf(payment, lastEvent);
  for (const key of order[kind]) {
    const given = payment.resultUrls[key];
    if (given === undefined) continue;
    // A refusal sent to the pending address says so (the shop must not wait for it).
    if (kind === 'refused' && key === 'pending') {
      const url = new URL(given);
      url.searchParams.set('error', lastEvent);
      return { kind, url: url.toString(), lastEvent };
    }
    return { kind, url: given, lastEvent };
  }
  return { kind, lastEvent };
}
