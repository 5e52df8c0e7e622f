// Deeply nested JSON through the proxy (issue 34, 2b). A request body nested thousands of levels
// deep overflowed JSON.stringify's stack on the way to the provider and became a 500; it is a 400
// in our error shape now, and nothing is sent. A provider answer nested thousands of levels deep
// passes through as a 200: the proxy splices the provider's text into its reply and never
// serialises it again (call-provider.ts), so depth costs it nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, maxRequestDepth, tooDeepAt } from '@sjd/contracts';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';
import { startFakeProvider, type FakeProvider } from '../testing/fake-provider';

/** 8,000 arrays around an object with a numeric key: JSON.stringify's recursive path. */
const deepValue = (levels: number) => `${'['.repeat(levels)}{"0":1}${']'.repeat(levels)}`;

/** The value `levels` levels deep (the outer body counts as one), as text. */
const nested = (levels: number) => `${'{"0":'.repeat(levels)}1${'}'.repeat(levels)}`;

let provider: FakeProvider;
let app: FastifyInstance;

beforeAll(async () => {
  provider = await startFakeProvider();
  app = await buildApp(
    testConfig({ PROVIDER_BASE_URL: provider.url, PROVIDER_USERNAME: 'u', PROVIDER_PASSWORD: 'p' }),
  );
});
afterAll(async () => {
  await app.close();
  await provider.close();
});
beforeEach(() => provider.reset());

const post = (url: string, body: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });

const hppBody = (extra: string) =>
  `{"transactionReference":"deep-1","narrative":{"line1":"a"},"value":{"currency":"GBP","amount":1},${extra}}`;

describe('request bodies nested too deeply', () => {
  it.each([
    [
      '/api/wpservices',
      `{"method":"POST","url":"/verifiedTokens/cardOnFile","payload":{"a":${deepValue(8000)}}}`,
    ],
    ['/api/payments', `{"payload":{"a":${deepValue(8000)}}}`],
    ['/api/hpp', hppBody(`"riskData":${deepValue(8000)}`)],
  ])('%s answers 400 with a clear message and sends nothing', async (route, body) => {
    const res = await post(route, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(apiErrorSchema.parse(res.json())).toEqual({
      error: 'badRequest',
      message: `The request body nests objects or arrays more than ${maxRequestDepth} levels deep; provider requests need far fewer`,
      details: { maxDepth: maxRequestDepth },
    });
    expect(provider.requests).toEqual([]);
  });

  it(`forwards a body exactly ${maxRequestDepth} levels deep`, async () => {
    // The body is one level, the payload the others.
    const payload = nested(maxRequestDepth - 1);
    const res = await post('/api/payments', `{"payload":${payload}}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(provider.requests).toHaveLength(1);
    expect(provider.requests[0]?.body).toBe(payload);
    const deeper = await post('/api/payments', `{"payload":${nested(maxRequestDepth)}}`);
    expect(deeper.statusCode).toBe(400);
  });
});

describe('a provider answer nested 3,000 levels deep', () => {
  it('passes through as a 200 with the body as the provider sent it', async () => {
    const answer = nested(3000);
    provider.answer = () => ({
      kind: 'raw',
      status: 200,
      contentType: 'application/json',
      body: answer,
    });
    const res = await post(
      '/api/wpservices',
      '{"method":"POST","url":"/verifiedTokens/cardOnFile","payload":{}}',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.startsWith(`{"status":200,"body":${answer},`)).toBe(true);
  });
});

describe('tooDeepAt', () => {
  it('names the path of the first value past the limit, without recursing', () => {
    expect(tooDeepAt({ a: [1, { b: 2 }] }, 3)).toBeNull();
    expect(tooDeepAt({ a: [1, { b: {} }] }, 3)).toEqual(['a', 1, 'b']);
    expect(tooDeepAt('text', 0)).toBeNull();
    expect(tooDeepAt(JSON.parse(deepValue(100_000)), 32)).toHaveLength(32);
  });
});
