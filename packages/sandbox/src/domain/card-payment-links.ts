// Card Payments v7 link relations (provider-lifecycle.md §1.3): an href per action a payment
// offers, and `cardPayments:events`. Card Payments' own answers and Payment Queries both use
// them; which actions appear comes from payment-actions.ts.
import type { CardPaymentRel } from '@sjd/contracts';
import type { SandboxContext } from './context';
import { offeredActions, type OfferTable } from './payment-actions';
import type { PaymentAction, PaymentRecord } from './payments';

/** The path of each relation; the id after it is the payment's linkData. */
export const cardPaymentLinkPaths: Record<
  PaymentAction | 'events',
  { rel: CardPaymentRel; path: string }
> = {
  cancel: { rel: 'cardPayments:cancel', path: 'payments/authorizations/cancellations' },
  partialCancel: {
    rel: 'cardPayments:partialCancel',
    path: 'payments/authorizations/cancellations/partials',
  },
  settle: { rel: 'cardPayments:settle', path: 'payments/settlements/full' },
  partialSettle: { rel: 'cardPayments:partialSettle', path: 'payments/settlements/partials' },
  refund: { rel: 'cardPayments:refund', path: 'payments/settlements/refunds/full' },
  partialRefund: {
    rel: 'cardPayments:partialRefund',
    path: 'payments/settlements/refunds/partials',
  },
  reverse: { rel: 'cardPayments:reverse', path: 'payments/sales/reversals' },
  increaseAuthorization: {
    rel: 'cardPayments:increaseAuthorizedAmount',
    path: 'payments/authorizations/incrementalAuthorizations',
  },
  events: { rel: 'cardPayments:events', path: 'payments/events' },
};

/** The offered actions' links and the events link, keyed by relation. */
export function cardPaymentActionLinks(
  ctx: SandboxContext,
  payment: PaymentRecord,
  table: Exclude<OfferTable, 'paymentsApi'>,
  now: number,
): Partial<Record<CardPaymentRel, { href: string }>> {
  const links: Partial<Record<CardPaymentRel, { href: string }>> = {};
  for (const name of [...offeredActions(payment, table, now), 'events' as const]) {
    const { rel, path } = cardPaymentLinkPaths[name];
    links[rel] = { href: `${ctx.publicUrl}/${path}/${payment.id}` };
  }
  return links;
}

/** `_links` of a Card Payments answer: the links and the curie. */
export function cardPaymentLinks(
  ctx: SandboxContext,
  payment: PaymentRecord,
  table: Exclude<OfferTable, 'paymentsApi'>,
  now: number,
) {
  return {
    ...cardPaymentActionLinks(ctx, payment, table, now),
    curies: [
      { name: 'cardPayments', href: `${ctx.publicUrl}/rels/cardPayments/{rel}`, templated: true },
    ],
  };
}
