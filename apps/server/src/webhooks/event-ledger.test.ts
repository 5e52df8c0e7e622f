// The events' ledger, in memory and in a real PostgreSQL (started from the machine's binaries, as
// the sandbox's store tests do): the same rules on both, and on PostgreSQL what several
// instances need — two ledgers on one database agree on seen events even when they decide at the
// same moment, and a message published through one reaches the other's listener and the other's
// streams, with its replay after a reconnect.
import { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { useSitePostgres } from '../testing/site-postgres';
import { MemoryVisitorLedger } from '../visitors/visitor-ledger';
import {
  defaultEventLimits,
  MemoryEventLedger,
  type EventLedger,
  type LedgerMessage,
} from './event-ledger';
import { PostgresEventLedger } from './postgres-event-ledger';
import { defaultHubLimits, WebhookHub, type AcceptedEvent } from './webhook-hub';

const postgres = useSitePostgres("The site's PostgreSQL event ledger");
const skipReason = postgres.skipReason;

const engines: { name: string; skip: boolean; fresh: () => Promise<EventLedger> }[] = [
  { name: 'memory', skip: false, fresh: async () => new MemoryEventLedger() },
  {
    name: 'postgres',
    skip: skipReason !== null,
    fresh: async () => (await (await postgres.fresh()).open()).events,
  },
];

/**
 * A browser's stream as event-stream.ts makes it: what is written stays unread until the browser
 * reads it (32 kB a millisecond here); more than 256 kB unread and a write is refused (the hub
 * closes the stream); `room` waits until no more than 64 kB is unread.
 */
function readingSink() {
  const chunks: string[] = [];
  let unread = 0;
  let isClosed = false;
  const waiting: (() => void)[] = [];
  const reader = setInterval(() => {
    unread = Math.max(0, unread - 32 * 1024);
    if (unread <= 64 * 1024) for (const wake of waiting.splice(0)) wake();
  }, 1);
  return {
    chunks,
    isClosed: () => isClosed,
    /** The `data` of each message written, parsed. */
    messages: () => chunks.map((chunk) => JSON.parse(chunk.split('data: ')[1] ?? '') as unknown),
    write: (chunk: string) => {
      if (unread > 256 * 1024) return false;
      chunks.push(chunk);
      unread += chunk.length;
      return true;
    },
    room: () =>
      unread <= 64 * 1024 || isClosed
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push(resolve)),
    close: () => {
      isClosed = true;
      clearInterval(reader);
      for (const wake of waiting.splice(0)) wake();
    },
  };
}

/** Publishes `count` messages of some 3 kB for `visitorId`: {n} from `from` on. */
async function publishMany(ledger: EventLedger, visitorId: string, from: number, count: number) {
  for (let n = from; n < from + count; n += 1) {
    await ledger.publish(visitorId, JSON.stringify({ n, pad: 'x'.repeat(3_000) }));
  }
}

const event = (eventId: string, at: number, transactionReference = 'SJD-1') => ({
  eventId,
  at,
  transactionReference,
  isPaymentState: true,
});

describe.each(engines)('the event ledger on $name', ({ skip, fresh }) => {
  it.skipIf(skip)('judges duplicates and out-of-order events per payment', async () => {
    const ledger = await fresh();
    expect(await ledger.judge(event('e1', 1000))).toBe('applied');
    expect(await ledger.judge(event('e1', 1000))).toBe('duplicate');
    // One command gives several events with one time: not out of order.
    expect(await ledger.judge(event('e2', 1000))).toBe('applied');
    expect(await ledger.judge(event('e3', 3000))).toBe('applied');
    expect(await ledger.judge(event('e4', 2000))).toBe('outOfOrder');
    expect(await ledger.judge(event('e4', 2000))).toBe('duplicate');
    // Another payment has its own order; a token's event is never out of order.
    expect(await ledger.judge(event('e5', 500, 'SJD-2'))).toBe('applied');
    expect(await ledger.judge({ ...event('e6', 1, 'SJD-1'), isPaymentState: false })).toBe(
      'applied',
    );
  });

  it.skipIf(skip)('numbers messages, announces them and keeps each visitor’s own', async () => {
    const ledger = await fresh();
    const heard: LedgerMessage[] = [];
    ledger.listen((message) => heard.push(message));
    const first = await ledger.publish('visitor-a', '{"n":1}');
    await ledger.publish('visitor-b', '{"n":2}');
    const third = await ledger.publish('visitor-a', '{"n":3}');
    expect(third.seq).toBeGreaterThan(first.seq);
    await expect.poll(() => heard.length).toBe(3);
    expect(heard.map((m) => m.data)).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
    expect((await ledger.recentAfter('visitor-a', 0)).map((m) => m.data)).toEqual([
      '{"n":1}',
      '{"n":3}',
    ]);
    expect((await ledger.recentAfter('visitor-a', first.seq)).map((m) => m.data)).toEqual([
      '{"n":3}',
    ]);
    expect(await ledger.recentAfter('visitor-c', 0)).toEqual([]);
    // Larger than a PostgreSQL notification carries: announced by its number, read back whole.
    const large = JSON.stringify({ n: 4, pad: 'x'.repeat(12_000) });
    await ledger.publish('visitor-a', large);
    await expect.poll(() => heard.length).toBe(4);
    expect(heard[3]?.data).toBe(large);
    // Under the limit as written, over it once its quotes are escaped in the notification.
    const quoted = JSON.stringify({ n: 5, pad: '"'.repeat(3_300) });
    await ledger.publish('visitor-a', quoted);
    await expect.poll(() => heard.length).toBe(5);
    expect(heard[4]?.data).toBe(quoted);
  });

  it.skipIf(skip)(
    'a catch-up larger than a stream may buffer is written whole, then live',
    async () => {
      const ledger = await fresh();
      const hub = new WebhookHub(ledger, new MemoryVisitorLedger());
      await publishMany(ledger, 'visitor-a', 1, 120);
      await publishMany(ledger, 'visitor-b', 1, 5);
      const sink = readingSink();
      hub.subscribe('visitor-a', 0, sink);
      // Live messages while it catches up come after it, once each.
      await publishMany(ledger, 'visitor-a', 121, 3);
      await expect.poll(() => sink.chunks.length).toBe(123);
      await publishMany(ledger, 'visitor-a', 124, 1);
      await expect.poll(() => sink.chunks.length).toBe(124);
      expect(sink.messages()).toEqual(
        Array.from({ length: 124 }, (_, i) => ({ n: i + 1, pad: 'x'.repeat(3_000) })),
      );
      expect(sink.isClosed()).toBe(false);
      sink.close();
    },
  );

  it.skipIf(skip)('forgets an event whose message could not be published', async () => {
    const ledger = await fresh();
    let failing = true;
    const publish = ledger.publish.bind(ledger);
    ledger.publish = async (visitorId, data) => {
      if (failing) {
        failing = false;
        throw new Error('the database went away');
      }
      return publish(visitorId, data);
    };
    const visitors = new MemoryVisitorLedger();
    const hub = new WebhookHub(ledger, visitors);
    await visitors.claimReference('visitor-a', 'SJD-lost');
    const accepted: AcceptedEvent = {
      eventId: 'lost-1',
      at: 1000,
      transactionReference: 'SJD-lost',
      type: 'authorized',
      isPaymentState: true,
      keyId: '1',
      signature: '1/SHA256/00',
      body: {},
    };
    await expect(hub.receive(accepted)).rejects.toThrow('the database went away');
    // The provider's retry is the first the visitor can get: applied, not a duplicate.
    expect(await hub.receive(accepted)).toEqual({ outcome: 'applied', owned: true });
  });
});

describe('a catch-up on one instance', () => {
  it('writes a message once when its announcement comes after the catch-up read it', async () => {
    // PostgreSQL announces a message after it is committed, so a catch-up may read it from the
    // table first: here announcements wait until released.
    const ledger = new MemoryEventLedger();
    const late: LedgerMessage[] = [];
    const announced: ((message: LedgerMessage) => void)[] = [];
    ledger.listen((message) => late.push(message));
    const delayed: EventLedger = {
      judge: (e) => ledger.judge(e),
      forgetEvent: (id) => ledger.forgetEvent(id),
      publish: (visitorId, data) => ledger.publish(visitorId, data),
      recentAfter: (visitorId, afterSeq) => ledger.recentAfter(visitorId, afterSeq),
      listen: (listener) => announced.push(listener),
      close: () => ledger.close(),
    };
    const hub = new WebhookHub(delayed, new MemoryVisitorLedger());
    await publishMany(ledger, 'visitor-a', 1, 2);
    const sink = readingSink();
    hub.subscribe('visitor-a', 0, sink);
    await expect.poll(() => sink.chunks.length).toBe(2);
    // The catch-up is over (it was written live from here on), then the announcements come.
    await new Promise((resolve) => setImmediate(resolve));
    for (const message of late.splice(0)) for (const listener of announced) listener(message);
    await publishMany(ledger, 'visitor-a', 3, 1);
    for (const message of late.splice(0)) for (const listener of announced) listener(message);
    expect(sink.messages().map((m) => Object(m).n)).toEqual([1, 2, 3]);
    sink.close();
  });

  it('closes a stream that reads too slowly to catch up, holding no more than its cap', async () => {
    const ledger = new MemoryEventLedger();
    const hub = new WebhookHub(ledger, new MemoryVisitorLedger(), {
      ...defaultHubLimits,
      maxHeldBytes: 32 * 1024,
    });
    await publishMany(ledger, 'visitor-a', 1, 40);
    let closed = false;
    const written: string[] = [];
    // A browser that never reads: the catch-up waits for room that never comes.
    hub.subscribe('visitor-a', 0, {
      write: (chunk) => written.push(chunk) > 0,
      room: () => new Promise<void>(() => {}),
      close: () => {
        closed = true;
      },
    });
    expect(hub.openStreams).toBe(1);
    // Live messages pile up behind it: past the cap the stream is closed and forgotten.
    await publishMany(ledger, 'visitor-a', 41, 20);
    expect(closed).toBe(true);
    expect(hub.openStreams).toBe(0);
    expect(written).toEqual([]);
  });
});

describe('two instances on one PostgreSQL', () => {
  it.skipIf(skipReason !== null)('decide each event once, even at the same moment', async () => {
    const db = await postgres.fresh();
    const [a, b] = [(await db.open()).events, (await db.open()).events];
    // Forty events, each delivered to both instances at once (a retry racing its original).
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => [
        a.judge(event(`race-${i}`, 1000, `SJD-race-${i}`)),
        b.judge(event(`race-${i}`, 1000, `SJD-race-${i}`)),
      ]).flat(),
    );
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(40);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(40);
  });

  it.skipIf(skipReason !== null)(
    'a listener that loses its connection hears what was published meanwhile, once',
    async () => {
      const db = await postgres.fresh();
      const [a, b] = [(await db.open()).events, (await db.open()).events];
      const heard: number[] = [];
      a.listen((message) => heard.push(message.seq));
      const first = await b.publish('visitor-a', '{"n":1}');
      await expect.poll(() => heard).toEqual([first.seq]);
      // Cut every LISTEN connection on this database (a restart, a network blip).
      const admin = new Pool({ connectionString: db.url });
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
      await admin.end();
      const missed = await b.publish('visitor-a', '{"n":2}');
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual([first.seq, missed.seq]);
      const after = await b.publish('visitor-a', '{"n":3}');
      await expect
        .poll(() => heard, { timeout: 5_000 })
        .toEqual([first.seq, missed.seq, after.seq]);
    },
    20_000,
  );

  it.skipIf(skipReason !== null)(
    'an event received by one instance reaches the stream held by the other, and its replay',
    async () => {
      const db = await postgres.fresh();
      const [a, b] = [await db.open(), await db.open()];
      const [hubA, hubB] = [
        new WebhookHub(a.events, a.visitors),
        new WebhookHub(b.events, b.visitors),
      ];
      const sink = () => {
        const chunks: string[] = [];
        return {
          chunks,
          write: (chunk: string) => chunks.push(chunk) > 0,
          room: async () => {},
          close: () => {},
        };
      };
      const onB = sink();
      const strangerOnA = sink();
      hubB.subscribe('visitor-a', null, onB);
      hubA.subscribe('visitor-b', null, strangerOnA);
      // The payment call went through A, the provider's delivery lands on A too.
      await a.visitors.claimReference('visitor-a', 'SJD-cross');
      const accepted: AcceptedEvent = {
        eventId: 'cross-1',
        at: 1000,
        transactionReference: 'SJD-cross',
        type: 'authorized',
        isPaymentState: true,
        keyId: '1',
        signature: '1/SHA256/00',
        body: { eventId: 'cross-1' },
      };
      expect(await hubA.receive(accepted)).toEqual({ outcome: 'applied', owned: true });
      await expect.poll(() => onB.chunks.length).toBe(1);
      expect(onB.chunks[0]).toMatch(/^id: \d+\nevent: webhook\ndata: .*"eventId":"cross-1"/);
      // The same delivery again, now on B: a duplicate there too.
      expect((await hubB.receive(accepted)).outcome).toBe('duplicate');
      await expect.poll(() => onB.chunks.length).toBe(2);
      expect(strangerOnA.chunks).toEqual([]);

      // The browser reconnects to A with the first message's id: it gets only the second.
      const firstId = Number(/^id: (\d+)/.exec(onB.chunks[0] ?? '')?.[1]);
      const reconnected = sink();
      hubA.subscribe('visitor-a', firstId, reconnected);
      await expect.poll(() => reconnected.chunks.length).toBe(1);
      expect(reconnected.chunks[0]).toContain('"outcome":"duplicate"');
    },
  );

  it.skipIf(skipReason !== null)(
    'a catch-up on the other instance reads the ledger a page at a time, past 256 kB',
    async () => {
      const db = await postgres.fresh();
      const a = await db.open();
      const b = await db.open();
      // Pages of 50 messages: the 120 missed take three reads.
      const paged = await PostgresEventLedger.open(b.db, {
        ...defaultEventLimits,
        replayCount: 50,
      });
      try {
        const hubA = new WebhookHub(a.events, a.visitors);
        const hubB = new WebhookHub(paged, b.visitors);
        await publishMany(a.events, 'visitor-a', 1, 120);
        const sink = readingSink();
        hubB.subscribe('visitor-a', 0, sink);
        await a.visitors.claimReference('visitor-a', 'SJD-paged');
        const live: AcceptedEvent = {
          eventId: 'paged-live-1',
          at: 1000,
          transactionReference: 'SJD-paged',
          type: 'authorized',
          isPaymentState: true,
          keyId: '1',
          signature: '1/SHA256/00',
          body: { eventId: 'paged-live-1' },
        };
        await hubA.receive(live);
        await expect.poll(() => sink.chunks.length, { timeout: 10_000 }).toBe(121);
        const messages = sink.messages();
        expect(messages.slice(0, 120)).toEqual(
          Array.from({ length: 120 }, (_, i) => ({ n: i + 1, pad: 'x'.repeat(3_000) })),
        );
        expect(messages[120]).toMatchObject({ eventId: 'paged-live-1' });
        expect(sink.isClosed()).toBe(false);
        sink.close();
      } finally {
        await paged.close();
      }
    },
    20_000,
  );
});
