// The Checkout SDK's part of the terminal (spec §3 "Api event log": api 'Checkout SDK'). The
// hosted card fields call the provider's session endpoints themselves, from the provider's
// origin, so the provider client never sees those calls; the form reports each session it got
// and this listener writes it under its own trigger, before the journey that uses it starts.
import { createAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../lib/listener';
import { apiEventRecorded, triggerSaved } from '../event-log';

export const checkoutSdkTrigger = 'Checkout SDK';

export interface CheckoutSessionReport {
  /** card: generateSessionState (card + CVC); cvc: generateSessions with the CVC field alone. */
  kind: 'card' | 'cvc';
  /** The endpoint the fields posted to, e.g. https://…/verifiedTokens/sessions. */
  endpoint: string;
  href: string;
  /** From the shopper's press to the session href, in ms. */
  responseTime: number;
}

/** The hosted fields made a session (the form dispatches it just before starting the journey). */
export const checkoutSessionCreated =
  createAction<CheckoutSessionReport>('checkout/sessionCreated');

export const checkoutSessionTitles = { card: 'Card session', cvc: 'CVC session' } as const;

export function listenForCheckoutSessions(startListening: AppStartListening): void {
  startListening({
    actionCreator: checkoutSessionCreated,
    effect: ({ payload }, api) => {
      const { kind, endpoint, href, responseTime } = payload;
      api.dispatch(triggerSaved({ name: checkoutSdkTrigger }));
      const call = kind === 'card' ? 'generateSessionState()' : 'generateSessions()';
      api.dispatch(
        apiEventRecorded({
          trigger: checkoutSdkTrigger,
          event: {
            title: checkoutSessionTitles[kind],
            type: 'response',
            api: 'Checkout SDK',
            method: 'POST',
            url: endpoint,
            responseTime,
            plainText: `${call}: the secure fields sent the ${kind === 'card' ? 'card details' : 'security code'} to POST ${endpoint} from the provider's origin; this page only receives the session href.`,
            body: { href },
            icon: 'success',
          },
        }),
      );
    },
  });
}

/** The session endpoint the fields post to (spec §7 "Card form with SDK"). */
export function sessionEndpoint(wpBaseUrl: string, scriptUrl: string, kind: 'card' | 'cvc') {
  if (kind === 'cvc') return new URL('/sessions/payments/cvc', wpBaseUrl).href;
  const path = scriptUrl.includes('/v1/') ? '/verifiedTokens/sessions' : '/sessions/card';
  return new URL(path, wpBaseUrl).href;
}
