// The provider's events (webhooks) for this browser: the stream and what the app does with them.
export {
  listenForWebhooks,
  webhookReceived,
  webhookTriggerName,
  webhooksApi,
} from './webhooks-flow';
export { openWebhookStream, webhookStreamPath } from './webhook-stream';
export { readWebhookMessage, type WebhookMessage } from './webhook-message';
export { WebhookInspector } from './WebhookInspector';
export { WebhookFaults } from './WebhookFaults';
export { WebhookFaultBadge } from './WebhookFaultBadge';
export { WebhookFaultsProvider, faultsOn, useWebhookFaults } from './WebhookFaultsProvider';
export { ScenarioTriggers } from './ScenarioTriggers';
export { WebhookTimeline } from './WebhookTimeline';
