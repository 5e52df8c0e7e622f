// The provider's events for an APM payment (the same envelope, signature, retries and faults as
// card events: events.ts, delivery.ts), one per event of its timeline (domain/apm-timeline.ts)
// past and to come; the outbox sends each when its time comes on the payment's clock. The
// envelope's `paymentInstrument` is "for APMs" [M: the Events page]; its shape is not
// documented [GAP]: the sandbox sends the API's own `{ method, type }`. `_links.payment` is the
// APMs API's query of the payment (Payment Queries documents no APM payment).
import type { ApmPaymentRecord } from '../domain/apm-payments';
import { apmTimeline } from '../domain/apm-timeline';
import { apmPaymentsPath } from '../domain/apm-views';
import type { DerivedEvent } from './events';

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

export function apmEvents(payment: ApmPaymentRecord, publicUrl: string): DerivedEvent[] {
  const links = { payment: { href: `${publicUrl}${apmPaymentsPath}/${payment.id}` } };
  return apmTimeline(payment).map((event) => ({
    key: event.key,
    type: event.type,
    at: event.at,
    transactionReference: payment.transactionReference,
    envelope: 'event',
    details: {
      classification: 'payment',
      transactionReference: payment.transactionReference,
      type: event.type,
      date: day(payment.createdAt),
      amount: { value: event.amount, currencyCode: payment.value.currency },
      ...(event.reference === undefined ? {} : { reference: event.reference }),
      ...(event.refusal ? { refund: { refusal: event.refusal } } : {}),
      paymentInstrument: {
        method: payment.method,
        type: payment.smartButton ? 'sdk' : 'direct',
      },
      _links: links,
    },
  }));
}
