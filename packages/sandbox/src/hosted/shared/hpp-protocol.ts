// The hosted payment page ⇄ WPCL.Library messages (postMessage, explicit target origins; the
// library checks event.origin and event.source) and the texts of each result.
import type { HostedPaymentStatus } from '@sjd/contracts';

export const hppMessageSource = 'sjd-hpp';

/** Page → library. */
export type HppMessage =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'flow'; page: 'card-details' | 'processing' | 'authentication' | 'result' }
  | { type: 'result'; order: { status: HostedPaymentStatus; transactionReference: string } };

/** Challenge ReturnUrl page → the hosted page that framed the challenge (same origin). */
export const challengeReturnedType = 'sjd-hpp:challenge-returned';

export const hppStatuses: readonly HostedPaymentStatus[] = [
  'success',
  'failure',
  'pending',
  'error',
  'exception',
  'cancelled_by_shopper',
  'session_expired',
];

export const isHppStatus = (value: unknown): value is HostedPaymentStatus =>
  typeof value === 'string' && (hppStatuses as readonly string[]).includes(value);

export interface ResultText {
  tone: 'good' | 'wait' | 'bad';
  title: string;
  text: string;
}

/** What the page says for each result (spec §8 wording where it has one). */
export const resultTexts: Readonly<Record<HostedPaymentStatus, ResultText>> = {
  success: {
    tone: 'good',
    title: 'Payment successful',
    text: 'Thank you. Your payment has been taken.',
  },
  pending: {
    tone: 'wait',
    title: 'Payment pending',
    text: 'Your payment is being processed. The shop will confirm it shortly.',
  },
  failure: {
    tone: 'bad',
    title: 'Payment declined',
    text: 'Your payment was declined. No money has been taken.',
  },
  error: { tone: 'bad', title: 'Payment failed', text: 'There was an error taking your payment.' },
  exception: {
    tone: 'bad',
    title: 'We could not confirm your payment',
    text: 'Something unexpected happened. Please check with the shop before you try again.',
  },
  cancelled_by_shopper: {
    tone: 'wait',
    title: 'Payment cancelled',
    text: 'You cancelled the payment.',
  },
  session_expired: {
    tone: 'wait',
    title: 'Session expired',
    text: 'This payment page has expired. Please return to the shop and start again.',
  },
};

/**
 * What a page shows when the sandbox refuses its 3DS step because the same page started another
 * payment meanwhile (another tab): it reports no result, the other attempt will.
 */
export const supersededText: ResultText = {
  tone: 'wait',
  title: 'Payment continued elsewhere',
  text: 'This payment was started again in another window. Please finish it there.',
};
