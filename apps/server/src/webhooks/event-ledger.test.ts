// The events' ledger, in memory and in a real PostgreSQL (started from the machine's binaries, as
// the sandbox's store tests do): the same rules on both, and on PostgreSQL what several
// instances need — two ledgers on one database agree on seen events even when they decide at the
// same moment, and a message published through one reaches the other's listener and the other's
// streams, with its replay after a reconnect.
import { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { useSitePostgres } from '../testing/site-postgres';
import { MemoryVisitorLedger } from '../visitors/visitor-ledger';
import { MemoryEventLedger, type EventLedger, type LedgerMessage } from './event-ledger';
import { WebhookHub, type AcceptedEvent } from './webhook-hub';

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
        return { chunks, write: (chunk: string) => chunks.push(chunk) > 0, close: () => {} };
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
});
