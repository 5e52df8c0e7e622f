// The provider's events (webhooks) for this browser: the event stream, the terminal's inspector
// of each event, the order detail's events received and scenario triggers. What the app does
// with an event (its trail entry) and the inspector's calls are rows of the journey table.
export { webhooksApi } from '../journeys';
export { openWebhookStream } from './webhook-stream';
export { WebhookInspector } from './WebhookInspector';
export { WebhookFaults } from './WebhookFaults';
export { WebhookFaultBadge } from './WebhookFaultBadge';
export { ScenarioTriggers } from './ScenarioTriggers';
export { WebhookTimeline } from './WebhookTimeline';
