// The visitor's delivery faults in words (issue 30; the names are the contract's,
// @sjd/contracts site/webhook-faults.ts): each fault's label, which names its trail entry
// ("Webhook fault: Duplicate on"), and what the receiver will show, which the inspector's switch
// says under it.
import type { WebhookFaultName } from '@sjd/contracts';

export const faultTexts: Record<WebhookFaultName, { label: string; effect: string }> = {
  delay: { label: 'Delay', effect: 'the provider holds each event 10 s before its first attempt' },
  duplicate: {
    label: 'Duplicate',
    effect: 'each event comes twice, same eventId: ignored the second time',
  },
  outOfOrder: {
    label: 'Out of order',
    effect: 'an event is held until the next one, which arrives first: the older one is ignored',
  },
  first500: {
    label: 'First attempt answered 500',
    effect: 'the receiver answers 500 once; the provider retries 15 minutes later',
  },
  badSignature: { label: 'Bad signature', effect: 'Event-Signature does not match: answered 400' },
  missingSignature: { label: 'Missing signature', effect: 'no Event-Signature: answered 400' },
};
