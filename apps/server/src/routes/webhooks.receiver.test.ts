// POST /api/webhooks: the signature is checked on the raw body (good, bad, missing, rotated
// keys), duplicates and out-of-order events are acknowledged but not applied, and secrets never
// reach a log line. inject only: no port.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { testConfig } from '../test-helpers';
import { paymentEvent, postEvent, signatureFor } from '../testing/webhook-events';

const oldKey: [string, string] = ['1', 'old-secret-aaaa'];
const newKey: [string, string] = ['2', 'new-secret-bbbb'];
const secrets = `${oldKey.join(':')},${newKey.join(':')}`;

async function receiver(env: NodeJS.ProcessEnv = { WEBHOOK_SECRETS: secrets }) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp(testConfig({ LOG_LEVEL: 'debug', ...env }), { logStream });
  return { app, lines };
}

const body = paymentEvent('SJD-r1', 'authorized', '2026-11-27T09:15:00.000');

describe('POST /api/webhooks: signatures', () => {
  it.each([
    ['one signature under a held key', signatureFor(body, [newKey])],
    ['the old key alone, during a rotation', signatureFor(body, [oldKey])],
    ['both keys, in any order', signatureFor(body, [newKey, oldKey])],
    [
      'an unknown key id next to a held one',
      `9/SHA256/${'0'.repeat(64)},${signatureFor(body, [oldKey])}`,
    ],
    ['upper-case hex', signatureFor(body, [newKey]).toUpperCase()],
  ])('accepts %s', async (_name, signature) => {
    const { app } = await receiver();
    const answer = await postEvent(app, body, signature);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, outcome: 'applied' });
    await app.close();
  });

  it.each([
    ['no header', undefined, 'webhookSignatureMissing'],
    ['an empty header', '', 'webhookSignatureMissing'],
    [
      'a secret the server does not hold',
      signatureFor(body, [['1', 'someone-elses-secret']]),
      'webhookSignatureInvalid',
    ],
    [
      'a rotated-out key only',
      signatureFor(body, [['3', 'retired-secret-cc']]),
      'webhookSignatureInvalid',
    ],
    [
      'the signature of another body',
      signatureFor(`${body} `, [newKey]),
      'webhookSignatureInvalid',
    ],
    ['a truncated signature', signatureFor(body, [newKey]).slice(0, -2), 'webhookSignatureInvalid'],
    [
      'a base64 signature',
      `2/SHA256/${Buffer.from(signatureFor(body, [newKey]).slice(9), 'hex').toString('base64')}`,
      'webhookSignatureInvalid',
    ],
    [
      'another hash function',
      signatureFor(body, [newKey]).replace('SHA256', 'SHA1'),
      'webhookSignatureInvalid',
    ],
  ])('answers 400 to %s', async (_name, signature, error) => {
    const { app } = await receiver();
    const answer = await postEvent(app, body, signature);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error });
    await app.close();
  });

  it('verifies the bytes as sent, not a re-serialisation of the JSON', async () => {
    const { app } = await receiver();
    // Spacing and key order a JSON.stringify round trip would change.
    const raw = `{ "eventTimestamp": "2026-11-27T09:15:00.000",\n  "eventId": "e-raw-1", "eventDetails": {"type": "authorized", "transactionReference": "SJD-raw"} }`;
    const answer = await postEvent(app, raw, signatureFor(raw, [oldKey]));
    expect(answer.statusCode).toBe(200);
    await app.close();
  });

  it('refuses every event when no secret is configured (a real provider without WEBHOOK_SECRETS)', async () => {
    const { app } = await receiver({
      PROVIDER_BASE_URL: 'http://127.0.0.1:9',
      PROVIDER_USERNAME: 'u',
      PROVIDER_PASSWORD: 'p',
    });
    const answer = await postEvent(app, body, signatureFor(body, [newKey]));
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('WEBHOOK_SECRETS');
    await app.close();
  });

  it('answers 400 to a signed event that is not an event, and 415 to another media type', async () => {
    const { app } = await receiver();
    const notEvent = JSON.stringify({ hello: 'world' });
    const answer = await postEvent(app, notEvent, signatureFor(notEvent, [newKey]));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'webhookEventMalformed' });
    const text = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { 'content-type': 'text/plain', 'event-signature': signatureFor(body, [newKey]) },
      payload: body,
    });
    expect(text.statusCode).toBe(415);
    await app.close();
  });

  it('never writes a secret to the log, and says why an event was refused', async () => {
    const { app, lines } = await receiver();
    await postEvent(app, body, signatureFor(body, [['1', 'wrong-secret-zz']]));
    await postEvent(app, body, signatureFor(body, [newKey]));
    const log = lines.join('');
    expect(log).toContain('webhook received');
    expect(log).not.toContain(oldKey[1]);
    expect(log).not.toContain(newKey[1]);
    await app.close();
    expect(() => loadConfig({ WEBHOOK_SECRETS: '1:short' })).toThrow(
      /WEBHOOK_SECRETS: key 1 needs a secret of at least 8 characters/,
    );
    expect(() => loadConfig({ WEBHOOK_SECRETS: 'no-colon-secret-value-123' })).toThrow(
      /^(?![\s\S]*no-colon-secret-value-123)[\s\S]*WEBHOOK_SECRETS: entry 1 must be keyId:secret/,
    );
  });
});

describe('POST /api/webhooks: duplicates and order', () => {
  const signed = (raw: string) => signatureFor(raw, [newKey]);
  const outcomeOf = async (app: Awaited<ReturnType<typeof receiver>>['app'], raw: string) => {
    const answer = await postEvent(app, raw, signed(raw));
    expect(answer.statusCode).toBe(200);
    return answer.json<{ outcome: string }>().outcome;
  };

  it('acknowledges a duplicate eventId without applying it again', async () => {
    const { app } = await receiver();
    const event = paymentEvent('SJD-d1', 'authorized', '2026-11-27T09:15:00.000', {}, 'ev-dup');
    expect(await outcomeOf(app, event)).toBe('applied');
    expect(await outcomeOf(app, event)).toBe('duplicate');
    // The same id with another body (a retry is byte-identical, but the id decides).
    const again = paymentEvent('SJD-d1', 'settled', '2026-11-27T09:30:00.000', {}, 'ev-dup');
    expect(await outcomeOf(app, again)).toBe('duplicate');
    await app.close();
  });

  it('ignores an event older than the last one applied to the same payment', async () => {
    const { app } = await receiver();
    const at = (time: string) => `2026-11-27T${time}`;
    expect(await outcomeOf(app, paymentEvent('SJD-o1', 'authorized', at('09:00:00.000')))).toBe(
      'applied',
    );
    expect(await outcomeOf(app, paymentEvent('SJD-o1', 'settled', at('09:30:00.000')))).toBe(
      'applied',
    );
    // sentForSettlement (09:15) arrives after settled (09:30): stale.
    expect(
      await outcomeOf(app, paymentEvent('SJD-o1', 'sentForSettlement', at('09:15:00.000'))),
    ).toBe('outOfOrder');
    // The same moment as the last applied one is not out of order (one command, several events).
    expect(await outcomeOf(app, paymentEvent('SJD-o1', 'refunded', at('09:30:00.000')))).toBe(
      'applied',
    );
    // Another payment has its own order.
    expect(await outcomeOf(app, paymentEvent('SJD-o2', 'authorized', at('09:10:00.000')))).toBe(
      'applied',
    );
    // tokenCreated is not a payment state: never out of order.
    const token = JSON.stringify({
      eventId: 'tok-1',
      eventType: 'tokenCreated',
      notificationId: 'n-1',
      eventTimestamp: at('08:00:00.000'),
      createdAt: `${at('08:00:00.000')}Z`,
      eventDetails: { transactionReference: 'SJD-o1', tokenId: 't1' },
    });
    expect(await outcomeOf(app, token)).toBe('applied');
    // A chargeback or a failed refund retried after a newer event is still applied (issue 43).
    for (const type of ['chargedBack', 'refundFailed']) {
      expect(await outcomeOf(app, paymentEvent('SJD-o1', type, at('09:20:00.000')))).toBe(
        'applied',
      );
    }
    await app.close();
  });
});

describe('POST /api/webhooks: its own rate limit', () => {
  it("a visitor who spent the address's budget does not block the provider's deliveries", async () => {
    const { app } = await receiver({ WEBHOOK_SECRETS: secrets, RATE_LIMIT_MAX: '3' });
    // The local browser and the built-in sandbox share one address under `npm start`.
    for (let i = 0; i < 3; i += 1)
      expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1) {
      const event = paymentEvent(`SJD-limit-${i}`, 'authorized', '2026-11-27T09:15:00.000');
      const answer = await postEvent(app, event, signatureFor(event, [newKey]));
      expect(answer.statusCode).toBe(200);
    }
  });
});
