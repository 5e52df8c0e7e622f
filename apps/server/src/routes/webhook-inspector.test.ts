// Issue 30, the inspector's server side: GET /api/webhooks/events, Resend, the visitor's faults
// and the scenario triggers, end to end with the built-in sandbox (in-process, real HTTP on
// loopback, as npm start wires it), and with a real provider configured (no simulator). Two
// visitors throughout: one never reads, resends, faults or triggers anything of the other's.
import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environmentConfigSchema } from '@sjd/contracts';
import { buildSandbox, sandboxConfigFromEnv, simulatorKeyHeader } from '@sjd/sandbox';
import { validBodies } from '@sjd/sandbox/valid-bodies';
import { buildApp } from '../app';
import { builtInSandboxWebhooks } from '../config/built-in-webhooks';
import { loadConfig } from '../config/env';
import { freePort, testConfig } from '../test-helpers';
import { MemoryVisitorLedger } from '../visitors/visitor-ledger';
import { MemoryEventLedger } from '../webhooks/event-ledger';

let sandbox: FastifyInstance;
let site: FastifyInstance;
let siteUrl = '';
let sandboxUrl = '';
const open: { destroy(): void }[] = [];
/** The key the built-in sandbox's simulator routes take: made by builtInSandboxWebhooks. */
let simulatorKey = '';

beforeAll(async () => {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PUBLIC_URL: `http://127.0.0.1:${sandboxPort}`,
    SANDBOX_DB: ':memory:',
    SANDBOX_CONTROL_ROUTES: 'on',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
  };
  const startup = loadConfig(env);
  const { keys, sandboxEnv } = builtInSandboxWebhooks(startup, env);
  startup.app.webhooks.keys = keys;
  const { config, listen } = sandboxConfigFromEnv(sandboxEnv, startup.app.publicUrl, [
    'sjd-checkout-id',
  ]);
  simulatorKey = config.simulatorKey ?? '';
  sandbox = await buildSandbox(config);
  await sandbox.listen(listen);
  site = await buildApp(startup.app);
  await site.listen(startup.listen);
  siteUrl = `http://127.0.0.1:${port}`;
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
});

afterAll(async () => {
  open.forEach((stream) => stream.destroy());
  await site.close();
  await sandbox.close();
});

interface Message {
  eventId: string;
  type: string;
  transactionReference: string;
  outcome: string;
  response: { status: number };
  faults: string[];
}

async function visitor() {
  const config = await fetch(`${siteUrl}/api/config`);
  const cookie = (config.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // The visitor's own sandbox credentials, as the terminal shows them (issue 42).
  const { sandboxDemoCredentials: credentials } = environmentConfigSchema.parse(
    await config.json(),
  );
  if (!credentials) throw new Error('No sandbox credentials of their own');
  const basic = `Basic ${btoa(`${credentials.username}:${credentials.password}`)}`;
  const received: Message[] = [];
  const stream = httpRequest(`${siteUrl}/api/webhooks/stream`, { headers: { cookie } }, (res) => {
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('data: ')) received.push(JSON.parse(line.slice(6)) as Message);
      }
    });
  });
  stream.end();
  open.push(stream);
  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${siteUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { cookie, received, api, credentials, basic };
}
type Visitor = Awaited<ReturnType<typeof visitor>>;

let counter = 0;
/** A Card Payments authorization through the proxy; its reference and settle link. */
async function pay(who: Visitor) {
  const transactionReference = `SJD-inspector-${Date.now()}-${(counter += 1)}`;
  const answer = await who.api('POST', '/api/wpservices', {
    method: 'POST',
    url: '/cardPayments/customerInitiatedTransactions',
    payload: { ...Object(validBodies.cardPaymentCit?.()), transactionReference },
  });
  expect(answer.status).toBe(200);
  const result = (await answer.json()) as { body: { _links: Record<string, { href: string }> } };
  return { transactionReference, settle: result.body._links['cardPayments:settle']?.href ?? '' };
}

const ofReference = (who: Visitor, reference: string) =>
  who.received.filter((m) => m.transactionReference === reference);

async function events(who: Visitor, reference: string) {
  const answer = await who.api(
    'GET',
    `/api/webhooks/events?transactionReference=${encodeURIComponent(reference)}`,
  );
  return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
}

const allFaultsOff = {
  delay: false,
  duplicate: false,
  outOfOrder: false,
  first500: false,
  badSignature: false,
  missingSignature: false,
};

describe('the webhook inspector with the built-in sandbox', () => {
  it("shows a visitor its own payment's events, deliveries and receptions, and 404s everyone else", async () => {
    const [alice, bob] = [await visitor(), await visitor()];
    const { transactionReference } = await pay(alice);
    await expect.poll(() => ofReference(alice, transactionReference).length).toBe(1);

    const own = await events(alice, transactionReference);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ transactionReference, simulator: true });
    const [event] = own.json.events as Record<string, unknown>[];
    expect(event).toMatchObject({
      type: 'authorized',
      payload: { eventDetails: { transactionReference, type: 'authorized' } },
      deliveries: [{ state: 'delivered', attempts: [{ attempt: 1, status: 200 }] }],
      receptions: [
        {
          outcome: 'applied',
          headers: {
            contentType: 'application/vnd.worldpay.events-v1.hal+json',
            eventSignature: expect.stringMatching(/^1\/SHA256\/[0-9a-f]{64}$/),
          },
          answer: { status: 200, body: { received: true, outcome: 'applied' } },
        },
      ],
    });

    // Bob knows the reference and the event id: nothing of it is his.
    expect((await events(bob, transactionReference)).status).toBe(404);
    const eventId = String(event?.eventId);
    const bobResend = await bob.api('POST', `/api/webhooks/events/${eventId}/resend`, {
      transactionReference,
    });
    expect(bobResend.status).toBe(404);
    const bobScenario = await bob.api('POST', '/api/webhooks/scenarios', {
      transactionReference,
      scenario: 'refundFails',
    });
    expect(bobScenario.status).toBe(404);

    // Resend: the same event again, which the receiver shows as a duplicate.
    const resend = await alice.api('POST', `/api/webhooks/events/${eventId}/resend`, {
      transactionReference,
    });
    expect(resend.status).toBe(202);
    await expect
      .poll(() => ofReference(alice, transactionReference).map((m) => m.outcome))
      .toEqual(['applied', 'duplicate']);
    // An event id of another reference is refused even for the owner of this one.
    const other = await pay(bob);
    await expect.poll(() => ofReference(bob, other.transactionReference).length).toBe(1);
    const bobEvents = await events(bob, other.transactionReference);
    const bobEventId = String((bobEvents.json.events as { eventId: string }[])[0]?.eventId);
    const crossed = await alice.api('POST', `/api/webhooks/events/${bobEventId}/resend`, {
      transactionReference,
    });
    expect(crossed.status).toBe(404);
    expect(bob.received.filter((m) => m.outcome === 'duplicate')).toHaveLength(0);
  });

  it("applies one visitor's faults to that visitor's payments only", async () => {
    const [alice, bob] = [await visitor(), await visitor()];
    const first = await pay(alice);
    await expect.poll(() => ofReference(alice, first.transactionReference).length).toBe(1);
    const set = await alice.api('PUT', '/api/webhooks/faults', {
      faults: { ...allFaultsOff, duplicate: true },
    });
    expect(set.status).toBe(200);
    expect(await (await alice.api('GET', '/api/webhooks/faults')).json()).toMatchObject({
      simulator: true,
      faults: { duplicate: true },
    });
    // An existing payment: its next event (the settlement's) comes twice.
    const settled = await alice.api('POST', '/api/wpservices', {
      method: 'POST',
      url: first.settle,
    });
    expect(settled.status).toBe(200);
    await expect
      .poll(() =>
        ofReference(alice, first.transactionReference).map((m) => `${m.type} ${m.outcome}`),
      )
      .toEqual(['authorized applied', 'sentForSettlement applied', 'sentForSettlement duplicate']);
    // A new payment gets them as its creating call goes out.
    const second = await pay(alice);
    await expect
      .poll(() => ofReference(alice, second.transactionReference).map((m) => m.outcome))
      .toEqual(['applied', 'duplicate']);
    expect(ofReference(alice, second.transactionReference)[0]?.faults).toEqual(['duplicate']);
    // Bob's payment meanwhile: once.
    const bobs = await pay(bob);
    await expect.poll(() => ofReference(bob, bobs.transactionReference).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ofReference(bob, bobs.transactionReference).map((m) => m.outcome)).toEqual(['applied']);
  });

  it('turning every fault off clears them from older payments too, past the latest 50', async () => {
    const carol = await visitor();
    const oldest = await pay(carol);
    expect(
      (await carol.api('PUT', '/api/webhooks/faults', { faults: { ...allFaultsOff, delay: true } }))
        .status,
    ).toBe(200);
    // 50 newer payments, each faulted as its creating call goes out.
    for (let i = 0; i < 50; i += 1) await pay(carol);
    const sandboxFaultsOf = async (reference: string) => {
      const answer = await fetch(
        `${sandboxUrl}/_sandbox/webhooks?transactionReference=${encodeURIComponent(reference)}`,
        {
          headers: { authorization: carol.basic, [simulatorKeyHeader]: simulatorKey },
        },
      );
      return ((await answer.json()) as { faults?: Record<string, boolean> }).faults;
    };
    expect(await sandboxFaultsOf(oldest.transactionReference)).toMatchObject({ delay: true });
    expect((await carol.api('PUT', '/api/webhooks/faults', { faults: allFaultsOff })).status).toBe(
      200,
    );
    expect(await sandboxFaultsOf(oldest.transactionReference)).toMatchObject({ delay: false });
  }, 30_000);

  it("never faults another visitor's payment whose reference it names", async () => {
    const [alice, mallory] = [await visitor(), await visitor()];
    await mallory.api('PUT', '/api/webhooks/faults', {
      faults: { ...allFaultsOff, duplicate: true, missingSignature: true },
    });
    const payment = await pay(alice);
    await expect.poll(() => ofReference(alice, payment.transactionReference).length).toBe(1);
    // Mallory sends a creating call naming Alice's reference: refused before it goes out
    // (issue 42: a reference is whoever made the payment's), and Mallory's faults are not
    // registered for it.
    const named = await mallory.api('POST', '/api/wpservices', {
      method: 'POST',
      url: '/cardPayments/customerInitiatedTransactions',
      payload: {
        ...Object(validBodies.cardPaymentCit?.()),
        transactionReference: payment.transactionReference,
      },
    });
    expect(named.status).toBe(403);
    await alice.api('POST', '/api/wpservices', { method: 'POST', url: payment.settle });
    // A visitor's credentials are handed to the browser (for curl): alone they open no
    // simulator route, so a visitor cannot go round the server.
    const direct = await fetch(
      `${sandboxUrl}/_sandbox/webhooks?transactionReference=${payment.transactionReference}`,
      { headers: { authorization: alice.basic } },
    );
    expect(direct.status).toBe(401);
    const read = async () => {
      const answer = await fetch(
        `${sandboxUrl}/_sandbox/webhooks?transactionReference=${payment.transactionReference}`,
        { headers: { authorization: alice.basic, [simulatorKeyHeader]: simulatorKey } },
      );
      const json = (await answer.json()) as {
        events: {
          type: string;
          deliveries: { attempts: { status: number; fault?: string }[] }[];
        }[];
      };
      // Sent so far (the settlement's `settled` waits 15 minutes).
      return json.events
        .map((e) => ({
          type: e.type,
          attempts: e.deliveries[0]?.attempts.map((a) => a.fault ?? a.status),
        }))
        .filter((e) => e.attempts && e.attempts.length > 0);
    };
    await expect.poll(read).toEqual([
      { type: 'authorized', attempts: [200] },
      { type: 'sentForSettlement', attempts: [200] },
    ]);
  });

  it('answers the first attempt 500 for first500, and the retry is applied', async () => {
    const alice = await visitor();
    await alice.api('PUT', '/api/webhooks/faults', { faults: { ...allFaultsOff, first500: true } });
    const { transactionReference } = await pay(alice);
    await expect
      .poll(() => ofReference(alice, transactionReference).map((m) => m.outcome))
      .toEqual(['failedOnPurpose']);
    expect(ofReference(alice, transactionReference)[0]?.response.status).toBe(500);
    const [event] = (await events(alice, transactionReference)).json.events as {
      deliveries: { attempts: { status: number; nextAttemptAt: string | null }[] }[];
    }[];
    expect(event?.deliveries[0]?.attempts).toMatchObject([
      { status: 500, nextAttemptAt: expect.any(String) },
    ]);
    // The provider's retry, 15 minutes later on the sandbox clock.
    await fetch(`${sandboxUrl}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 15 * 60 }),
    });
    await expect
      .poll(() => ofReference(alice, transactionReference).map((m) => m.outcome), { timeout: 5000 })
      .toEqual(['failedOnPurpose', 'applied']);
    await fetch(`${sandboxUrl}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: null }),
    });
  });

  it('tells the visitor about a delivery refused for the bad or missing signature it asked for', async () => {
    const alice = await visitor();
    await alice.api('PUT', '/api/webhooks/faults', {
      faults: { ...allFaultsOff, badSignature: true },
    });
    const { transactionReference } = await pay(alice);
    await expect
      .poll(() => ofReference(alice, transactionReference).map((m) => m.outcome))
      .toEqual(['rejected']);
    const [message] = ofReference(alice, transactionReference);
    expect(message).toMatchObject({ type: 'authorized', response: { status: 400 } });
    const [event] = (await events(alice, transactionReference)).json.events as {
      receptions: { answer: { status: number; body: { error: string } } }[];
    }[];
    expect(event?.receptions[0]?.answer).toMatchObject({
      status: 400,
      body: { error: 'webhookSignatureInvalid' },
    });
  });

  it('tells only refused deliveries the sandbox made: forged posts naming the payment show nothing and evict nothing', async () => {
    const alice = await visitor();
    await alice.api('PUT', '/api/webhooks/faults', {
      faults: { ...allFaultsOff, badSignature: true },
    });
    const payment = await pay(alice);
    const { transactionReference } = payment;
    await expect
      .poll(() => ofReference(alice, transactionReference).map((m) => m.outcome))
      .toEqual(['rejected']);
    const [authorized] = (await events(alice, transactionReference)).json.events as {
      eventId: string;
      payload: unknown;
    }[];

    // Anyone who knows the reference posts unsigned or badly signed events naming it: new ids
    // with their own words, the real event's id with another type, the real body again (no
    // attempt of the sandbox is under way), and enough of them to fill the inspector's 20.
    const envelope = (eventId: string, type: string) => ({
      eventId,
      eventTimestamp: '2026-12-07T10:00:00.000',
      eventDetails: { transactionReference, type },
    });
    const forged = [
      ...Array.from({ length: 25 }, (_, i) =>
        envelope(`forged-${i}`, 'Your card was blocked: call +44 20 0000 0000'),
      ),
      envelope(authorized?.eventId ?? '', 'refunded'),
      authorized?.payload,
    ];
    for (const [i, body] of forged.entries()) {
      const answer = await fetch(`${siteUrl}/api/webhooks`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(i % 2 === 0 ? { 'event-signature': `1/SHA256/${'0'.repeat(64)}` } : {}),
        },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(400);
    }

    // The sandbox's next delivery (refused for its signature too) comes after all of them.
    await alice.api('POST', '/api/wpservices', { method: 'POST', url: payment.settle });
    await expect
      .poll(() => ofReference(alice, transactionReference).length)
      .toBeGreaterThanOrEqual(2);
    const told = ofReference(alice, transactionReference);
    // (The settlement's own event may follow: the sandbox has it due later.)
    expect(told.slice(0, 2).map((m) => [m.type, m.outcome])).toEqual([
      ['authorized', 'rejected'],
      ['sentForSettlement', 'rejected'],
    ]);
    const inspected = (await events(alice, transactionReference)).json.events as {
      eventId: string;
      type: string;
      receptions: { type: string | null; outcome: string }[];
    }[];
    // Every event shown, and every one told, is the sandbox's; each attempt's refusal once.
    expect(inspected.map((e) => e.type)).toEqual(['authorized', 'sentForSettlement', 'settled']);
    const sandboxIds = inspected.map((e) => e.eventId);
    expect(told.every((m) => sandboxIds.includes(m.eventId))).toBe(true);
    for (const event of inspected.slice(0, 2)) {
      expect(event.receptions).toEqual([
        expect.objectContaining({ type: event.type, outcome: 'rejected' }),
      ]);
    }
  });

  it('triggers a scenario on the visitor’s own payment, with the sandbox’s refusal passed on', async () => {
    const alice = await visitor();
    const payment = await pay(alice);
    const early = await alice.api('POST', '/api/webhooks/scenarios', {
      transactionReference: payment.transactionReference,
      scenario: 'chargeback',
    });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: 'scenarioNotApplicable' });
    await alice.api('POST', '/api/wpservices', { method: 'POST', url: payment.settle });
    const chargeback = await alice.api('POST', '/api/webhooks/scenarios', {
      transactionReference: payment.transactionReference,
      scenario: 'chargeback',
    });
    expect(chargeback.status).toBe(200);
    await expect
      .poll(() => ofReference(alice, payment.transactionReference).map((m) => m.type))
      .toEqual(['authorized', 'sentForSettlement', 'chargedBack', 'informationRequested']);
  });
});

describe('the webhook inspector with a real provider', () => {
  it('reads what the receiver got, and says Resend and scenarios are the sandbox’s', async () => {
    const visitors = new MemoryVisitorLedger();
    const app = await buildApp(
      testConfig({
        PROVIDER_BASE_URL: 'http://127.0.0.1:9',
        PROVIDER_USERNAME: 'merchant',
        PROVIDER_PASSWORD: 'merchant-pass',
      }),
      { ledgers: { visitors, events: new MemoryEventLedger() } },
    );
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    const cookie = String(config.headers['set-cookie']).split(';')[0] ?? '';
    const visitorId = cookie.split('=')[1]?.split('.')[0] ?? '';
    await visitors.claimReference(visitorId, 'REAL-1');
    const read = await app.inject({
      method: 'GET',
      url: '/api/webhooks/events?transactionReference=REAL-1',
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ simulator: false, events: [] });
    const resend = await app.inject({
      method: 'POST',
      url: '/api/webhooks/events/ev-1/resend',
      headers: { cookie },
      payload: { transactionReference: 'REAL-1' },
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ error: 'simulatorOnly' });
    const faults = await app.inject({
      method: 'GET',
      url: '/api/webhooks/faults',
      headers: { cookie },
    });
    expect(faults.json()).toMatchObject({ simulator: false });
    await app.close();
  });
});
