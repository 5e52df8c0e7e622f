// The `npm start` wiring end to end, with no webhook setting at all: the built-in sandbox sends
// its events to this server's receiver, signed with the secret generated for this start, and the
// payment's event reaches the stream of the visitor who paid. Real HTTP on loopback ports (the
// sandbox in-process rather than on its thread).
import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { validBodies } from '@sjd/sandbox/valid-bodies';
import { buildApp } from '../app';
import { builtInSandboxWebhooks } from '../config/built-in-webhooks';
import { loadConfig } from '../config/env';
import { freePort } from '../test-helpers';

let sandbox: FastifyInstance;
let site: FastifyInstance;
let siteUrl = '';

beforeAll(async () => {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PUBLIC_URL: `http://127.0.0.1:${sandboxPort}`,
    SANDBOX_DB: ':memory:',
    LOG_LEVEL: 'silent',
  };
  const startup = loadConfig(env);
  // What server.ts does before it starts the sandbox's thread.
  const { keys, sandboxEnv } = builtInSandboxWebhooks(startup, env);
  startup.app.webhooks.keys = keys;
  const { config, listen } = sandboxConfigFromEnv(sandboxEnv, startup.app.publicUrl, [
    'sjd-checkout-id',
  ]);
  sandbox = await buildSandbox(config);
  await sandbox.listen(listen);
  site = await buildApp(startup.app);
  await site.listen(startup.listen);
  siteUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await site.close();
  await sandbox.close();
});

it("delivers the sandbox's signed event to the paying visitor's stream", async () => {
  const config = await fetch(`${siteUrl}/api/config`);
  const cookie = (config.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^sjd_visitor=/);

  const received: { type: string; transactionReference: string; outcome: string }[] = [];
  const stream = httpRequest(`${siteUrl}/api/webhooks/stream`, { headers: { cookie } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        if (line.startsWith('data: ')) received.push(JSON.parse(line.slice(6)) as never);
      }
    });
  });
  stream.end();

  // A Card Payments v7 authorization (no 3DS step): `authorized` at once.
  const payload = validBodies.cardPaymentCit?.();
  const reference: unknown =
    typeof payload === 'object' && payload !== null
      ? Reflect.get(payload, 'transactionReference')
      : undefined;
  expect(typeof reference).toBe('string');
  const answer = await fetch(`${siteUrl}/api/wpservices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      method: 'POST',
      url: '/cardPayments/customerInitiatedTransactions',
      payload,
    }),
  });
  expect(answer.status).toBe(200);

  await expect.poll(() => received.map((m) => m.type), { timeout: 4000 }).toContain('authorized');
  expect(received[0]).toMatchObject({ transactionReference: reference, outcome: 'applied' });
  stream.destroy();
});
