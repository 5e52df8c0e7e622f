// What the library's result callback means for the shop (spec §4 "Hosted payment (museart)"):
//   success → {base}/success, a 'success settle' event;
//   pending → {base}/processing;
//   failure → {base}/declined, a 'declined' event;
//   error, exception, cancelled, session_expired and anything else → {base}/error, an 'error'
//   event.
// The spec's list spells the cancellation cancelled_by_customer; the provider's library (and the
// sandbox) report cancelled_by_shopper (provider-api.md §12.2). Both are named here; both, like
// any status nobody listed, end on the error screen.
import * as z from 'zod/mini';
import { toJsonValue } from '../../../lib/event-body';
import type { JsonValue } from '../../event-log';

export type HostedOutcome = 'success' | 'pending' | 'declined' | 'error';

const outcomes: Readonly<Record<string, HostedOutcome>> = {
  success: 'success',
  pending: 'pending',
  failure: 'declined',
  error: 'error',
  exception: 'error',
  cancelled_by_customer: 'error',
  cancelled_by_shopper: 'error',
  session_expired: 'error',
};

export function hostedOutcome(status: string): HostedOutcome {
  return Object.hasOwn(outcomes, status) ? (outcomes[status] ?? 'error') : 'error';
}

/** The terminal event each outcome records (spec §4 names three; pending's is ours). */
export const outcomeEvents: Record<
  HostedOutcome,
  { title: string; icon: 'success' | 'info' | 'warning' | 'error' }
> = {
  success: { title: 'Success settle', icon: 'success' },
  pending: { title: 'Pending', icon: 'info' },
  declined: { title: 'Declined', icon: 'warning' },
  error: { title: 'Error', icon: 'error' },
};

/** What the callback reported: its order's status and reference, and the data as JSON. */
export interface HostedResult {
  /** '' when the data had no readable status (the outcome is then an error). */
  status: string;
  transactionReference: string | null;
  data: JsonValue;
}

const responseDataSchema = z.object({
  order: z.object({
    status: z.string(),
    transactionReference: z.optional(z.nullable(z.string())),
  }),
});

/** The callback's `responseData`, parsed: foreign data, never trusted. */
export function readHostedResult(responseData: unknown): HostedResult {
  const parsed = responseDataSchema.safeParse(responseData);
  return {
    status: parsed.success ? parsed.data.order.status : '',
    transactionReference: parsed.success ? (parsed.data.order.transactionReference ?? null) : null,
    data: toJsonValue(responseData) ?? null,
  };
}
