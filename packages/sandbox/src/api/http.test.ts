// The provider's HTTP conventions, one table: auth, media types, the API version header,
// malformed and oversized bodies, unknown paths and verbs, each with the right status and
// envelope; plus correlation ids, latency, control routes and what logs never contain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxOpaqueIdLength, providerEndpoints } from '@sjd/contracts';
import { buildSandbox } from '../app';
import { paymentRequest, stringAt, verifiedTokenRequest } from '../test/fixtures';
import { startTestSandbox, testConfig, type CallOptions, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const payment = JSON.stringify(paymentRequest());
const token = JSON.stringify(verifiedTokenRequest());
/** A payment whose opaque `instruction.customer` (any object) holds 8,000 nested arrays. */
const deepPayment = (() => {
  const body = paymentRequest();
  const instruction = { ...body.instruction, customer: { a: 'DEEP' } };
  const deep = `${'['.repeat(8000)}{"0":1}${']'.repeat(8000)}`;
  return JSON.stringify({ ...body, instruction }).replace('"DEEP"', deep);
})();
const wrongAuth = `Basic ${Buffer.from('sjd-demo:wrong').toString('base64')}`;

describe('provider conventions', () => {
  it.each<[string, string, CallOptions, number, Record<string, unknown>]>([
    [
      'no credentials',
      'payment',
      { body: payment, headers: { authorization: undefined } },
      401,
      { errorName: 'accessDenied' },
    ],
    [
      'wrong password',
      'createVerifiedToken',
      { body: token, headers: { authorization: wrongAuth } },
      401,
      { errorName: 'accessDenied' },
    ],
    [
      'FraudSight without credentials',
      'fraudAssessment',
      { body: '{}', headers: { authorization: undefined } },
      401,
      { errorName: 'unAuthorized' },
    ],
    [
      'HPP without credentials',
      'createPaymentPage',
      { body: '{}', headers: { authorization: undefined } },
      401,
      { errorName: 'unauthorized' },
    ],
    [
      'wrong media type',
      'createVerifiedToken',
      { body: token, headers: { 'content-type': 'application/json' } },
      415,
      { errorName: 'headerHasInvalidValue', headerName: 'Content-Type' },
    ],
    // Issue 41, deviation 10: the 3DS and FraudSight documents declare 400 for a wrong
    // Content-Type (and 3DS adds its links), not 415.
    [
      'a wrong media type on 3DS',
      'threeDsAuthentication',
      { body: '{}', headers: { 'content-type': 'application/json' } },
      400,
      {
        errorName: 'headerHasInvalidValue',
        message: 'Provided request contains a header with an invalid value',
        headerName: 'Content-Type',
        _links: {
          '3ds:authenticate': {
            href: 'http://sandbox.test/verifications/customers/3ds/authentication',
          },
          '3ds:verify': { href: 'http://sandbox.test/verifications/customers/3ds/verification' },
        },
      },
    ],
    [
      'a wrong media type on FraudSight',
      'fraudAssessment',
      { body: '{}', headers: { 'content-type': 'application/json' } },
      400,
      {
        errorName: 'headerHasInvalidValue',
        message: "A valid 'Content-Type' header must be provided",
      },
    ],
    [
      'a wrong Accept on 3DS',
      'threeDsVerification',
      { body: '{}', headers: { accept: 'application/json' } },
      400,
      { errorName: 'headerHasInvalidValue', headerName: 'Accept' },
    ],
    [
      'another API’s media type',
      'payment',
      { body: payment, headers: { 'content-type': 'application/vnd.worldpay.payments-v7+json' } },
      415,
      { errorName: 'headerHasInvalidValue', headerName: 'Content-Type' },
    ],
    [
      'no Content-Type',
      'createVerifiedToken',
      { body: token, headers: { 'content-type': undefined } },
      415,
      { errorName: 'headerIsMissing', headerName: 'Content-Type' },
    ],
    // The Payments API's document answers a missing Content-Type with 406, in its own words.
    [
      'no Content-Type on the Payments API',
      'payment',
      { body: payment, headers: { 'content-type': undefined } },
      406,
      {
        errorName: 'headerIsMissing',
        message: 'A valid header must be provided.',
        headerName: 'Content-Type',
      },
    ],
    [
      'wrong Accept',
      'getToken',
      { params: { tokenId: 'abc' }, headers: { accept: 'application/json' } },
      406,
      { errorName: 'headerHasInvalidValue', headerName: 'Accept' },
    ],
    [
      'no Accept on a versioned API',
      'createVerifiedToken',
      { body: token, headers: { accept: undefined } },
      406,
      { errorName: 'headerIsMissing', headerName: 'Accept' },
    ],
    [
      'no WP-Api-Version',
      'payment',
      { body: payment, headers: { 'wp-api-version': undefined } },
      406,
      { errorName: 'headerIsMissing', headerName: 'WP-Api-Version' },
    ],
    [
      'an old WP-Api-Version',
      'payment',
      { body: payment, headers: { 'wp-api-version': '2023-06-01' } },
      406,
      { errorName: 'headerHasInvalidValue', headerName: 'WP-Api-Version' },
    ],
    [
      'malformed JSON',
      'payment',
      { body: '{"transactionReference": "x",' },
      400,
      { errorName: 'bodyIsNotJson' },
    ],
    ['an empty body', 'createVerifiedToken', { body: '' }, 400, { errorName: 'bodyIsEmpty' }],
    [
      'a body nested 8,000 levels deep where the schema takes any object',
      'payment',
      { body: deepPayment },
      400,
      {
        errorName: 'bodyDoesNotMatchSchema',
        validationErrors: [
          {
            errorName: 'fieldHasInvalidValue',
            message: 'Is nested more than 32 levels deep',
            jsonPath: `$.instruction.customer.a${'[0]'.repeat(29)}`,
          },
        ],
      },
    ],
    [
      'an oversized body',
      'payment',
      { body: JSON.stringify({ pad: 'x'.repeat(70_000) }) },
      413,
      { errorName: 'bodyIsTooLarge' },
    ],
    [
      'a body of the wrong shape',
      'payment',
      { body: '[1, 2]' },
      400,
      {
        errorName: 'bodyDoesNotMatchSchema',
        validationErrors: [
          { errorName: 'fieldMustBeObject', jsonPath: '$', message: 'Must be an object' },
        ],
      },
    ],
  ])('%s (%s) → %i', async (_case, endpoint, options, status, expected) => {
    const res = await sandbox.call(endpoint, options);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject(expected);
  });

  // Issue 34, item 8: ids longer than Fastify's default parameter limit (100) were answered
  // "The GET method is not allowed here" (405); the proxy forwards ids up to 512 characters.
  const withIds = providerEndpoints.filter((e) => e.path.includes(':'));
  it.each(withIds.map((e) => [e.id, e]))(
    '%s: an unknown id of 101 or 512 characters is answered like a short one',
    async (_id, endpoint) => {
      const answer = async (id: string) => {
        const params = Object.fromEntries(
          [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => [m[1] ?? '', id]),
        );
        const res = await sandbox.call(endpoint.id, { params });
        return { status: res.status, json: res.json };
      };
      const short = await answer('unknownId');
      expect([400, 404]).toContain(short.status);
      expect(await answer('a'.repeat(101))).toEqual(short);
      expect(await answer('a'.repeat(maxOpaqueIdLength))).toEqual(short);
      expect(await answer('a'.repeat(maxOpaqueIdLength + 1))).toEqual({
        status: 404,
        json: { errorName: 'endpointNotFound', message: 'Requested endpoint was not found.' },
      });
    },
  );

  it('lists each schema problem with its JSON path, without echoing values', async () => {
    const body = paymentRequest({ cardNumber: '4444-3333' });
    Reflect.set(body, 'surprise', true);
    Reflect.deleteProperty(body.merchant, 'entity');
    const res = await sandbox.call('payment', { body });
    // In the Payments API's own words (its document's error examples).
    expect(res.json).toMatchObject({
      errorName: 'bodyDoesNotMatchSchema',
      message: 'A JSON body matching the expected schema must be provided.',
    });
    expect(Reflect.get(Object(res.json), 'validationErrors')).toEqual(
      expect.arrayContaining([
        { errorName: 'fieldIsMissing', message: 'Is missing', jsonPath: '$.merchant.entity' },
        {
          errorName: 'stringFailedRegexCheck',
          message: 'Does not have the expected format',
          jsonPath: '$.instruction.paymentInstrument.cardNumber',
        },
        {
          errorName: 'fieldIsNotAllowed',
          message: 'Field at path is not allowed.',
          jsonPath: '$.surprise',
        },
      ]),
    );
    expect(res.raw).not.toContain('4444-3333');
  });

  it('accepts any JSON Accept on the Payments API (it versions by header)', async () => {
    expect(
      (
        await sandbox.call('payment', {
          body: payment.replace('SJD-', 'SJD-A-'),
          headers: { accept: '*/*' },
        })
      ).status,
    ).toBe(201);
  });

  it.each([
    ['GET', '/nowhere', 404, 'endpointNotFound'],
    ['GET', '/verifiedTokens/cardOnFile', 405, 'methodNotAllowed'],
    ['GET', '/verifications/customers/3ds/authentication', 400, 'methodNotAllowed'],
    ['GET', '/fraudsight/assessment', 400, 'methodNotAllowed'],
  ])('%s %s → %i %s', async (method, url, status, errorName) => {
    const res = await sandbox.app.inject({
      method: method === 'GET' ? 'GET' : 'POST',
      url,
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ errorName });
  });

  it('answers a wrong verb on 3DS with the verbs the path takes and its links', async () => {
    const res = await sandbox.app.inject({ url: '/verifications/customers/3ds/verification' });
    expect(res.json()).toMatchObject({
      errorName: 'methodNotAllowed',
      allowedMethods: ['POST'],
      _links: {
        '3ds:verify': { href: 'http://sandbox.test/verifications/customers/3ds/verification' },
      },
    });
  });

  it('answers 404 for an id outside the opaque-id alphabet', async () => {
    const res = await sandbox.call('getToken', { params: { tokenId: 'not.an.id' } });
    expect(res).toMatchObject({ status: 404, json: { errorName: 'endpointNotFound' } });
  });

  it('sends WP-CorrelationId on every response, echoing a sane one', async () => {
    const echoed = await sandbox.call('payment', {
      body: '{',
      headers: { 'wp-correlationid': 'abc-123' },
    });
    expect(echoed.headers['wp-correlationid']).toBe('abc-123');
    for (const headers of [{}, { 'wp-correlationid': 'bad value\u0001' }]) {
      const res = await sandbox.app.inject({ url: '/nowhere', headers });
      expect(res.headers['wp-correlationid']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('sandbox options', () => {
  it('adds the configured latency to API routes only', async () => {
    const slow = await startTestSandbox({ latencyMs: 250 });
    try {
      let started = Date.now();
      await slow.call('getToken', { params: { tokenId: 'abc' } });
      expect(Date.now() - started).toBeGreaterThanOrEqual(195);
      started = Date.now();
      await slow.app.inject('/_sandbox/health');
      expect(Date.now() - started).toBeLessThan(195);
    } finally {
      await slow.close();
    }
  });

  it('registers control routes only when enabled', async () => {
    const app = await buildSandbox(testConfig({ enableControlRoutes: false }));
    try {
      expect((await app.inject({ method: 'POST', url: '/_sandbox/reset' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('resets all state and fixes the clock', async () => {
    const created = await sandbox.call('createVerifiedToken', { body: token });
    const href = stringAt(created.json, '_embedded.token.tokenPaymentInstrument.href');
    expect((await sandbox.app.inject({ method: 'POST', url: '/_sandbox/reset' })).statusCode).toBe(
      204,
    );
    expect((await sandbox.follow(href, 'GET')).status).toBe(404);

    const fixed = await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { now: '2030-01-02T03:04:05Z' },
    });
    expect(fixed.json()).toEqual({ now: '2030-01-02T03:04:05.000Z', fixed: true });
    const bad = await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { now: 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
    await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: { now: null } });
    expect((await sandbox.app.inject('/_sandbox/clock')).json()).toMatchObject({ fixed: false });
  });
});

describe('logs', () => {
  it('are one line per request, naming the sandbox, a random request id and the correlation id', async () => {
    const lines: string[] = [];
    const app = await buildSandbox(testConfig({ logLevel: 'debug' }), {
      logStream: { write: (line) => void lines.push(line) },
    });
    const correlationId = 'c0ffee00-1234-4abc-8def-0123456789ab';
    try {
      const paid = await app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: {
          authorization: `Basic ${Buffer.from('sjd-demo:sjd-demo-secret').toString('base64')}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'wp-api-version': '2024-06-01',
          'wp-correlationid': correlationId,
          // A caller's request id is not taken as the sandbox's.
          'x-request-id': 'req-1',
          'request-id': 'req-1',
        },
        payload: payment,
      });
      expect(paid.statusCode).toBe(201);
      expect(paid.headers['wp-correlationid']).toBe(correlationId);
      await app.inject('/_sandbox/health');
      await app.inject({ url: '/nowhere', headers: { 'wp-correlationid': 'bad value\u0001' } });
      // Refused by the router before any hook runs (frameworkErrors): logged and correlated too.
      const refused = await app.inject({
        url: '/tokens/%E0%A4%A',
        headers: { 'wp-correlationid': 'refused-1' },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['wp-correlationid']).toBe('refused-1');
    } finally {
      await app.close();
    }
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of parsed) expect(line.service).toBe('sandbox');
    const answered = parsed.filter((line) => line.msg === 'request completed');
    // Each request: one line once answered (at info, but the health probe's); its arrival at
    // debug only.
    expect(answered).toHaveLength(4);
    const arrivals = parsed.filter((line) => line.msg === 'incoming request');
    expect(arrivals.map((line) => line.level)).toEqual([20, 20, 20, 20]);
    expect(arrivals.map((line) => line.reqId)).toEqual(answered.map((line) => line.reqId));
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const line of answered) expect(line.reqId).toMatch(uuid);
    expect(new Set(answered.map((line) => line.reqId)).size).toBe(4);
    expect(answered[0]).toMatchObject({
      level: 30,
      req: { method: 'POST', url: '/api/payments' },
      res: { statusCode: 201 },
      correlationId,
      endpoint: 'payment',
      responseTime: expect.any(Number),
    });
    // The health probe's line is at debug (a balancer probes every few seconds).
    expect(answered[1]).toMatchObject({ level: 20, req: { url: '/_sandbox/health' } });
    // A correlation id the sandbox made up for a caller that sent none (or a bad one).
    expect(answered[1]?.correlationId).toMatch(uuid);
    expect(answered[2]).toMatchObject({ res: { statusCode: 404 } });
    expect(answered[2]?.correlationId).toMatch(uuid);
    expect(answered[3]).toMatchObject({
      req: { url: '/tokens/%E0%A4%A' },
      res: { statusCode: 404 },
      correlationId: 'refused-1',
    });
    expect(lines.join('')).not.toContain('req-1');
  });

  it('never contain card numbers, CVCs or credentials, even when a request fails', async () => {
    const lines: string[] = [];
    const app = await buildSandbox(testConfig({ logLevel: 'info' }), {
      logStream: { write: (line) => void lines.push(line) },
    });
    const headers = {
      authorization: `Basic ${Buffer.from('sjd-demo:sjd-demo-secret').toString('base64')}`,
      'content-type': 'application/json',
      accept: 'application/json',
      'wp-api-version': '2024-06-01',
    };
    try {
      for (const cardHolderName of ['Ada Lovelace', 'ERROR']) {
        const body = paymentRequest({ cardNumber: '5454545454545454', cvc: '737', cardHolderName });
        await app.inject({
          method: 'POST',
          url: '/api/payments',
          headers,
          payload: JSON.stringify(body),
        });
      }
      await app.inject({
        method: 'POST',
        url: '/api/payments',
        headers,
        payload: '{"cardNumber": "5454545454545454"',
      });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/payments');
    expect(log).toContain('"statusCode":500');
    // A 3-digit CVC could appear inside any timestamp, so check that no body field is logged.
    for (const secret of [
      '5454545454545454',
      'cvc',
      'cardNumber',
      'sjd-demo-secret',
      headers.authorization.slice(6),
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
