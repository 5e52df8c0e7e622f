// GET /api/webhooks/stream: each visitor's browser gets the events of the payments it created
// through the proxy, and never another visitor's, whatever it knows of them (their reference,
// their visitor id); a browser that stops reading does not slow the receiver's 200. A stream
// never ends, so these tests listen on a loopback port (the provider is a recording fake).
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { maxStreamsPerAddress } from './webhook-stream';
import { testConfig } from '../test-helpers';
import { startFakeProvider, type FakeProvider } from '../testing/fake-provider';
import { paymentEvent, postEvent, signatureFor } from '../testing/webhook-events';
import { visitorCookieName } from '../visitors/visitor-cookie';

const key: [string, string] = ['1', 'stream-test-secret'];

let provider: FakeProvider;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  provider = await startFakeProvider();
  app = await buildApp(
    testConfig({
      WEBHOOK_SECRETS: key.join(':'),
      PROVIDER_BASE_URL: provider.url,
      PROVIDER_USERNAME: 'merchant',
      PROVIDER_PASSWORD: 'merchant-pass',
      // Hundreds of events from one address: the limit is not what these tests are about.
      RATE_LIMIT_MAX: '100000',
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app.close();
  await provider.close();
});

/** A new visitor: the cookie /api/config hands out (as the web app's first call). */
async function newVisitor(): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/api/config' });
  const setCookie = String(answer.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  return setCookie.split(';')[0] ?? '';
}

/** The visitor pays through the proxy: the Payments API call that creates `reference`. */
async function pay(cookie: string, reference: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { cookie },
    payload: { payload: { transactionReference: reference, merchant: { entity: 'default' } } },
  });
  expect(answer.statusCode).toBe(200);
}

interface OpenStream {
  response: IncomingMessage;
  messages: { eventId: string; transactionReference: string; type: string; outcome: string }[];
  /** The SSE id each event came with. */
  ids: Map<string, string>;
  /** Resolves once a message with this eventId has arrived. */
  waitFor(eventId: string): Promise<void>;
  close(): void;
}

function openStream(
  cookie: string,
  path = '/api/webhooks/stream',
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const options = { headers: { cookie, ...headers } };
    const request = httpRequest(`${origin}${path}`, options, (response) => {
      const stream: OpenStream = {
        response,
        messages: [],
        ids: new Map(),
        waitFor: (eventId) =>
          new Promise((done) => {
            const check = () => {
              if (stream.messages.some((m) => m.eventId === eventId)) {
                response.off('data', check);
                done();
              }
            };
            response.on('data', check);
            check();
          }),
        close: () => request.destroy(),
      };
      let buffered = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop() ?? '';
        for (const block of blocks) {
          const lines = block.split('\n');
          const data = lines.find((line) => line.startsWith('data: '));
          if (!data) continue;
          const message = JSON.parse(data.slice(6)) as OpenStream['messages'][0];
          stream.messages.push(message);
          const id = lines.find((line) => line.startsWith('id: '));
          if (id) stream.ids.set(message.eventId, id.slice(4));
        }
      });
      resolve(stream);
    });
    request.on('error', reject);
    request.end();
  });
}

async function deliver(
  reference: string,
  type: string,
  eventId: string,
  extra: Record<string, unknown> = {},
) {
  const body = paymentEvent(reference, type, '2026-11-27T10:00:00.000', extra, eventId);
  const answer = await postEvent(app, body, signatureFor(body, [key]));
  expect(answer.statusCode).toBe(200);
}

describe('GET /api/webhooks/stream: each visitor gets their own events only', () => {
  it('routes by the signed visitor cookie, never by the reference or a forged id', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    expect(alice).not.toBe(bob);
    const aliceReference = 'SJD-alice-1';
    await pay(alice, aliceReference);
    await pay(bob, 'SJD-bob-1');

    const aliceId = alice.split('=')[1]?.split('.')[0] ?? '';
    const bobSignature = bob.split('.')[1] ?? '';
    const aliceStream = await openStream(alice);
    // Bob knows Alice's reference and even her visitor id; his streams ask for them every way.
    const bobStream = await openStream(
      bob,
      `/api/webhooks/stream?transactionReference=${aliceReference}`,
    );
    const forgedStreams = await Promise.all([
      openStream(`${visitorCookieName}=${aliceId}.${bobSignature}`),
      openStream(`${visitorCookieName}=${aliceId}`),
      openStream(''),
    ]);
    expect(aliceStream.response.statusCode).toBe(200);
    expect(aliceStream.response.headers['content-type']).toMatch(/^text\/event-stream/);

    await deliver(aliceReference, 'authorized', 'ev-alice-1');
    await deliver('SJD-bob-1', 'authorized', 'ev-bob-1');
    await aliceStream.waitFor('ev-alice-1');
    // Bob's own event was sent after Alice's: had hers been routed to him, it would have come
    // first on the same stream.
    await bobStream.waitFor('ev-bob-1');

    expect(aliceStream.messages.map((m) => m.eventId)).toEqual(['ev-alice-1']);
    expect(bobStream.messages.map((m) => m.eventId)).toEqual(['ev-bob-1']);
    for (const stream of forgedStreams) expect(stream.messages).toEqual([]);
    expect(aliceStream.messages[0]).toMatchObject({
      transactionReference: aliceReference,
      type: 'authorized',
      outcome: 'applied',
    });
    for (const stream of [aliceStream, bobStream, ...forgedStreams]) stream.close();
  });

  // Issue 42 item 2: naming someone's reference neither takes their events nor mutes them.
  it("keeps a reference its maker's when a second visitor names it (nobody can take or mute another's)", async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    await pay(alice, 'SJD-shared-1');
    // Bob names Alice's reference in a payment of his own: refused, and nothing changes.
    const named = await app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: bob },
      payload: { payload: { transactionReference: 'SJD-shared-1' } },
    });
    expect(named.statusCode).toBe(403);
    await pay(bob, 'SJD-bob-2');
    const aliceStream = await openStream(alice);
    const bobStream = await openStream(bob);
    await deliver('SJD-shared-1', 'authorized', 'ev-shared-1');
    await deliver('SJD-bob-2', 'authorized', 'ev-bob-3');
    await bobStream.waitFor('ev-bob-3');
    await aliceStream.waitFor('ev-shared-1');
    expect(bobStream.messages.map((m) => m.eventId)).toEqual(['ev-bob-3']);
    expect(aliceStream.messages.map((m) => m.eventId)).toEqual(['ev-shared-1']);
    aliceStream.close();
    bobStream.close();
  });

  it('replays what a reconnecting stream missed (Last-Event-ID), its own only', async () => {
    const alice = await newVisitor();
    await pay(alice, 'SJD-replay-1');
    const first = await openStream(alice);
    await deliver('SJD-replay-1', 'authorized', 'ev-replay-1');
    await first.waitFor('ev-replay-1');
    first.close();
    await deliver('SJD-replay-1', 'sentForSettlement', 'ev-replay-2');
    const lastSeq = first.ids.get('ev-replay-1');
    expect(lastSeq).toMatch(/^\d+$/);
    const again = await openStream(alice, `/api/webhooks/stream?after=${lastSeq}`);
    await again.waitFor('ev-replay-2');
    expect(again.messages.map((m) => m.eventId)).toEqual(['ev-replay-2']);
    again.close();
  });
});

describe('a stream reconnecting with more to catch up on than a stream may buffer', () => {
  it('gets every missed event once and in order past 256 kB, then the live ones', async () => {
    const alice = await newVisitor();
    await pay(alice, 'SJD-catch-up-1');
    const first = await openStream(alice);
    await deliver('SJD-catch-up-1', 'authorized', 'ev-catch-up-0');
    await first.waitFor('ev-catch-up-0');
    first.close();
    const lastSeen = first.ids.get('ev-catch-up-0') ?? '';
    expect(lastSeen).toMatch(/^\d+$/);
    // 300 events of some 5 kB while the browser was away: about 1.5 MB to replay, six times what
    // a stream may hold unsent (maxBufferedStreamBytes), more than the sockets take at once.
    const padding = 'x'.repeat(5_000);
    const missed = Array.from({ length: 300 }, (_, i) => `ev-catch-up-${i + 1}`);
    for (const eventId of missed) {
      await deliver('SJD-catch-up-1', 'sentForSettlement', eventId, { padding });
    }

    // The browser reconnects (EventSource sends Last-Event-ID) and reads slowly at first: events
    // that arrive while it catches up come after what it missed.
    const again = await openStream(alice, '/api/webhooks/stream', { 'last-event-id': lastSeen });
    expect(again.response.statusCode).toBe(200);
    again.response.pause();
    const live = ['ev-catch-up-live-1', 'ev-catch-up-live-2'];
    for (const eventId of live) await deliver('SJD-catch-up-1', 'settled', eventId);
    again.response.resume();
    await again.waitFor('ev-catch-up-live-2');
    expect(again.messages.map((m) => m.eventId)).toEqual([...missed, ...live]);
    // Still open: what comes next is live.
    await deliver('SJD-catch-up-1', 'settled', 'ev-catch-up-live-3');
    await again.waitFor('ev-catch-up-live-3');
    expect(again.messages.map((m) => m.eventId).slice(-2)).toEqual([
      'ev-catch-up-live-2',
      'ev-catch-up-live-3',
    ]);
    again.close();
  });
});

describe('a browser that stops reading', () => {
  it('does not slow the 200, and its stream is closed once too far behind', async () => {
    const alice = await newVisitor();
    await pay(alice, 'SJD-slow-1');
    const stalled = await openStream(alice);
    stalled.response.pause();
    const streamsBefore = app.webhookHub.openStreams;
    // 30 kB events: enough of them to fill the socket's buffers and then the stream's own.
    const padding = 'x'.repeat(30_000);
    const times: number[] = [];
    for (let i = 0; i < 600 && app.webhookHub.openStreams === streamsBefore; i += 1) {
      const body = paymentEvent('SJD-slow-1', 'authorized', '2026-11-27T10:00:00.000', {
        padding,
      });
      const started = performance.now();
      const answer = await postEvent(app, body, signatureFor(body, [key]));
      times.push(performance.now() - started);
      expect(answer.statusCode).toBe(200);
    }
    // The stalled stream was dropped (the browser reconnects with Last-Event-ID) …
    expect(app.webhookHub.openStreams).toBe(streamsBefore - 1);
    // … and no answer waited for it.
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(100);
    stalled.close();
  });
});

describe('streams one client cannot hoard', () => {
  /** Waits until the hub counts `count` open streams. */
  async function openStreamsBecome(count: number) {
    await expect.poll(() => app.webhookHub.openStreams, { timeout: 3000 }).toBe(count);
  }

  it(`one address holds at most ${maxStreamsPerAddress} streams, whatever cookies it brings`, async () => {
    const before = app.webhookHub.openStreams;
    const streams: OpenStream[] = [];
    for (let i = 0; i < maxStreamsPerAddress; i += 1) {
      const stream = await openStream(await newVisitor());
      expect(stream.response.statusCode).toBe(200);
      streams.push(stream);
    }
    const refused = await openStream(await newVisitor());
    expect(refused.response.statusCode).toBe(503);
    refused.close();
    // One closed: the address may open one again.
    streams.pop()?.close();
    await openStreamsBecome(before + maxStreamsPerAddress - 1);
    const again = await openStream(await newVisitor());
    expect(again.response.statusCode).toBe(200);
    for (const stream of [...streams, again]) stream.close();
    await openStreamsBecome(before);
  });

  it('pipelined stream requests on one connection all end when the connection dies', async () => {
    const before = app.webhookHub.openStreams;
    const port = new URL(origin).port;
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const get = 'GET /api/webhooks/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    socket.write(get.repeat(3));
    await openStreamsBecome(before + 3);
    socket.destroy();
    // A response queued behind another emitted no 'close' when the socket died on Node 20 (a
    // review found the streams kept for good); Node 26 emits it. The route listens to the
    // socket's own 'close' as well, so either way all three end.
    await openStreamsBecome(before);
  });
});
