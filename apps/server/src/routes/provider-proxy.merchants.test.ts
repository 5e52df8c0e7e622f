// Issue 42, the hostile round's failures 1 and 2, with the built-in sandbox over loopback HTTP as
// `npm start` wires it: every visitor is a merchant of their own at the sandbox. A stranger
// holding every credential a browser can see (their own from /api/config, and the sandbox's
// published defaults) cannot list, read, act on or mute another visitor's payments, neither
// through the site nor going round it to the sandbox.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  environmentConfigSchema,
  matchProviderEndpoint,
  providerApis,
  proxyErrorCodes,
} from '@sjd/contracts';
import { buildSandbox, defaultSandboxCredentials, sandboxConfigFromEnv } from '@sjd/sandbox';
import { buildApp } from '../app';
import { builtInSandboxWebhooks } from '../config/built-in-webhooks';
import { loadConfig } from '../config/env';
import { freePort } from '../test-helpers';

let sandbox: FastifyInstance;
let site: FastifyInstance;
let siteUrl = '';
let sandboxUrl = '';

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
    RATE_LIMIT_MAX: '100000',
  };
  const startup = loadConfig(env);
  const { keys, sandboxEnv } = builtInSandboxWebhooks(startup, env);
  startup.app.webhooks.keys = keys;
  const { config, listen } = sandboxConfigFromEnv(sandboxEnv, startup.app.publicUrl);
  sandbox = await buildSandbox(config);
  await sandbox.listen(listen);
  site = await buildApp(startup.app);
  await site.listen(startup.listen);
  siteUrl = `http://127.0.0.1:${port}`;
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
});

afterAll(async () => {
  await site.close();
  await sandbox.close();
});

const basic = (username: string, password: string) => `Basic ${btoa(`${username}:${password}`)}`;

/** A browser: its visitor cookie and the sandbox credentials /api/config gives it. */
async function visitor() {
  const answer = await fetch(`${siteUrl}/api/config`);
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const config = environmentConfigSchema.parse(await answer.json());
  const credentials = config.sandboxDemoCredentials;
  if (!credentials) throw new Error('/api/config gave no sandbox credentials');
  const proxy = async (route: string, body: unknown) => {
    const res = await fetch(`${siteUrl}${route}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  return {
    cookie,
    credentials,
    authorization: basic(credentials.username, credentials.password),
    proxy,
  };
}

/** A Payments API payment through the site, as the web app makes it. */
async function pay(who: Awaited<ReturnType<typeof visitor>>, transactionReference: string) {
  const answer = await who.proxy('/api/payments', {
    payload: {
      transactionReference,
      merchant: { entity: 'default' },
      instruction: {
        method: 'card',
        paymentInstrument: {
          type: 'plain',
          cardNumber: '4444333322221111',
          expiryDate: { month: 12, year: 2035 },
          cardHolderName: 'Ada Lovelace',
        },
        narrative: { line1: 'Smart Journey Demo' },
        value: { currency: 'GBP', amount: 4200 },
      },
    },
  });
  expect(answer.status).toBe(200);
  const body = answer.json.body as {
    _links: { self: { href: string } };
    _actions: Record<string, { href: string }>;
  };
  expect(answer.json.status).toBe(201);
  return { self: body._links.self.href, cancel: body._actions.cancelPayment?.href ?? '' };
}

/** A call straight to the sandbox, going round the site, with its API's headers. */
function direct(authorization: string, url: string, method = 'GET') {
  const match = matchProviderEndpoint(method, new URL(url).pathname);
  if (!match) throw new Error(`${method} ${url} is no provider endpoint`);
  const api = providerApis[match.endpoint.api];
  return fetch(url, {
    method,
    headers: {
      authorization,
      accept: api.accept,
      ...('apiVersion' in api ? { 'wp-api-version': api.apiVersion } : {}),
    },
  });
}

const searchToday = () => {
  const params = new URLSearchParams({
    startDate: new Date(Date.now() - 3_600_000).toISOString(),
    endDate: new Date(Date.now() + 3_600_000).toISOString(),
    pageSize: '300',
  });
  return `${sandboxUrl}/paymentQueries/payments?${params.toString()}`;
};

const paymentsIn = async (answer: Response) =>
  JSON.stringify(((await answer.json()) as { _embedded?: unknown })._embedded ?? null);

describe('every visitor a merchant of their own at the sandbox', () => {
  it('gives each browser credentials of its own, never the shared defaults', async () => {
    const [alice, mallory] = [await visitor(), await visitor()];
    expect(alice.credentials.username).not.toBe(mallory.credentials.username);
    expect(alice.credentials.password).not.toBe(mallory.credentials.password);
    expect(alice.credentials).not.toEqual(defaultSandboxCredentials);
    // The same browser gets the same credentials on its next visit; no shared cache keeps them.
    const again = await fetch(`${siteUrl}/api/config`, { headers: { cookie: alice.cookie } });
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect(again.headers.get('vary')).toBe('Host, Cookie');
    expect(environmentConfigSchema.parse(await again.json()).sandboxDemoCredentials).toEqual(
      alice.credentials,
    );
  });

  it('lets a stranger with every credential a browser sees list, read and act on nothing of another’s', async () => {
    const [alice, mallory] = [await visitor(), await visitor()];
    const reference = `SJD-alice-${Date.now()}`;
    const payment = await pay(alice, reference);
    // Alice's own credentials (copied curl) find her payment.
    const own = await direct(alice.authorization, searchToday());
    expect(await paymentsIn(own)).toContain(reference);

    const strangers = [
      mallory.authorization,
      basic(defaultSandboxCredentials.username, defaultSandboxCredentials.password),
    ];
    for (const authorization of strangers) {
      // Failure 1: the date-range search listed every visitor's payments.
      expect(await paymentsIn(await direct(authorization, searchToday()))).not.toContain(reference);
      const byReference = await direct(
        authorization,
        `${sandboxUrl}/paymentQueries/payments?transactionReference=${reference}`,
      );
      expect(await paymentsIn(byReference)).not.toContain(reference);
      expect((await direct(authorization, payment.self)).status).toBe(404);
      expect((await direct(authorization, payment.cancel, 'POST')).status).toBe(404);
    }
    // Through the site, with the same link: the sandbox answers Mallory's call as unknown.
    const viaSite = await mallory.proxy('/api/payments', { method: 'POST', url: payment.cancel });
    expect(viaSite.json.status).toBe(404);
    // Alice's payment is as she left it.
    const read = await direct(alice.authorization, payment.self);
    expect(await read.json()).toMatchObject({ lastEvent: 'Authorized' });
  });

  it('lets no stranger mute a payment by naming its reference (failure 2)', async () => {
    const [alice, mallory] = [await visitor(), await visitor()];
    const reference = `SJD-muted-${Date.now()}`;
    await pay(alice, reference);
    const named = await mallory.proxy('/api/payments', {
      payload: { transactionReference: reference, merchant: { entity: 'default' } },
    });
    expect(named.status).toBe(403);
    expect(named.json).toMatchObject({ error: proxyErrorCodes.referenceNotYours });
    // Alice still looks her payment up through the site, and still sees its events.
    const query = await alice.proxy('/api/wpservices', {
      method: 'GET',
      url: `/paymentQueries/payments?transactionReference=${reference}`,
    });
    expect(query.status).toBe(200);
    expect(JSON.stringify(query.json.body)).toContain(reference);
    const events = await fetch(`${siteUrl}/api/webhooks/events?transactionReference=${reference}`, {
      headers: { cookie: alice.cookie },
    });
    expect(events.status).toBe(200);
  });
});
