// The browser's end of GET /api/webhooks/stream (server-sent events). Opened once the
// environment config has loaded: /api/config hands out the visitor cookie, and the stream must
// carry the same one as the payment calls that follow. EventSource reconnects by itself, sending
// Last-Event-ID, so events sent while it was away are replayed by the server. A reload starts a
// new EventSource, which knows no id: the last one seen is kept in session storage (this tab's,
// as the trail is) and the new stream asks for what came after it (`?after=`).
import {
  readWebhookMessage,
  sitePaths,
  streamIdPattern,
  type WebhookMessage,
} from '@sjd/contracts';

/** Where the last event id seen in this tab is kept across a reload. */
export const lastEventIdKey = 'sjd:webhookLastEventId';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readLastEventId(): string | null {
  try {
    return storage()?.getItem(lastEventIdKey) ?? null;
  } catch {
    return null;
  }
}

/** Opens the stream; each well-formed message goes to `onMessage`. Returns the closer. */
export function openWebhookStream(
  onMessage: (message: WebhookMessage) => void,
  EventSourceImpl: typeof EventSource | undefined = globalThis.EventSource,
): () => void {
  // No EventSource (an old browser, a test environment): the demo works without webhooks.
  if (!EventSourceImpl) return () => {};
  const after = readLastEventId();
  const path =
    after && streamIdPattern.test(after)
      ? `${sitePaths.webhookStream}?after=${after}`
      : sitePaths.webhookStream;
  const source = new EventSourceImpl(path);
  source.addEventListener('webhook', (event: MessageEvent<unknown>) => {
    if (typeof event.data !== 'string') return;
    const message = readWebhookMessage(event.data);
    if (!message) return;
    if (streamIdPattern.test(event.lastEventId)) {
      try {
        storage()?.setItem(lastEventIdKey, event.lastEventId);
      } catch {
        // Storage full or refused: a reload then misses what arrives meanwhile, nothing else.
      }
    }
    onMessage(message);
  });
  return () => source.close();
}
