// Issue 33, "must show": the hosted topology (compose.hosting.yaml) from Debian's own packages on
// loopback — PostgreSQL, two instances of the built demo, HAProxy round robin in front with
// health checks — driven over HTTP the way the web app drives it: the site's /api/payments and
// /api/wpservices, and the sandbox's 3DS pages the browser would post to. Round robin sends
// consecutive requests to different instances, so each journey crosses between them; one
// instance is killed (SIGKILL) in the middle of a journey, which finishes on the other, and
// rejoins when restarted. Issue 42 across both: a stream's catch-up of some 2 MB, and forged
// deliveries that reach no trail. Skipped, with the reason printed, only where PostgreSQL's binaries,
// HAProxy or the build are missing; in CI (.ci/run installs them, npm test builds first) it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailableReason } from '@sjd/postgres/test-server';
import {
  servedByHeader,
  startTopology,
  topologyUnavailableReason,
  type Served,
  type Topology,
} from './testing/topology';
import { hmacHex, paymentEvent } from './testing/webhook-events';

const skipReason = topologyUnavailableReason(postgresUnavailableReason());
if (skipReason) {
  if (process.env.CI) throw new Error(`The hosting topology cannot run in CI: ${skipReason}`);
  console.warn(`Hosting topology tests skipped: ${skipReason}`);
}

interface ProxyAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The instance that answered (the loopback balancer's header). */
  servedBy: string | null;
}

let topology: Topology;
/**
 * The one browser the journeys below are made in: each visitor is a merchant of their own at
 * the sandbox (issue 42), so a journey's calls carry the cookie its first call was given.
 */
let browserCookie = '';

/** What the web app sends: the provider call, through the site's proxy. */
async function proxy(
  route: '/api/payments' | '/api/wpservices',
  call: { method?: string; url?: string; payload?: unknown },
): Promise<ProxyAnswer> {
  const res = await fetch(`${topology.siteUrl}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(browserCookie ? { cookie: browserCookie } : {}),
    },
    body: JSON.stringify(call),
  });
  const issued = res.headers.get('set-cookie');
  if (issued) browserCookie = issued.split(';')[0] ?? '';
  const json = (await res.json()) as ProxyAnswer & { message?: string };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return { ...json, servedBy: res.headers.get(servedByHeader) };
}

function at(json: unknown, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined,
      json,
    );
  if (typeof value !== 'string') throw new Error(`${path} is not in ${JSON.stringify(json)}`);
  return value;
}

/** A form post to one of the sandbox's browser pages, through the balancer. */
async function postForm(url: string, fields: Record<string, string>): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(res.status).toBe(200);
  return res.text();
}

const reference = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function paymentPayload(instrument: Record<string, unknown>, threeDS: boolean) {
  return {
    transactionReference: reference('HOSTED'),
    merchant: { entity: 'default' },
    instruction: {
      method: 'card',
      paymentInstrument: instrument,
      narrative: { line1: 'Smart Journey Demo' },
      value: { currency: 'GBP', amount: 4200 },
      ...(threeDS
        ? {
            threeDS: {
              type: 'integrated',
              mode: 'always',
              challenge: {
                returnUrl: `${topology.siteUrl}/challenge-return.html`,
                windowSize: '390x400',
              },
              deviceData: { acceptHeader: 'text/html', userAgentHeader: 'topology test' },
            },
          }
        : {}),
    },
  };
}

const challengeCard = {
  type: 'plain',
  cardNumber: '4000000000001091',
  expiryDate: { month: 12, year: 2035 },
  cardHolderName: 'Ada Lovelace',
};

/** The retail 3DS challenge journey, step by step; `between` runs after each step. */
async function threeDsChallengeJourney(between: (step: number) => Promise<void> = async () => {}) {
  const started = await proxy('/api/payments', { payload: paymentPayload(challengeCard, true) });
  expect(started.body.outcome).toBe('3dsDeviceDataRequired');
  await between(1);
  // The browser's device data collection: the DDC page, posted with the JWT.
  const ddc = await postForm(at(started.body, 'deviceDataCollection.url'), {
    JWT: at(started.body, 'deviceDataCollection.jwt'),
    Bin: '400000',
  });
  const sessionId = /"sessionId":"([^"]+)"/.exec(ddc)?.[1];
  expect(sessionId, ddc.slice(0, 400)).toBeDefined();
  await between(2);
  const challenged = await proxy('/api/payments', {
    method: 'POST',
    url: at(started.body, '_actions.supply3dsDeviceData.href'),
    payload: { collectionReference: sessionId },
  });
  expect(challenged.body.outcome).toBe('3dsChallenged');
  await between(3);
  // The shopper's challenge: the page, then the passcode.
  const jwt = at(challenged.body, 'challenge.jwt');
  const challengeUrl = at(challenged.body, 'challenge.url');
  expect(await postForm(challengeUrl, { JWT: jwt, MD: 'md-1' })).toContain('form');
  await between(4);
  await postForm(`${challengeUrl}/answer`, {
    JWT: jwt,
    MD: 'md-1',
    action: 'submit',
    code: '1234',
  });
  await between(5);
  const authorized = await proxy('/api/payments', {
    method: 'POST',
    url: at(challenged.body, '_actions.complete3dsChallenge.href'),
  });
  expect(authorized.body).toMatchObject({
    outcome: 'authorized',
    threeDS: { outcome: 'authenticated', issuerResponse: 'challenged' },
  });
  return authorized;
}

/** A visitor's event stream through the balancer: '<reference> <type>' per message seen. */
async function openEventStream(cookie: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${topology.siteUrl}/api/webhooks/stream`, {
    headers: { cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const stream = { seen: [] as string[], eventIds: [] as string[], lastId: '' };
  const reading = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of response.body ?? []) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      const end = text.lastIndexOf('\n\n');
      if (end === -1) continue;
      for (const block of text.slice(0, end).split('\n\n')) {
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!id || !data) continue;
        const message = JSON.parse(data) as {
          eventId: string;
          type: string;
          transactionReference: string;
        };
        stream.seen.push(`${message.transactionReference} ${message.type}`);
        stream.eventIds.push(message.eventId);
        stream.lastId = id;
      }
      text = text.slice(end + 2);
    }
  })().catch(() => {});
  return {
    get seen() {
      return stream.seen;
    },
    get eventIds() {
      return stream.eventIds;
    },
    get lastId() {
      return stream.lastId;
    },
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

/** A payment through the balancer as the visitor of `cookie`; its transactionReference. */
async function payAs(cookie: string): Promise<string> {
  const payload = paymentPayload({ ...challengeCard, cardNumber: '4444333322221111' }, false);
  const answer = await fetch(`${topology.siteUrl}/api/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ payload }),
  });
  expect(answer.status).toBe(200);
  return payload.transactionReference;
}

/** A new visitor's cookie, from either instance. */
async function newVisitorCookie(): Promise<string> {
  const config = await fetch(`${topology.siteUrl}/api/config?environment=try`);
  const cookie = (config.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^sjd_visitor=/);
  return cookie;
}

/** A delivery to the balancer's receiver, signed as the sandboxes sign (or not at all). */
function postDelivery(body: string, signed: boolean) {
  return fetch(`${topology.siteUrl}/api/webhooks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/vnd.worldpay.events-v1.hal+json',
      'event-signature': signed
        ? `1/SHA256/${hmacHex(topology.webhookSecret, body)}`
        : `1/SHA256/${'0'.repeat(64)}`,
    },
    body,
  });
}

describe.skipIf(skipReason !== null)('hosted: two instances behind HAProxy on PostgreSQL', () => {
  beforeAll(async () => {
    topology = await startTopology();
  }, 90_000);
  afterAll(async () => topology?.stop(), 30_000);

  it('balances round robin: consecutive calls land on both instances', async () => {
    const before = await topology.served();
    for (let i = 0; i < 6; i += 1) {
      expect((await fetch(`${topology.siteUrl}/api/config?environment=try`)).status).toBe(200);
    }
    const after = await topology.served();
    expect(after.site.a - before.site.a).toBe(3);
    expect(after.site.b - before.site.b).toBe(3);
  });

  it('completes a retail 3DS challenge payment begun on one instance on the other', async () => {
    const before = await topology.served();
    let begunOn: 'a' | 'b' | null = null;
    await threeDsChallengeJourney(async (step) => {
      if (step !== 1) return;
      const now = await topology.served();
      begunOn = now.site.a > before.site.a ? 'a' : 'b';
    });
    const after = await topology.served();
    // Begun on one instance's site; the journey's later calls reached both instances' site and
    // both instances' sandbox (round robin), and it was authorized.
    expect(begunOn).not.toBeNull();
    for (const frontend of ['site', 'sandbox'] as const) {
      expect(after[frontend].a).toBeGreaterThan(before[frontend].a);
      expect(after[frontend].b).toBeGreaterThan(before[frontend].b);
    }
  });

  it('pays on one instance with a card saved through the other', async () => {
    const beforeSave = await topology.served();
    const saved = await proxy('/api/wpservices', {
      method: 'POST',
      url: '/verifiedTokens/cardOnFile',
      payload: {
        description: 'Hosted test card',
        paymentInstrument: {
          type: 'card/plain',
          cardNumber: '4444333322221111',
          cardExpiryDate: { month: 12, year: 2035 },
          cardHolderName: 'Ada Lovelace',
        },
        merchant: { entity: 'default' },
        verificationCurrency: 'GBP',
        namespace: reference('SHOPPER'),
      },
    });
    expect(saved.status).toBe(201);
    const afterSave = await topology.served();
    const href = at(saved.body, '_embedded.token.tokenPaymentInstrument.href');
    // Round robin alternates, but the sandboxes' webhook deliveries of earlier payments share
    // the site's frontend: pay until a payment lands on the other instance (at most a few).
    const on = (from: Served['sandbox'], to: Served['sandbox']) => (to.a > from.a ? 'a' : 'b');
    const tokenMadeOn = on(beforeSave.sandbox, afterSave.sandbox);
    const paidOn: string[] = [];
    let paid = saved;
    for (let attempt = 0; attempt < 6 && paid.servedBy === saved.servedBy; attempt += 1) {
      const beforePay = await topology.served();
      paid = await proxy('/api/payments', {
        payload: paymentPayload({ type: 'token', href, cvc: '123' }, false),
      });
      expect(paid.body.outcome).toBe('authorized');
      paidOn.push(on(beforePay.sandbox, (await topology.served()).sandbox));
    }
    // Saved on one instance, paid on the other.
    expect(saved.servedBy).toMatch(/^[ab]$/);
    expect(paid.servedBy).toMatch(/^[ab]$/);
    expect(paid.servedBy).not.toBe(saved.servedBy);
    // The provider calls behind them too (only the instances call the sandbox's frontend, so
    // they alternate): the token made by one sandbox, a payment with it taken by the other.
    expect(paidOn).toContain(tokenMadeOn === 'a' ? 'b' : 'a');
  });

  it("routes a visitor's events to its stream whichever instance the payment, the delivery and the stream land on", async () => {
    // One visitor: the cookie the first instance hands out is read by the other too (one key,
    // kept in the database), so the balancer never turns a visitor into a new one.
    const first = await fetch(`${topology.siteUrl}/api/config?environment=try`);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^sjd_visitor=/);
    for (let i = 0; i < 2; i += 1) {
      const again = await fetch(`${topology.siteUrl}/api/config?environment=try`, {
        headers: { cookie },
      });
      expect(again.headers.get('set-cookie')).toBeNull();
    }
    // The stream is held by one instance; the payments and the sandbox's deliveries to the
    // balancer's receiver alternate between both, so most events are received by an instance
    // that holds no stream of this visitor.
    const stream = await openEventStream(cookie);
    const references: string[] = [];
    for (let i = 0; i < 4; i += 1) references.push(await payAs(cookie));
    await expect
      .poll(() => references.filter((r) => stream.seen.includes(`${r} authorized`)).length, {
        timeout: 15_000,
      })
      .toBe(4);
    // Each once, though two instances received the deliveries.
    expect(stream.seen.filter((line) => line.endsWith(' authorized'))).toHaveLength(4);
    await stream.close();

    // The browser's stream drops (its instance restarts, the page reloads) and reconnects
    // through the balancer, to either instance, with the last id it saw: it gets what was
    // published while it was away, and nothing twice.
    const missed = await payAs(cookie);
    const resumed = await openEventStream(cookie, stream.lastId);
    await expect.poll(() => resumed.seen, { timeout: 15_000 }).toContain(`${missed} authorized`);
    expect(resumed.seen.filter((line) => line.endsWith(' authorized'))).toEqual([
      `${missed} authorized`,
    ]);
    await resumed.close();
  });

  it("lets a stranger with every browser credential list, read, act on or mute nothing of another visitor's, on either instance", async () => {
    const browser = async () => {
      const res = await fetch(`${topology.siteUrl}/api/config?environment=try`);
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const { sandboxDemoCredentials: own } = (await res.json()) as {
        sandboxDemoCredentials?: { username: string; password: string };
      };
      if (!own) throw new Error('/api/config gave no sandbox credentials');
      return { cookie, authorization: `Basic ${btoa(`${own.username}:${own.password}`)}` };
    };
    const [alice, mallory] = [await browser(), await browser()];
    const payload = paymentPayload({ ...challengeCard, cardNumber: '4444333322221111' }, false);
    const paid = await fetch(`${topology.siteUrl}/api/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: alice.cookie },
      body: JSON.stringify({ payload }),
    });
    const self = at(await paid.json(), 'body._links.self.href');
    const { transactionReference } = payload;
    const range = new URLSearchParams({
      startDate: new Date(Date.now() - 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 3_600_000).toISOString(),
      pageSize: '300',
    });
    const sandbox = (authorization: string, url: string, accept: string) =>
      fetch(url, { headers: { authorization, accept, 'wp-api-version': '2024-06-01' } });
    const queries = 'application/vnd.worldpay.payment-queries-v1.hal+json';
    const listed = async (authorization: string) =>
      JSON.stringify(
        (
          (await (
            await sandbox(
              authorization,
              `${topology.sandboxUrl}/paymentQueries/payments?${range.toString()}`,
              queries,
            )
          ).json()) as { _embedded?: unknown }
        )._embedded,
      );
    // Twice each: round robin puts one of each on either instance's sandbox.
    for (let i = 0; i < 2; i += 1) {
      expect(await listed(alice.authorization)).toContain(transactionReference);
      expect(await listed(mallory.authorization)).not.toContain(transactionReference);
      expect((await sandbox(mallory.authorization, self, 'application/json')).status).toBe(404);
      const named = await fetch(`${topology.siteUrl}/api/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: mallory.cookie },
        body: JSON.stringify({ payload: { ...payload, merchant: { entity: 'default' } } }),
      });
      expect(named.status).toBe(403);
    }
  });

  it('finishes a journey on the other instance when one is killed in its middle; the killed one rejoins', async () => {
    await threeDsChallengeJourney(async (step) => {
      // Killed between two steps, without waiting for the health checks: a call the balancer
      // still sends to the dead instance is refused at connect and retried on the other.
      if (step === 2) await topology.kill('a');
    });
    expect(topology.instances[0].process?.signalCode).toBe('SIGKILL');
    await topology.restart('a');
    const before = await topology.served();
    await threeDsChallengeJourney();
    const after = await topology.served();
    // The restarted instance serves its share again.
    expect(after.a).toBeGreaterThan(before.a);
    expect(after.b).toBeGreaterThan(before.b);
    // A restart takes seconds on a busy machine: more than the default per-test allowance.
  }, 60_000);

  it('a stream reconnecting to either instance with more than 256 kB missed gets it all, once, in order, then live', async () => {
    const cookie = await newVisitorCookie();
    const paid = await payAs(cookie);
    const stream = await openEventStream(cookie);
    await expect.poll(() => stream.seen, { timeout: 15_000 }).toContain(`${paid} authorized`);
    await stream.close();
    // While it is away: 100 events of some 20 kB for the payment, received by both instances in
    // turn (about 2 MB to catch up on, eight times what a stream may hold unsent, more than the
    // sockets on the way take at once).
    const missed = Array.from({ length: 100 }, (_, i) => `catch-up-${paid}-${i}`);
    const padding = 'x'.repeat(20_000);
    for (const eventId of missed) {
      const body = paymentEvent(
        paid,
        'sentForSettlement',
        '2026-12-07T10:00:00.000',
        { padding },
        eventId,
      );
      const answer = await postDelivery(body, true);
      expect(answer.status).toBe(200);
    }
    const resumed = await openEventStream(cookie, stream.lastId);
    const live = await payAs(cookie);
    await expect.poll(() => resumed.seen, { timeout: 15_000 }).toContain(`${live} authorized`);
    expect(resumed.eventIds.slice(0, missed.length)).toEqual(missed);
    expect(resumed.seen.slice(missed.length)).toEqual([`${live} authorized`]);
    await resumed.close();
  }, 60_000);

  it('shows a visitor only the refused deliveries the sandbox made, whichever instance forged ones land on', async () => {
    const cookie = await newVisitorCookie();
    const faults = await fetch(`${topology.siteUrl}/api/webhooks/faults`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        faults: {
          delay: false,
          duplicate: false,
          outOfOrder: false,
          first500: false,
          badSignature: true,
          missingSignature: false,
        },
      }),
    });
    expect(faults.status).toBe(200);
    const stream = await openEventStream(cookie);
    const paid = await payAs(cookie);
    await expect.poll(() => stream.seen, { timeout: 15_000 }).toContain(`${paid} authorized`);
    // Anyone who knows the reference posts unsigned events naming it, to both instances in turn.
    for (let i = 0; i < 10; i += 1) {
      const body = paymentEvent(paid, `Call +44 20 0000 000${i}`, '2026-12-07T10:00:00.000');
      expect((await postDelivery(body, false)).status).toBe(400);
    }
    // The sandbox's refused delivery of a later payment comes after all of them.
    const later = await payAs(cookie);
    await expect.poll(() => stream.seen, { timeout: 15_000 }).toContain(`${later} authorized`);
    expect(stream.seen).toEqual([`${paid} authorized`, `${later} authorized`]);
    // Each instance's inspector (the receptions are per instance) holds no forged one.
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(
        `${topology.siteUrl}/api/webhooks/events?transactionReference=${encodeURIComponent(paid)}`,
        { headers: { cookie } },
      );
      const inspected = (await answer.json()) as {
        events: { type: string; receptions: { type: string | null }[] }[];
      };
      // The sandbox's events only (its later ones too, not sent yet), no forged id or words.
      expect(inspected.events.map((e) => e.type)).not.toContainEqual(
        expect.stringMatching(/^Call/),
      );
      expect(inspected.events[0]?.type).toBe('authorized');
      for (const reception of inspected.events.flatMap((e) => e.receptions)) {
        expect(reception.type).toBe('authorized');
      }
    }
    await stream.close();
  });

  // Last: it spends this address's rate-limit budget on both instances (issue 42, item 5).
  it('a client that forges X-Forwarded-For through the balancer is still rate-limited', async () => {
    // Each request names another address; the balancer drops the header and the instances
    // trust only its hop, so all of them count against the one address that sent them.
    const bound = 2 * 300 + 50;
    let limited = 0;
    for (let i = 0; i < bound && limited === 0; i += 1) {
      const res = await fetch(`${topology.siteUrl}/api/config`, {
        headers: { 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${i % 200}` },
      });
      await res.arrayBuffer();
      if (res.status === 429) limited += 1;
    }
    expect(limited).toBe(1);
  });
});
