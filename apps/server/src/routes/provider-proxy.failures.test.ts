// What the proxy does when the provider misbehaves or the request itself is broken: bounded
// 502/504 answers with our JSON envelope, 400/413/415 for bodies it cannot read, 429 past the
// rate limit; the server stays up and nothing refused is sent.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, providerResultSchema } from '@sjd/contracts';
import { buildApp } from '../app';
import type { AppConfig } from '../config/env';
import { testConfig } from '../test-helpers';
import { closedPortUrl, startFakeProvider, type FakeProvider } from '../testing/fake-provider';

const createToken = {
  method: 'POST',
  url: '/verifiedTokens/cardOnFile',
  payload: { paymentInstrument: { type: 'card/plain' } },
};

function configFor(provider: string, overrides: Partial<AppConfig> = {}): AppConfig {
  const config = testConfig({
    PROVIDER_BASE_URL: provider,
    PROVIDER_USERNAME: 'u',
    PROVIDER_PASSWORD: 'p',
  });
  return {
    ...config,
    proxy: { ...config.proxy, timeoutMs: 400, maxResponseBytes: 4096 },
    ...overrides,
  };
}

describe('provider failures', () => {
  let fake: FakeProvider;
  let elsewhere: FakeProvider;
  let app: FastifyInstance;

  beforeAll(async () => {
    [fake, elsewhere] = await Promise.all([startFakeProvider(), startFakeProvider()]);
    app = await buildApp(configFor(fake.url));
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([fake.close(), elsewhere.close()]);
  });
  beforeEach(() => {
    fake.reset();
    elsewhere.reset();
  });

  const callProxy = () =>
    app.inject({ method: 'POST', url: '/api/wpservices', payload: createToken });

  it('answers a provider that does not answer with a 504 within the timeout, and stays up', async () => {
    fake.answer = () => ({ kind: 'hang' });
    const started = Date.now();
    const res = await callProxy();
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(504);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      error: 'providerTimeout',
      message: 'The provider did not answer within 400 ms',
    });
    expect(elapsed).toBeGreaterThanOrEqual(350);
    expect(elapsed).toBeLessThan(3000);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('answers a provider that drops the connection with a 502', async () => {
    fake.answer = () => ({ kind: 'crash' });
    const res = await callProxy();
    expect(res.statusCode).toBe(502);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      error: 'providerUnreachable',
      message: 'The provider closed the connection before answering',
    });
  });

  it('answers a provider that is not listening with a 502, quickly', async () => {
    const down = await buildApp(configFor(await closedPortUrl()));
    const started = Date.now();
    const res = await down.inject({ method: 'POST', url: '/api/wpservices', payload: createToken });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(502);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      error: 'providerUnreachable',
      message: 'The provider refused the connection',
    });
    await down.close();
  });

  it.each([
    ['an HTML 500', { kind: 'raw', status: 500, contentType: 'text/html', body: '<h1>Oops</h1>' }],
    ['an empty 503', { kind: 'raw', status: 503, body: '' }],
    ['an HTML 200', { kind: 'raw', status: 200, contentType: 'text/html', body: '<p>hi</p>' }],
    ['broken JSON', { kind: 'raw', status: 201, contentType: 'application/json', body: '{"a":' }],
    ['an answer over the size limit', { kind: 'json', status: 200, body: { x: 'y'.repeat(5000) } }],
  ] as const)('answers %s with a 502', async (_name, answer) => {
    fake.answer = () => answer;
    const res = await callProxy();
    expect(res.statusCode).toBe(502);
    expect(apiErrorSchema.parse(res.json()).error).toBe('providerBadResponse');
  });

  it('never follows a redirect, so it cannot be bounced to another host', async () => {
    fake.answer = () => ({
      kind: 'raw',
      status: 307,
      body: '',
      headers: { location: `${elsewhere.url}/verifiedTokens/cardOnFile` },
    });
    const res = await callProxy();
    expect(res.statusCode).toBe(200);
    expect(providerResultSchema.parse(res.json())).toMatchObject({ status: 307, body: null });
    expect(elsewhere.requests).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"method": "POST", "url":', 'application/json', 400, 'malformedJson'],
    ['an empty JSON body', '', 'application/json', 400, 'malformedJson'],
    [
      'a __proto__ key',
      '{"__proto__":{"isAdmin":true},"method":"GET","url":"/tokens/a"}',
      'application/json',
      400,
      'malformedJson',
    ],
    [
      'a form body',
      'method=GET&url=%2Ftokens%2Fa',
      'application/x-www-form-urlencoded',
      415,
      'unsupportedMediaType',
    ],
    ['a text body', 'GET /tokens/a', 'text/plain', 400, 'badRequest'],
  ])('answers %s with a clear 4xx', async (_name, payload, contentType, status, error) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/wpservices',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(status);
    expect(apiErrorSchema.parse(res.json()).error).toBe(error);
    expect(fake.requests).toEqual([]);
  });

  it.each([
    ['/api/wpservices', createToken],
    ['/api/payments', {}],
    [
      '/api/hpp',
      {
        transactionReference: 'a',
        narrative: { line1: 'x' },
        value: { currency: 'GBP', amount: 1 },
      },
    ],
  ])(
    'answers an unknown environment header on %s with a 400 naming the header',
    async (url, payload) => {
      const res = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'x-sjd-environment': 'prod' },
      });
      expect(res.statusCode).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.error).toBe('badRequest');
      expect(body.message).toMatch(/^Invalid request headers: x-sjd-environment /);
      expect(body.details).toEqual([
        { path: 'x-sjd-environment', message: expect.any(String) as unknown },
      ]);
      expect(fake.requests).toEqual([]);
    },
  );

  it.each(['/api/wpservices', '/api/payments', '/api/hpp'])(
    'answers a body over the limit on %s with a 413',
    async (url) => {
      const res = await app.inject({
        method: 'POST',
        url,
        payload: { ...createToken, payload: { blob: 'x'.repeat(33 * 1024) } },
      });
      expect(res.statusCode).toBe(413);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({
        error: 'payloadTooLarge',
        message: 'The request body is larger than the 32768 bytes this route accepts',
      });
      expect(fake.requests).toEqual([]);
    },
  );

  it.each([
    [
      'no transactionReference',
      { narrative: { line1: 'x' }, value: { currency: 'GBP', amount: 1 } },
    ],
    [
      'a fractional amount',
      {
        transactionReference: 'a',
        narrative: { line1: 'x' },
        value: { currency: 'GBP', amount: 1.5 },
      },
    ],
    [
      'a lower-case currency',
      {
        transactionReference: 'a',
        narrative: { line1: 'x' },
        value: { currency: 'gbp', amount: 1 },
      },
    ],
    ['an array', [1, 2]],
  ])('answers an HPP request with %s with a 400', async (_name, payload) => {
    const res = await app.inject({ method: 'POST', url: '/api/hpp', payload });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error).toBe('badRequest');
    expect(fake.requests).toEqual([]);
  });
});

describe('environment profiles', () => {
  it("sends a 'live' request to the live profile with its credentials, 'try' by default", async () => {
    const [tryFake, liveFake] = await Promise.all([startFakeProvider(), startFakeProvider()]);
    const app = await buildApp(
      testConfig({
        PROVIDER_BASE_URL: tryFake.url,
        PROVIDER_USERNAME: 'try-user',
        PROVIDER_PASSWORD: 'try-pass',
        LIVE_PROVIDER_BASE_URL: liveFake.url,
        LIVE_PROVIDER_USERNAME: 'live-user',
        LIVE_PROVIDER_PASSWORD: 'live-pass',
      }),
    );
    const live = await app.inject({
      method: 'POST',
      url: '/api/wpservices',
      payload: createToken,
      headers: { 'x-sjd-environment': 'live' },
    });
    expect(providerResultSchema.parse(live.json()).url).toBe(
      `${liveFake.url}/verifiedTokens/cardOnFile`,
    );
    await app.inject({ method: 'POST', url: '/api/wpservices', payload: createToken });
    const auth = (user: string, pass: string) =>
      `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
    expect(liveFake.requests.map((r) => r.headers.authorization)).toEqual([
      auth('live-user', 'live-pass'),
    ]);
    expect(tryFake.requests.map((r) => r.headers.authorization)).toEqual([
      auth('try-user', 'try-pass'),
    ]);
    await app.close();
    await Promise.all([tryFake.close(), liveFake.close()]);
  });
});

describe('rate limiting on /api/*', () => {
  it('answers past the limit with a 429 in our envelope, and sends nothing more upstream', async () => {
    const fake = await startFakeProvider();
    const base = configFor(fake.url);
    const app = await buildApp({ ...base, rateLimit: { max: 3, windowMs: 60_000 } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push(
        (await app.inject({ method: 'POST', url: '/api/wpservices', payload: createToken }))
          .statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const limited = await app.inject('/api/config');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(apiErrorSchema.parse(limited.json())).toMatchObject({
      error: 'rateLimited',
      message: expect.stringMatching(/^Too many requests: at most 3 per 60 s from one address/),
    });
    expect(fake.requests).toHaveLength(3);
    // Pages are not rate-limited by the API limit.
    expect((await app.inject('/challenge-return.html')).statusCode).toBe(200);
    await app.close();
    await fake.close();
  });

  it("exempts /api/health: a balancer's probes spend none of the budget and pass past it", async () => {
    const app = await buildApp({ ...testConfig(), rateLimit: { max: 3, windowMs: 60_000 } });
    const status = async (url: string) => (await app.inject(url)).statusCode;
    // A balancer probing from the same address as the visitors (no TRUST_PROXY).
    for (let i = 0; i < 10; i += 1) expect(await status('/api/health')).toBe(200);
    expect([
      await status('/api/config'),
      await status('/api/config'),
      await status('/api/config'),
      await status('/api/config'),
    ]).toEqual([200, 200, 200, 429]);
    expect(await status('/api/health')).toBe(200);
    const health = await app.inject('/api/health');
    expect(health.headers['x-ratelimit-limit']).toBeUndefined();
    await app.close();
  });
});
