// The server's log output, read line by line from a stream, during card traffic through the
// proxy: it shows the calls (so the test can fail) but never a card number, CVC or credential.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@sjd/contracts';
import { hostileLogSecrets, hostileLogUrls } from '@sjd/sandbox/hostile-log-urls';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';
import { startFakeProvider, type FakeProvider } from '../testing/fake-provider';

const secrets = {
  cardNumber: '4000000000001091',
  cardNumberSpaced: '4000 0000 0000 1091',
  cvc: '7391',
  username: 'merchant-user-Jx2',
  password: 'merchant-pass-Zq8',
};
const callerChosenId = 'caller-chosen-id-17';
const querySecret = 'eyJhbGciOiJIUzI1NiJ9.secret-in-a-query';
const basic = Buffer.from(`${secrets.username}:${secrets.password}`).toString('base64');

const cardPayment = {
  transactionReference: 'SJD-LOG-1',
  merchant: { entity: 'default' },
  instruction: {
    method: 'card',
    paymentInstrument: {
      type: 'plain',
      cardNumber: secrets.cardNumber,
      cvc: secrets.cvc,
      cardHolderName: 'Ada Lovelace',
      expiryDate: { month: 5, year: 2035 },
    },
    narrative: { line1: 'Smart Journey Demo' },
    value: { currency: 'GBP', amount: 4200 },
  },
};

describe('server logs during a card payment', () => {
  let fake: FakeProvider;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });

  beforeAll(async () => {
    fake = await startFakeProvider();
    // The fake echoes the request body back, as a provider echoing card data by mistake would.
    fake.answer = (request) => ({ kind: 'json', status: 201, body: { echo: request.body } });
    const app = await buildApp(
      {
        ...testConfig({
          PROVIDER_BASE_URL: fake.url,
          PROVIDER_USERNAME: secrets.username,
          PROVIDER_PASSWORD: secrets.password,
        }),
        logLevel: 'trace',
      },
      { logStream: stream },
    );
    const inject = (url: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(payload),
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${basic}`,
          cookie: `card=${secrets.cardNumber}`,
          // Ids a caller chose are not taken as the request's (Fastify's requestIdHeader is off).
          'x-request-id': callerChosenId,
          'request-id': callerChosenId,
        },
      });
    // A payment that goes through, one refused, one with a bad body, one the provider fails.
    expect((await inject('/api/payments', { payload: cardPayment })).statusCode).toBe(200);
    const refusedUrl = `/tokens/${secrets.cardNumber}?cvc=${secrets.cvc}`;
    expect((await inject('/api/wpservices', { method: 'GET', url: refusedUrl })).statusCode).toBe(
      400,
    );
    expect(
      (await inject('/api/payments', { payload: cardPayment, cvc: secrets.cvc })).statusCode,
    ).toBe(400);
    // Fastify logs request URLs, query included: a card number typed into one is scrubbed.
    expect((await app.inject(`/api/config?environment=${secrets.cardNumber}`)).statusCode).toBe(
      400,
    );
    fake.answer = () => ({
      kind: 'raw',
      status: 500,
      contentType: 'text/plain',
      body: secrets.cardNumber,
    });
    // Another reference: each call here is a new visitor, and the first payment's is its
    // maker's (a second visitor naming it would be refused before the provider).
    const failing = { ...cardPayment, transactionReference: 'SJD-LOG-2' };
    expect((await inject('/api/payments', { payload: failing })).statusCode).toBe(502);
    expect((await app.inject('/api/config?environment=live')).statusCode).toBe(200);
    expect((await app.inject(`/api/config?environment=try&token=${querySecret}`)).statusCode).toBe(
      400,
    );
    await app.close();
  });
  afterAll(() => fake.close());

  it('logs each request once (its arrival at debug only), with the provider call it made', () => {
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = parsed.filter((line) => typeof line.reqId === 'string');
    const arrivals = requestLines.filter((line) => line.msg === 'incoming request');
    expect(arrivals.every((line) => line.level === 20)).toBe(true);
    // At info and above: one line per request, its own id on each.
    const answered = requestLines.filter((line) => Number(line.level) >= 30);
    expect(answered.map((line) => line.msg)).toEqual(Array(7).fill('request completed'));
    expect(new Set(answered.map((line) => line.reqId)).size).toBe(7);
    expect(arrivals.map((line) => line.reqId)).toEqual(answered.map((line) => line.reqId));

    const completed = lines.filter((line) => line.includes('"msg":"request completed"'));
    expect(completed[0]).toMatch(
      /"url":"\/api\/payments".*"res":\{"statusCode":200\}.*"correlationId":"[0-9a-f-]{36}","provider":\{"endpoint":"payment","method":"POST","path":"\/api\/payments","status":201,"ms":[\d.]+\}/,
    );
    // The provider call that failed: the same one line, at warn, saying why.
    expect(answered[4]).toMatchObject({
      level: 40,
      res: { statusCode: 502 },
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      provider: { status: 500, failure: 'provider answer not JSON', contentType: 'text/plain' },
    });
    expect(lines.join('\n')).toContain('"url":"/api/config?environment=[redacted]"');
  });

  it("names the site on every line and gives each request a random id, never the caller's", () => {
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of parsed) expect(line.service).toBe('site');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const ids = parsed.flatMap((line) => (typeof line.reqId === 'string' ? [line.reqId] : []));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(uuid);
    expect(lines.join('\n')).not.toContain(callerChosenId);
  });

  it('logs query values only for the names it knows to be harmless', () => {
    const text = lines.join('\n');
    expect(text).toContain('"url":"/api/config?environment=live"');
    expect(text).toContain('"url":"/api/config?environment=try&token=[redacted]"');
    expect(text).not.toContain(querySecret);
  });

  it('never logs the card number, CVC or credentials', () => {
    expect(fake.requests[0]?.body).toContain(secrets.cardNumber); // the provider did get them
    for (const line of lines) {
      expect(line).not.toContain(secrets.cardNumber);
      expect(line).not.toContain(secrets.cardNumberSpaced);
      expect(line).not.toMatch(new RegExp(`\\b${secrets.cvc}\\b(?!\\d)`));
      expect(line).not.toContain(secrets.username);
      expect(line).not.toContain(secrets.password);
      expect(line).not.toContain(basic);
      expect(line).not.toMatch(/"(cardNumber|cvc|payload)"/);
    }
  });
});

describe('card data typed into a URL, encoded or not (issue 34, item 6)', () => {
  it('is blanked in the path, in the values logged on purpose and in the query', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({ ...testConfig(), logLevel: 'info' }, { logStream: stream });
    const urls = hostileLogUrls('environment').map((url) => url.replace('/x?', '/api/config?'));
    for (const url of urls) await app.inject(url);
    await app.close();
    const logged = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(logged).toHaveLength(urls.length);
    expect(logged).toContain('/retail/[redacted]');
    expect(logged).toContain('/api/config?environment=[redacted]');
    for (const line of lines) {
      for (const secret of hostileLogSecrets) expect(line).not.toContain(secret);
    }
  });
});

describe('a URL the router refuses', () => {
  it('is answered in our error shape and logged once, like any request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({ ...testConfig(), logLevel: 'info' }, { logStream: stream });
    const res = await app.inject('/api/%E0%A4%A');
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ error: 'badRequest' });
    const requestLines = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => 'reqId' in line);
    expect(requestLines).toMatchObject([
      {
        service: 'site',
        req: { method: 'GET', url: '/api/%E0%A4%A' },
        res: { statusCode: 400 },
        msg: 'request completed',
      },
    ]);
  });
});

describe('a load balancer probing /api/health', () => {
  it('writes no line at info, and its line at debug', async () => {
    for (const [logLevel, expected] of [
      ['info', 0],
      ['debug', 2],
    ] as const) {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          done();
        },
      });
      const app = await buildApp({ ...testConfig(), logLevel }, { logStream: stream });
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      // Another route is still logged at info.
      await app.inject('/api/config');
      await app.close();
      const healthLines = lines.filter((line) => line.includes('"url":"/api/health"'));
      // At debug: its arrival and its answer.
      expect(healthLines).toHaveLength(expected);
      expect(lines.some((line) => line.includes('"url":"/api/config"'))).toBe(true);
    }
  });
});

describe('a provider that answers with a correlation id of its own', () => {
  it('is logged beside the one the site sent, which stays the line’s correlationId', async () => {
    const fake = await startFakeProvider();
    fake.answer = () => ({
      kind: 'json',
      status: 201,
      body: {},
      headers: { 'wp-correlationid': 'provider-own-id-1' },
    });
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp(
      {
        ...testConfig({
          PROVIDER_BASE_URL: fake.url,
          PROVIDER_USERNAME: 'user',
          PROVIDER_PASSWORD: 'pass',
        }),
        logLevel: 'info',
      },
      { logStream: stream },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { payload: cardPayment },
    });
    await app.close();
    await fake.close();
    expect(res.json()).toMatchObject({ correlationId: 'provider-own-id-1' });
    const sent = fake.requests[0]?.headers['wp-correlationid'];
    expect(sent).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.map((text) => JSON.parse(text) as Record<string, unknown>).at(-1);
    expect(line).toMatchObject({
      correlationId: sent,
      provider: { answeredCorrelationId: 'provider-own-id-1' },
    });
  });
});
