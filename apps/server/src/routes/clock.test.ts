// Issue 31, the server's half of the demo clock: /api/clock reads and moves the visitor's own
// clock on the built-in sandbox (allow-listed steps only, refusals that change nothing), the proxy
// names that clock to the sandbox, and a real provider never sees the header (nor is there a
// clock). The sandbox runs in-process on a loopback port, as in webhooks.flow.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { validBodies } from '@sjd/sandbox/valid-bodies';
import { demoClockHeader } from '@sjd/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { freePort, testConfig } from '../test-helpers';
import { startFakeProvider, type FakeProvider } from '../testing/fake-provider';

const hour = 3_600_000;
const day = 24 * hour;

async function visitor(site: FastifyInstance): Promise<string> {
  const answer = await site.inject({ method: 'GET', url: '/api/clock' });
  const cookie = String(answer.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^sjd_visitor=/);
  return cookie;
}

const clockOf = async (site: FastifyInstance, cookie: string) => {
  const answer = await site.inject({ method: 'GET', url: '/api/clock', headers: { cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ now: string; offsetMs: number }>();
};

const move = (site: FastifyInstance, cookie: string, payload: unknown) =>
  site.inject({
    method: 'POST',
    url: '/api/clock',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

async function pay(site: FastifyInstance, cookie: string) {
  const answer = await site.inject({
    method: 'POST',
    url: '/api/wpservices',
    headers: { cookie, 'content-type': 'application/json' },
    payload: {
      method: 'POST',
      url: '/cardPayments/customerInitiatedTransactions',
      payload: validBodies.cardPaymentCit?.(),
    },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ body: { _links: Record<string, { href: string }> } }>().body;
}

async function follow(site: FastifyInstance, cookie: string, method: string, url: string) {
  const answer = await site.inject({
    method: 'POST',
    url: '/api/wpservices',
    headers: { cookie, 'content-type': 'application/json' },
    payload: { method, url },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ status: number; body: { lastEvent?: string } }>();
}

describe('the demo clock on the built-in sandbox', () => {
  let sandbox: FastifyInstance;
  let site: FastifyInstance;

  beforeAll(async () => {
    const sandboxPort = await freePort();
    const env = {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PUBLIC_URL: `http://127.0.0.1:${sandboxPort}`,
      SANDBOX_DB: ':memory:',
      LOG_LEVEL: 'silent',
      // Each provider call takes a while, so a move can be tried while one is under way.
      SANDBOX_LATENCY_MS: '300',
      // The simulator routes' key, held by the server and the sandbox (server.ts makes one).
      SANDBOX_SIMULATOR_KEY: 'clock-test-simulator-key',
    };
    const startup = loadConfig(env);
    const { config, listen } = sandboxConfigFromEnv(env, startup.app.publicUrl, [
      'sjd-checkout-id',
    ]);
    sandbox = await buildSandbox(config);
    await sandbox.listen(listen);
    site = await buildApp(startup.app);
  });
  afterAll(async () => {
    await site.close();
    await sandbox.close();
  });

  it("moves only the visitor's own clock, and their payments with it", async () => {
    const [ada, bob] = [await visitor(site), await visitor(site)];
    const start = Date.parse((await clockOf(site, ada)).now);
    const adaPayment = await pay(site, ada);
    const bobPayment = await pay(site, bob);
    for (const [cookie, payment] of [
      [ada, adaPayment],
      [bob, bobPayment],
    ] as const) {
      const settle = payment._links['cardPayments:settle']?.href ?? '';
      expect((await follow(site, cookie, 'POST', settle)).status).toBe(202);
    }

    const moved = await move(site, ada, { advance: '1d' });
    expect(moved.statusCode, moved.body).toBe(200);
    const state = moved.json<{ now: string; moved: { label: string; byMs: number } }>();
    expect(state.moved).toMatchObject({ label: '+1 day', byMs: day });
    expect(Date.parse(state.now) - start).toBeGreaterThanOrEqual(day);
    expect((await clockOf(site, bob)).offsetMs).toBe(0);

    const events = (payment: typeof adaPayment) =>
      payment._links['cardPayments:events']?.href ?? '';
    expect((await follow(site, ada, 'GET', events(adaPayment))).body.lastEvent).toBe('Settled');
    expect((await follow(site, bob, 'GET', events(bobPayment))).body.lastEvent).toBe(
      'Sent for Settlement',
    );

    // '+1 month' is a calendar month; 'Back to now' starts again at the real time.
    const month = await move(site, ada, { advance: '1M' });
    expect(month.json<{ moved: { byMs: number } }>().moved.byMs).toBeGreaterThanOrEqual(28 * day);
    const back = await move(site, ada, { backToNow: true });
    expect(back.json()).toMatchObject({ offsetMs: 0, moved: { label: 'Back to now' } });
  });

  it('refuses moving backwards, more than a year, and anything off the allow-list; nothing changes', async () => {
    const cookie = await visitor(site);
    expect((await move(site, cookie, { advance: '1h' })).statusCode).toBe(200);
    const before = await clockOf(site, cookie);
    const past = new Date(Date.parse(before.now) - hour).toISOString();
    const backwards = await move(site, cookie, { advance: 'nextRenewal', renewsAt: past });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ error: 'clockMoveRefused' });
    expect(backwards.json<{ message: string }>().message).toMatch(/only moves forward/);
    const far = new Date(Date.parse(before.now) + 400 * day).toISOString();
    const tooFar = await move(site, cookie, { advance: 'nextRenewal', renewsAt: far });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json<{ message: string }>().message).toMatch(/at most a year/);
    for (const body of [
      { advance: '2h' },
      { advance: '1d', clockId: 'someone-elses-clock-id' },
      { advanceMs: -1000 },
      { advance: 'nextRenewal' },
    ]) {
      const refused = await move(site, cookie, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'badRequest' });
    }
    expect((await clockOf(site, cookie)).offsetMs).toBe(before.offsetMs);
  });

  it('refuses to move while one of the visitor’s provider calls is under way', async () => {
    const cookie = await visitor(site);
    const paying = pay(site, cookie);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const busy = await move(site, cookie, { advance: '1d' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error: 'clockBusy' });
    await paying;
    expect((await clockOf(site, cookie)).offsetMs).toBe(0);
    expect((await move(site, cookie, { advance: '1d' })).statusCode).toBe(200);
  });

  it('refuses a second move while the first is under way (a double click, two tabs)', async () => {
    const cookie = await visitor(site);
    const before = (await clockOf(site, cookie)).offsetMs;
    const answers = await Promise.all([
      move(site, cookie, { advance: '1d' }),
      move(site, cookie, { advance: '1d' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    // One day, not two.
    expect((await clockOf(site, cookie)).offsetMs - before).toBe(24 * 60 * 60 * 1000);
  });
});

describe('the demo clock on two instances of the site (issue 43)', () => {
  let sandbox: FastifyInstance;
  let sites: FastifyInstance[];

  beforeAll(async () => {
    const sandboxPort = await freePort();
    const env = {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PUBLIC_URL: `http://127.0.0.1:${sandboxPort}`,
      SANDBOX_DB: ':memory:',
      LOG_LEVEL: 'silent',
      SANDBOX_SIMULATOR_KEY: 'clock-test-simulator-key',
      // Both instances know the visitor's cookie (as with one database's key).
      VISITOR_COOKIE_SECRET: 'clock-test-visitor-cookie-secret-0123456789',
    };
    const startup = loadConfig(env);
    const { config, listen } = sandboxConfigFromEnv(env, startup.app.publicUrl, [
      'sjd-checkout-id',
    ]);
    sandbox = await buildSandbox(config);
    await sandbox.listen(listen);
    // One configuration (its cookie key and clock key), two processes' worth of state.
    sites = [await buildApp(startup.app), await buildApp(startup.app)];
  });
  afterAll(async () => {
    for (const site of sites) await site.close();
    await sandbox.close();
  });

  it('moves once for two moves read from one state, whichever instance each reached', async () => {
    const [a, b] = sites as [FastifyInstance, FastifyInstance];
    const cookie = await visitor(a);
    const read = (await a.inject({ method: 'GET', url: '/api/clock', headers: { cookie } })).json<{
      offsetMs: number;
      epoch: number;
    }>();
    expect(read).toMatchObject({ offsetMs: 0, epoch: expect.any(Number) });
    const from = { fromOffsetMs: read.offsetMs, fromEpoch: read.epoch };
    const first = await move(a, cookie, { advance: '1d', ...from });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ offsetMs: day, epoch: read.epoch });
    // The same click's twin on the other instance, read before the first move: refused.
    const second = await move(b, cookie, { advance: '1d', ...from });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'clockMovedMeanwhile' });
    expect(second.json<{ message: string }>().message).toMatch(/moved meanwhile.*Nothing moved/);
    expect((await clockOf(b, cookie)).offsetMs).toBe(day);
    // Back to now read from a stale run is refused too; from the current one it is taken.
    const back = await move(b, cookie, {
      backToNow: true,
      fromOffsetMs: day,
      fromEpoch: read.epoch,
    });
    expect(back.statusCode).toBe(200);
    const stale = await move(a, cookie, { advance: '1h', fromOffsetMs: 0, fromEpoch: read.epoch });
    expect(stale.json()).toMatchObject({ error: 'clockMovedMeanwhile' });
  });

  it('stops ten years ahead with a clear message, never at a date the site refuses', async () => {
    const [site] = sites as [FastifyInstance];
    const cookie = await visitor(site);
    let answer = null;
    for (let i = 0; i < 12; i += 1) {
      const { now } = await clockOf(site, cookie);
      const renewsAt = new Date(Date.parse(now) + 365 * day).toISOString();
      answer = await move(site, cookie, { advance: 'nextRenewal', renewsAt });
      if (answer.statusCode !== 200) break;
    }
    expect(answer?.statusCode).toBe(400);
    expect(answer?.json()).toMatchObject({ error: 'clockBeyondHorizon' });
    expect(answer?.json<{ message: string }>().message).toMatch(
      /at most ten years ahead.*Back to now/,
    );
    const { offsetMs, now } = await clockOf(site, cookie);
    expect(offsetMs).toBeLessThanOrEqual(3653 * day);
    expect(new Date(now).getUTCFullYear()).toBeLessThan(10_000);
  });
});

describe('the demo clock with a real provider', () => {
  let fake: FakeProvider;
  let site: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeProvider();
    site = await buildApp(
      testConfig({
        PROVIDER_BASE_URL: fake.url,
        PROVIDER_USERNAME: 'merchant-user',
        PROVIDER_PASSWORD: 'merchant-pass-Zq8',
      }),
    );
  });
  afterAll(async () => {
    await site.close();
    await fake.close();
  });

  it('never sends the clock header, and has no clock', async () => {
    const answer = await site.inject({
      method: 'POST',
      url: '/api/wpservices',
      headers: { 'content-type': 'application/json' },
      payload: {
        method: 'POST',
        url: '/cardPayments/customerInitiatedTransactions',
        payload: validBodies.cardPaymentCit?.(),
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers).not.toHaveProperty(demoClockHeader);
    const clock = await site.inject({ method: 'GET', url: '/api/clock' });
    expect(clock.statusCode).toBe(404);
    expect(clock.json()).toMatchObject({ error: 'clockUnavailable' });
    const moved = await move(site, '', { advance: '1d' });
    expect(moved.statusCode).toBe(404);
    expect(fake.requests).toHaveLength(1);
  });
});
