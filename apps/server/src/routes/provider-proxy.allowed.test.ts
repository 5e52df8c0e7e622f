// Every proxied entry of the endpoint table passes through its route with the right method,
// path, Basic auth, media types (and WP-Api-Version for the Payments API), as a provider path
// and as an absolute href; nothing from the browser's own headers is forwarded. One table
// drives one test. The provider is a recording fake on a loopback port.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  endpointRequestRules,
  providerApis,
  providerEndpoints,
  providerResultSchema,
  type ProviderEndpoint,
} from '@sjd/contracts';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';
import { fakeCorrelationId, startFakeProvider, type FakeProvider } from '../testing/fake-provider';
import { routeHintFor } from '../proxy/resolve-call';

const credentials = { username: 'merchant-user', password: 'merchant-pass-Zq8' };
const basic = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;

/** A concrete path for an endpoint: opaque ids filled in, the query it takes (if any). */
function samplePath(endpoint: ProviderEndpoint): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => `${name}-eyJrIjo_9`);
  return endpointRequestRules[endpoint.id]?.query ? `${path}?transactionReference=SJD-42` : path;
}

function samplePayload(endpoint: ProviderEndpoint): unknown {
  switch (endpointRequestRules[endpoint.id]?.payload) {
    case 'object':
    case 'optional-object':
      return { transactionReference: 'SJD-42', merchant: { entity: 'default' } };
    case 'value':
      // A token link's new value: the bare string.
      return 'Ada Lovelace';
    default:
      return undefined;
  }
}

/** The request our web app would make for this endpoint. */
function proxyRequest(endpoint: ProviderEndpoint, url: string) {
  const payload = samplePayload(endpoint);
  const route = routeHintFor(endpoint.api);
  if (route === '/api/hpp') {
    return {
      route,
      body: {
        transactionReference: 'SJD-42',
        merchant: { entity: 'default' },
        narrative: { line1: 'Smart Journey Demo' },
        value: { currency: 'GBP', amount: 1600 },
      },
    };
  }
  return { route, body: { method: endpoint.method, url, payload } };
}

const proxied = providerEndpoints.filter((e) => e.proxied);
// /api/hpp has a fixed url, so its one endpoint is reached only one way.
const cases = proxied.flatMap((endpoint) =>
  routeHintFor(endpoint.api) === '/api/hpp'
    ? [{ endpoint, form: 'path' as const }]
    : [
        { endpoint, form: 'path' as const },
        { endpoint, form: 'href' as const },
      ],
);

describe('allowed provider calls', () => {
  let fake: FakeProvider;
  let app: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeProvider();
    app = await buildApp(
      testConfig({
        PROVIDER_BASE_URL: fake.url,
        PROVIDER_USERNAME: credentials.username,
        PROVIDER_PASSWORD: credentials.password,
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  /** One browser's visitor cookie for every case: a reference it created is its own to query. */
  let visitor = '';
  beforeAll(async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/config' });
    visitor = String(answer.headers['set-cookie']).split(';')[0] ?? '';
  });

  it.each(cases)('$endpoint.id ($form)', async ({ endpoint, form }) => {
    const path = samplePath(endpoint);
    const { route, body } = proxyRequest(endpoint, form === 'href' ? `${fake.url}${path}` : path);

    const res = await app.inject({
      method: 'POST',
      url: route,
      payload: body,
      headers: { cookie: `session=browser-secret; ${visitor}`, 'x-sjd-environment': 'try' },
    });

    expect(res.statusCode, res.body).toBe(200);
    const result = providerResultSchema.parse(res.json());
    expect(result).toMatchObject({
      status: 200,
      endpoint: endpoint.id,
      method: endpoint.method,
      url: `${fake.url}${path}`,
      correlationId: fakeCorrelationId,
      body: { answeredBy: 'fake-provider' },
    });
    expect(result.responseTime).toBeGreaterThanOrEqual(0);

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    const api = providerApis[endpoint.api];
    const expectedBody = route === '/api/hpp' ? body : samplePayload(endpoint);
    expect(sent).toMatchObject({ method: endpoint.method, url: path });
    expect(sent?.headers.authorization).toBe(basic);
    expect(sent?.headers.accept).toBe(api.accept);
    expect(sent?.headers['content-type']).toBe(
      expectedBody === undefined ? undefined : api.contentType,
    );
    // The APIs that version by header: the Payments API (2024-06-01) and APMs (2024-07-01).
    expect(sent?.headers['wp-api-version']).toBe('apiVersion' in api ? api.apiVersion : undefined);
    expect(sent?.headers['wp-correlationid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.headers.cookie).toBeUndefined();
    expect(sent?.headers['x-sjd-environment']).toBeUndefined();
    expect(sent?.body).toBe(expectedBody === undefined ? '' : JSON.stringify(expectedBody));
  });

  it('defaults /api/payments to creating a payment', async () => {
    const payload = { transactionReference: 'SJD-43', instruction: { method: 'card' } };
    const res = await app.inject({ method: 'POST', url: '/api/payments', payload: { payload } });
    expect(res.statusCode).toBe(200);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', url: '/api/payments' });
    expect(fake.requests[0]?.body).toBe(JSON.stringify(payload));
  });

  it('fills merchant.entity on /api/hpp from the chosen profile when the browser omits it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/hpp',
      payload: {
        transactionReference: 'SJD-44',
        narrative: { line1: 'Smart Journey Demo' },
        value: { currency: 'GBP', amount: 1600 },
        expiry: 600,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      transactionReference: 'SJD-44',
      narrative: { line1: 'Smart Journey Demo' },
      value: { currency: 'GBP', amount: 1600 },
      expiry: 600,
      merchant: { entity: 'default' },
    });
  });

  it('passes provider 4xx and JSON 5xx answers through as results', async () => {
    for (const [status, body] of [
      [409, { errorName: 'conflict', message: 'token conflicts' }],
      [400, { errorName: 'bodyDoesNotMatchSchema', validationErrors: [] }],
      [500, { errorName: 'internalErrorOccurred', message: 'We cannot currently process' }],
    ] as const) {
      fake.answer = () => ({ kind: 'json', status, body });
      const res = await app.inject({
        method: 'POST',
        url: '/api/wpservices',
        payload: { method: 'POST', url: '/verifiedTokens/cardOnFile', payload: {} },
      });
      expect(res.statusCode).toBe(200);
      expect(providerResultSchema.parse(res.json())).toMatchObject({
        status,
        body,
        correlationId: null,
      });
    }
  });

  it('answers an empty 204 as a result with a null body', async () => {
    fake.answer = () => ({ kind: 'raw', status: 204, body: '' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/wpservices',
      payload: { method: 'DELETE', url: '/tokens/T0KEN1' },
    });
    expect(providerResultSchema.parse(res.json())).toMatchObject({ status: 204, body: null });
  });
});
