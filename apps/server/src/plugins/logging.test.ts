// The server's log output, read line by line from a stream, during card traffic through the
// proxy: it shows the calls (so the test can fail) but never a card number, CVC or credential.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect((await inject('/api/payments', { payload: cardPayment })).statusCode).toBe(502);
    await app.close();
  });
  afterAll(() => fake.close());

  it('logs each request once, with the provider call it made', () => {
    const text = lines.join('\n');
    expect(text).not.toContain('"msg":"incoming request"');
    const completed = lines.filter((line) => line.includes('"msg":"request completed"'));
    expect(completed).toHaveLength(5);
    expect(completed[0]).toMatch(
      /"url":"\/api\/payments".*"res":\{"statusCode":200\}.*"provider":\{"endpoint":"payment","method":"POST","path":"\/api\/payments","correlationId":"[0-9a-f-]{36}","status":201,"ms":[\d.]+\}/,
    );
    expect(text).toContain('"msg":"provider answer not JSON"');
    expect(text).toContain('"url":"/api/config?environment=[redacted]"');
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
