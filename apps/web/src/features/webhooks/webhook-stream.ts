// The browser's end of GET /api/webhooks/stream (server-sent events). Opened once the
// environment config has loaded: /api/config hands out the visitor cookie, and the stream must
// carry the same one as the payment calls that follow. EventSource reconnects by itself, sending
// Last-Event-ID, so events sent while it was away are replayed by the server.
import { readWebhookMessage, type WebhookMessage } from './webhook-message';

export const webhookStreamPath = '/api/webhooks/stream';

/** Opens the stream; each well-formed message goes to `onMessage`. Returns the closer. */
export function openWebhookStream(
  onMessage: (message: WebhookMessage) => void,
  EventSourceImpl: typeof EventSource | undefined = globalThis.EventSource,
): () => void {
  // No EventSource (an old browser, a test environment): the demo works without webhooks.
  if (!EventSourceImpl) return () => {};
  const source = new EventSourceImpl(webhookStreamPath);
  source.addEventListener('webhook', (event: MessageEvent<unknown>) => {
    if (typeof event.data !== 'string') return;
    const message = readWebhookMessage(event.data);
    if (message) onMessage(message);
  });
  return () => source.close();
}
