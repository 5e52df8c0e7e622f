// A worked example of a merchant's test suite pointed at the sandbox on its own (README "The
// sandbox on its own, in a merchant's CI"): the standalone entry started as a separate process
// (what `npm run sandbox` runs), reached over HTTP with plain `fetch`, as any client would. It
// pays, is refused by a magic cardholder name, settles, receives the signed `settled` event
// after moving the sandbox clock, and stores and reuses a card. Copy it, change the base URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const mainPath = new URL('../main.ts', import.meta.url).pathname;
const credentials = Buffer.from('merchant-ci:merchant-ci-secret').toString('base64');
const webhookSecret = 'merchant-ci-webhook-secret';

let sandbox: ChildProcess;
let baseUrl = '';
let receiver: Server;
const events: { type: string; signatureOk: boolean; reference: string }[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The merchant's own webhook receiver: keeps each event, checks its signature. */
async function startReceiver(): Promise<string> {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const expected = createHmac('sha256', webhookSecret).update(raw).digest('hex');
      const body: unknown = JSON.parse(raw);
      const details: unknown =
        typeof body === 'object' && body ? Reflect.get(body, 'eventDetails') : {};
      events.push({
        type: String(Reflect.get(Object(details), 'type')),
        reference: String(Reflect.get(Object(details), 'transactionReference')),
        signatureOk: request.headers['event-signature'] === `1/SHA256/${expected}`,
      });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  sandbox = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PORT: String(port),
      SANDBOX_PUBLIC_URL: baseUrl,
      SANDBOX_USERNAME: 'merchant-ci',
      SANDBOX_PASSWORD: 'merchant-ci-secret',
      SANDBOX_DB: ':memory:',
      SANDBOX_CONTROL_ROUTES: 'on',
      SANDBOX_WEBHOOK_URLS: await startReceiver(),
      SANDBOX_WEBHOOK_SECRETS: `1:${webhookSecret}`,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  // Ready when its health answers (a cold start compiles TypeScript: allow a while).
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${baseUrl}/_sandbox/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('The sandbox did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 90_000);

afterAll(async () => {
  sandbox.kill('SIGTERM');
  await new Promise((resolve) => receiver.close(resolve));
});

/** A Payments API call as the merchant's server makes it. */
async function payments(path: string, body?: unknown) {
  const res = await fetch(path.startsWith('http') ? path : `${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${credentials}`,
      'content-type': 'application/json',
      'wp-api-version': '2024-06-01',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json() };
}

/** A value of an answer by its dotted path (`_actions.settlePayment.href`). */
function at(json: unknown, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node ? Reflect.get(node, key) : undefined),
      json,
    );
  if (typeof value !== 'string') throw new Error(`No ${path} in ${JSON.stringify(json)}`);
  return value;
}

const order = (cardHolderName: string, tokenCreation?: object) => ({
  transactionReference: `ORDER-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  merchant: { entity: 'default' },
  instruction: {
    method: 'card',
    paymentInstrument: {
      type: 'plain',
      cardHolderName,
      cardNumber: '4444333322221111',
      expiryDate: { month: 12, year: 2035 },
    },
    narrative: { line1: 'Merchant CI' },
    value: { currency: 'GBP', amount: 1250 },
    ...(tokenCreation ? { tokenCreation } : {}),
  },
});

describe('a merchant test suite against the standalone sandbox', () => {
  it('is authorized, then settled; the settled event arrives once the clock moves', async () => {
    const paid = await payments('/api/payments', order('Ada Lovelace'));
    expect(paid).toMatchObject({ status: 201, json: { outcome: 'authorized' } });
    const settled = await payments(at(paid.json, '_actions.settlePayment.href'));
    expect(settled).toMatchObject({ status: 202, json: { outcome: 'sentForSettlement' } });
    // Settlements complete 15 minutes later on the sandbox clock: move it (control routes on).
    await fetch(`${baseUrl}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 16 * 60 }),
    });
    const reference = at(paid.json, 'transactionReference');
    const deadline = Date.now() + 20_000;
    while (!events.some((e) => e.reference === reference && e.type === 'settled')) {
      if (Date.now() > deadline) throw new Error(`No settled event: ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(events.filter((e) => e.reference === reference).every((e) => e.signatureOk)).toBe(true);
  }, 60_000);

  it('is refused for the magic cardholder name REFUSED51', async () => {
    const refused = await payments('/api/payments', order('REFUSED51'));
    expect(refused.json).toMatchObject({ outcome: 'refused', refusalCode: '51' });
  });

  it('stores the card and pays with the token later', async () => {
    const first = await payments(
      '/api/payments',
      order('Ada Lovelace', { type: 'worldpay', namespace: 'ci-shopper' }),
    );
    const href = at(first.json, 'token.href');
    const again = order('Ada Lovelace');
    const withToken = {
      ...again,
      instruction: { ...again.instruction, paymentInstrument: { type: 'token', href } },
    };
    expect((await payments('/api/payments', withToken)).json).toMatchObject({
      outcome: 'authorized',
    });
  });

  it('is refused without credentials, in the provider envelope', async () => {
    const res = await fetch(`${baseUrl}/api/payments`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ errorName: 'accessDenied' });
  });
});
