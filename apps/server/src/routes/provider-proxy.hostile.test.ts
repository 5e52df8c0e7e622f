// The proxy is not an open relay: hostile url/method/payload inputs are refused with a 400 and
// a clear message, and the recording fake provider (and a second "elsewhere" server standing in
// for any other host) receives nothing at all. One table drives one test.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@sjd/contracts';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';
import { startFakeProvider, type FakeProvider } from '../testing/fake-provider';
import { hostileInputs as hostile } from '../testing/hostile-proxy-inputs';

describe('hostile proxy inputs', () => {
  let provider: FakeProvider;
  let elsewhere: FakeProvider;
  let liveProvider: FakeProvider;
  let app: FastifyInstance;

  beforeAll(async () => {
    [provider, elsewhere, liveProvider] = await Promise.all([
      startFakeProvider(),
      startFakeProvider(),
      startFakeProvider(),
    ]);
    app = await buildApp(
      testConfig({
        PROVIDER_BASE_URL: provider.url,
        PROVIDER_USERNAME: 'u',
        PROVIDER_PASSWORD: 'p',
        LIVE_PROVIDER_BASE_URL: liveProvider.url,
        LIVE_PROVIDER_USERNAME: 'lu',
        LIVE_PROVIDER_PASSWORD: 'lp',
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([provider.close(), elsewhere.close(), liveProvider.close()]);
  });

  it('has a table of at least 30 cases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile)('refuses $name', async (c) => {
    const res = await app.inject({
      method: 'POST',
      url: c.route ?? '/api/wpservices',
      payload: c.body(provider.url, elsewhere.url),
      headers: c.environment ? { 'x-sjd-environment': c.environment } : {},
    });
    expect(res.statusCode, res.body).toBe(400);
    const error = apiErrorSchema.parse(res.json());
    expect(error.error).toBe(c.error);
    if (c.message) expect(error.message).toMatch(c.message);
    expect(provider.requests).toEqual([]);
    expect(elsewhere.requests).toEqual([]);
    expect(liveProvider.requests).toEqual([]);
  });
});
