// A merchant's event receiver for the webhook tests: a real HTTP server on 127.0.0.1 (a free
// port) that keeps every request it gets (headers and the raw body) and answers with the statuses
// it was given, in order, then 200; or never answers, for the timeout test.
import { simulatorKeyHeader } from '../api/simulator-guard';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookConfig } from '../config';

export interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  /** The raw body, byte for byte as sent. */
  raw: string;
  json: Record<string, unknown>;
}

export interface TestReceiver {
  url: string;
  received: ReceivedEvent[];
  /** Resolves once at least `count` requests have arrived (or fails after `ms`). */
  waitFor(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(
  options: { statuses?: number[]; silent?: boolean; path?: string } = {},
): Promise<TestReceiver> {
  const statuses = [...(options.statuses ?? [])];
  const received: ReceivedEvent[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // Kept as it came; the test reads `raw`.
      }
      received.push({ headers: request.headers, raw, json });
      if (options.silent) return;
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'ok' : `receiver failed with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${options.path ?? '/api/webhooks'}`,
    received,
    async waitFor(count, ms = 5000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`The receiver got ${received.length} of ${count} events in ${ms} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Webhook settings for a test sandbox: these receivers, two signing keys, rounds by hand. */
export function webhookSettings(
  urls: string[],
  overrides: Partial<WebhookConfig> = {},
): WebhookConfig {
  return {
    urls,
    keys: [
      { keyId: '1', secret: 'first-secret-a' },
      { keyId: '2', secret: 'second-secret-b' },
    ],
    tickMs: 0,
    timeoutMs: 2000,
    ...overrides,
  };
}

/** The merchant's Basic credentials, which the simulator routes (`/_sandbox/webhooks…`) need. */
export function merchantAuth(sandbox: {
  config: { credentials: { username: string; password: string }; simulatorKey: string | null };
}) {
  const { username, password } = sandbox.config.credentials;
  return {
    authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
    ...(sandbox.config.simulatorKey ? { [simulatorKeyHeader]: sandbox.config.simulatorKey } : {}),
  };
}
