// Bad input to the server's /api routes never gets a 5xx (issue 19 "Bad input"): fast-check
// properties send generated bodies, headers, paths and methods through `inject`, with the real
// sandbox behind the proxy in the same process (testing/inject-dispatcher.ts, no sockets).
// - A request the proxy refuses is a 4xx in the proxy's envelope {error, message, details?}.
// - A call it forwards is a 200 carrying the provider's answer as the contracts describe it for
//   that endpoint and status; a provider refusal in it is a 4xx in the provider's envelope
//   {errorName, message, ...}, never a 5xx (except the sandbox's one deliberate 500, cardholder
//   name ERROR).
// A failure shrinks and prints `{ seed, path }`: replay with FUZZ_SEED / FUZZ_PATH
// (packages/sandbox/src/test/arbitraries.ts).
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  providerEndpoints,
  providerResponseSchema,
  providerResultSchema,
} from '@sjd/contracts';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import {
  applyMutation,
  fuzzParameters,
  fuzzTestTimeoutMs,
  headerNameArb,
  headerValueArb,
  idSegmentArb,
  jsonArb,
  mutationArb,
  rarely,
  rawBodyArb,
  seedOf,
} from '@sjd/sandbox/arbitraries';
import { validBodies } from '@sjd/sandbox/valid-bodies';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';
import { InjectDispatcher } from '../testing/inject-dispatcher';

let sandbox: FastifyInstance;
let app: FastifyInstance;
let providerUrl = '';
let tokenId = 'unknownId';

beforeAll(async () => {
  const config = testConfig();
  providerUrl = config.providers.try.baseUrl;
  const { config: sandboxConfig } = sandboxConfigFromEnv({
    SANDBOX_DB: ':memory:',
    LOG_LEVEL: 'silent',
  });
  sandbox = await buildSandbox({ ...sandboxConfig, publicUrl: providerUrl });
  app = await buildApp(
    // The limit would answer 429s to most of the run; its own test is elsewhere.
    { ...config, rateLimit: { max: 1e9, windowMs: 60_000 } },
    { providerDispatcher: new InjectDispatcher(sandbox) },
  );
  const created = await app.inject({
    method: 'POST',
    url: '/api/wpservices',
    payload: {
      method: 'POST',
      url: '/verifiedTokens/cardOnFile',
      payload: validBodies.createVerifiedToken?.(),
    },
  });
  const href = JSON.stringify(created.json()).match(/\/tokens\/([A-Za-z0-9_-]+)"/)?.[1];
  if (href) tokenId = href;
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
});

const proxied = providerEndpoints.filter((e) => e.proxied);

/** Where the web app sends each API's calls. */
const routeFor = (api: string) =>
  api === 'payments'
    ? '/api/payments'
    : api === 'hostedPaymentPages'
      ? '/api/hpp'
      : '/api/wpservices';

/** An endpoint's path with known, unknown or hostile ids, written as a path, an href or oddly. */
const urlFor = (path: string, ids: (string | null)[], form: string, extra: string) => {
  let index = 0;
  const filled = path.replace(/:\w+/g, () => ids[index++] ?? tokenId);
  if (form === 'href') return `${providerUrl}${filled}`;
  if (form === 'other host') return `http://127.0.0.2:3001${filled}`;
  if (form === 'query') return `${filled}?${extra}`;
  if (form === 'suffix') return `${filled}${extra}`;
  if (form === 'raw') return extra;
  return filled;
};

/**
 * A proxy call as the web app makes them, `{method, url, payload}` to the endpoint's route,
 * then changed: another method or route, odd urls and ids, a mutated or foreign payload, an
 * extra field, a broken body. Most stay close enough to reach the provider.
 */
const callArb = fc
  .record({
    endpoint: fc.constantFrom(...proxied),
    method: rarely(fc.oneof(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'get'), jsonArb), 10),
    route: rarely(fc.constantFrom('/api/wpservices', '/api/payments', '/api/hpp'), 10),
    ids: fc.array(rarely(idSegmentArb, 3), { minLength: 2, maxLength: 2 }),
    form: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('path', 'href') },
      { weight: 1, arbitrary: fc.constantFrom('other host', 'query', 'suffix', 'raw') },
    ),
    extra: headerValueArb,
    payload: fc.oneof(
      { weight: 4, arbitrary: fc.array(mutationArb, { maxLength: 2 }) },
      { weight: 1, arbitrary: jsonArb.map((json) => ({ json })) },
    ),
    extraKey: rarely(fc.constantFrom('cvc', 'headers', '__proto__', 'x'), 10),
    broken: rarely(
      rawBodyArb(() => ({})),
      12,
    ),
  })
  .map(({ endpoint, method, route, ids, form, extra, payload, extraKey, broken }) => {
    const url = route ?? routeFor(endpoint.api);
    const valid = validBodies[endpoint.id];
    const body = Array.isArray(payload)
      ? valid && payload.reduce(applyMutation, valid())
      : payload.json;
    if (url === '/api/hpp') return { url, body: broken ?? JSON.stringify(body ?? {}) };
    const call: Record<string, unknown> = {
      method: method ?? endpoint.method,
      url: urlFor(endpoint.path, ids, form, extra),
    };
    if (body !== undefined) call.payload = body;
    if (extraKey !== null) call[extraKey] = 'x';
    return { url, body: broken ?? JSON.stringify(call) };
  });

const requestArb = fc.oneof(
  { weight: 6, arbitrary: callArb.map((call) => ({ method: 'POST' as const, ...call })) },
  fc.record({
    method: fc.constantFrom('GET' as const, 'POST' as const, 'DELETE' as const),
    url: fc.oneof(
      fc.constantFrom('/api/config', '/api/health', '/api/config?environment=live'),
      headerValueArb.map((query) => `/api/config?${query}`),
      // Dot segments are left out: inject resolves them, so they would leave /api altogether.
      fc
        .array(
          idSegmentArb.filter((s) => !/^(\.|%2e){1,2}$/i.test(s)),
          { minLength: 1, maxLength: 3 },
        )
        .map((s) => `/api/${s.join('/')}`),
    ),
    body: rarely(
      rawBodyArb(() => ({})),
      2,
    ),
  }),
);

const headersArb = fc
  .record({
    'content-type': fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      fc.constantFrom(
        null,
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
      ),
    ),
    'x-sjd-environment': rarely(
      fc.oneof({ weight: 3, arbitrary: fc.constantFrom('try', 'live') }, headerValueArb),
      3,
    ),
    extra: fc.dictionary(headerNameArb, headerValueArb, { maxKeys: 2 }),
  })
  .map(({ extra, ...known }) => {
    const headers: Record<string, string> = { ...extra };
    for (const [name, value] of Object.entries(known)) if (value !== null) headers[name] = value;
    return headers;
  });

const snippet = (text: string) => text.slice(0, 400);

describe('generated requests to the /api routes', () => {
  it(
    'are refused with a 4xx in the proxy envelope or answered; never a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(requestArb, headersArb, async (request, headers) => {
          const res = await app.inject({
            method: request.method,
            url: request.url,
            headers,
            ...(request.body === null ? {} : { payload: request.body }),
          });
          expect(res.statusCode, snippet(res.body)).toBeLessThan(500);
          const json: unknown = JSON.parse(res.body);
          if (res.statusCode >= 400) {
            expect(apiErrorSchema.safeParse(json).success, snippet(res.body)).toBe(true);
            return;
          }
          if (request.method !== 'POST' || !request.url.startsWith('/api/')) return;
          if (!['/api/wpservices', '/api/payments', '/api/hpp'].includes(request.url)) return;
          const result = providerResultSchema.parse(json);
          const isDeliberate = result.status === 500 && (request.body ?? '').includes('"ERROR"');
          if (isDeliberate) return;
          expect(result.status, snippet(res.body)).toBeLessThan(500);
          // The provider's documented answer for that endpoint and status: its error envelope for
          // a refusal, or a body of its own (a verified token's 409 conflict).
          const schema = providerResponseSchema(result.endpoint, result.status);
          expect(schema, snippet(res.body)).toBeDefined();
          if (schema) expect(schema.safeParse(result.body).success, snippet(res.body)).toBe(true);
          else expect(result.body).toBeNull();
        }),
        fuzzParameters(seedOf('server /api'), 600),
      );
    },
    fuzzTestTimeoutMs,
  );
});
