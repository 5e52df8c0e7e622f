// The provider speaking first (issue 30): each event the demo server's receiver passes to this
// browser becomes its own trigger in the terminal ("Webhook: authorized"), an inbound POST from
// the provider to the merchant's receiver, with what the receiver did with it; and when it is
// about the order open in the Orders panel, that order's timeline is fetched again.
import { createAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../lib/listener';
import { apiEventRecorded, triggerSaved, type EventIcon } from '../event-log';
import { orderRefreshRequested, selectOrderDetail } from '../journeys';
import type { WebhookMessage } from './webhook-message';

/** The event stream delivered a message (webhook-stream.ts). */
export const webhookReceived = createAction<WebhookMessage>('webhooks/webhookReceived');

export const webhooksApi = 'Webhooks';

const outcomeTexts: Record<WebhookMessage['outcome'], { text: string; icon: EventIcon }> = {
  applied: { text: 'verified and applied', icon: 'info' },
  duplicate: {
    text: 'a duplicate of an event already received (same eventId): ignored',
    icon: 'warning',
  },
  outOfOrder: {
    text: 'older than the last event applied to this payment: ignored',
    icon: 'warning',
  },
  failedOnPurpose: {
    text: 'answered 500 on purpose (fault: first attempt answered 500): the provider retries it 15 minutes later (or Resend it)',
    icon: 'error',
  },
  rejected: {
    text: 'refused with 400: its Event-Signature is missing or does not match (the fault you turned on); the provider retries it, so turn the fault off and Resend',
    icon: 'error',
  },
};

/** What a delay fault looks like from the receiver: the event arrived late. */
function lateText(message: WebhookMessage): string {
  if (!message.faults?.includes('delay')) return '';
  // No lag when the event is dated on a demo clock ahead of real time: it cannot be measured.
  if (typeof message.lagMs !== 'number') return ' Its first attempt was held back (fault: delay).';
  return ` It arrived ${(message.lagMs / 1000).toFixed(1)} s after its eventTimestamp (fault: delay).`;
}

export const webhookTriggerName = (message: WebhookMessage) => `Webhook: ${message.type}`;

export function listenForWebhooks(startListening: AppStartListening): void {
  startListening({
    actionCreator: webhookReceived,
    effect: ({ payload: message }, api) => {
      const trigger = webhookTriggerName(message);
      const { text, icon } = outcomeTexts[message.outcome];
      api.dispatch(triggerSaved({ name: trigger }));
      api.dispatch(
        apiEventRecorded({
          trigger,
          event: {
            title: trigger,
            type: 'request',
            api: webhooksApi,
            method: 'POST',
            url: '/api/webhooks',
            body: message.event,
            icon,
            plainText:
              message.outcome === 'rejected'
                ? `A delivery of ${message.type} for ${message.transactionReference} reached the merchant's receiver: ${text}.`
                : `The provider sent the event ${message.type} for ${message.transactionReference} to the merchant's receiver (Event-Signature key ${message.request.keyId}): ${text}.${lateText(message)}`,
            webhook: {
              eventId: message.eventId,
              transactionReference: message.transactionReference,
              outcome: message.outcome,
            },
          },
        }),
      );
      // A state change of the open order: its timeline is the provider's, so ask again.
      const { openReference, status } = selectOrderDetail(api.getState());
      if (
        message.outcome === 'applied' &&
        openReference === message.transactionReference &&
        status === 'ready'
      ) {
        api.dispatch(orderRefreshRequested({ reference: openReference }));
      }
    },
  });
}
