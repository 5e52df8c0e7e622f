// The store interface, one suite for both implementations: SQLite and a real PostgreSQL (started
// from the machine's binaries; skipped, with the reason printed, only where there are none).
// Records, indexes, expiry and retention, reset, damaged records set aside, the race-free claim
// of a meta value (the JWT secret), transactions (all or nothing, savepoints) and their locks
// across two store instances on one database, and the purge one instance at a time.
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines';
import type { DamagedRecord, SandboxStore, TableSpec } from './store';

interface Item {
  id: string;
  group: string;
  expiresAt: number;
  note?: string;
}
const parseItem = (value: unknown): Item | undefined =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  'group' in value &&
  'expiresAt' in value
    ? {
        id: String(value.id),
        group: String(value.group),
        expiresAt: Number(value.expiresAt),
        ...('note' in value ? { note: String(value.note) } : {}),
      }
    : undefined;
// Named after tables the PostgreSQL schema has (its migrations make the domain's tables only).
const spec: TableSpec<Item> = {
  name: 'payouts',
  parse: parseItem,
  id: (item) => item.id,
  indexes: { reference: (item) => item.group },
  expiresAt: (item) => item.expiresAt,
};
const plain: TableSpec<Item> = { name: 'schemeReferences', parse: parseItem, id: (i) => i.id };
// A work queue keyed by a zero-padded time (`note`); no key, never found.
const queue: TableSpec<Item> = {
  name: 'webhookEvents',
  parse: parseItem,
  id: (i) => i.id,
  indexes: { due: (item) => item.note ?? null },
};

const opened: SandboxStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

for (const engine of testEngines()) {
  describe.skipIf(engine.skip)(`${engine.name} store`, () => {
    const open = async (
      options?: Parameters<Awaited<ReturnType<typeof engine.fresh>>['open']>[0],
    ) => {
      const database = await engine.fresh();
      const store = await database.open(options);
      opened.push(store);
      return { store, database };
    };
    const another = async (database: Awaited<ReturnType<typeof engine.fresh>>) => {
      const store = await database.open();
      opened.push(store);
      return store;
    };

    it('puts, gets, finds and counts by index (in the order last written), deletes', async () => {
      const { store } = await open();
      expect(store.engine).toBe(engine.name);
      const items = store.table(spec);
      await items.put({ id: 'a', group: 'g1', expiresAt: 10 });
      await items.put({ id: 'b', group: 'g1', expiresAt: 20 });
      await items.put({ id: 'c', group: 'g2', expiresAt: 30 });
      await items.put({ id: 'a', group: 'g2', expiresAt: 10 }); // replaces
      expect(await items.get('a')).toEqual({ id: 'a', group: 'g2', expiresAt: 10 });
      expect((await items.findBy('reference', 'g2')).map((i) => i.id)).toEqual(['c', 'a']);
      expect(await items.countBy('reference', 'g1')).toBe(1);
      expect(await items.delete('b')).toBe(true);
      expect(await items.delete('b')).toBe(false);
      expect(await items.purgeExpired(15)).toBe(1);
      expect(await items.get('a')).toBeUndefined();
      await expect(items.findBy('missing', 'x')).rejects.toThrow(/no index/);
    });

    it('keeps any text, U+0000 and the escape marker included, in records and keys', async () => {
      const { store } = await open();
      const items = store.table(spec);
      const odd = ['a\u0000b', '\uF8FFx', '\uF8FF0', 'plain', '{"x":1}', 'é😀'];
      for (const [i, text] of odd.entries()) {
        await items.put({ id: `${text}-${i}`, group: text, expiresAt: 1e15, note: text });
      }
      for (const [i, text] of odd.entries()) {
        expect(await items.get(`${text}-${i}`)).toEqual({
          id: `${text}-${i}`,
          group: text,
          expiresAt: 1e15,
          note: text,
        });
        expect((await items.findBy('reference', text)).map((item) => item.note)).toEqual([text]);
      }
    });

    it('resets everything but meta', async () => {
      const { store } = await open();
      const items = store.table(spec);
      await items.put({ id: 'a', group: 'g', expiresAt: 1 });
      await store.meta.set('k', 'v');
      await store.reset();
      expect(await items.get('a')).toBeUndefined();
      expect(await store.meta.get('k')).toBe('v');
    });

    it('sets a record that does not fit its table aside and says which', async () => {
      const damaged: DamagedRecord[] = [];
      const { store } = await open({ onDamagedRecord: (record) => damaged.push(record) });
      await store.table(spec).put({ id: 'a', group: 'g', expiresAt: 1e15 });
      await store.table(spec).put({ id: 'b', group: 'g', expiresAt: 1e15 });
      const broken = store.table<Item>({
        ...spec,
        parse: (value) => (parseItem(value)?.id === 'a' ? undefined : parseItem(value)),
      });
      expect((await broken.findBy('reference', 'g')).map((item) => item.id)).toEqual(['b']);
      expect(damaged).toEqual([
        { table: 'payouts', id: 'a', reason: 'does not fit the payouts table' },
      ]);
      // Moved, not kept in place: the table no longer has it, the check finds nothing more.
      expect(await store.table(spec).get('a')).toBeUndefined();
      expect(await store.checkRecords()).toBe(0);
    });

    it('purges every record its retention after its last write, or at its own expiry if sooner', async () => {
      let now = 1_000;
      const { store } = await open({ retentionMs: 500, now: () => now });
      const items = store.table(spec);
      const notes = store.table(plain);
      await items.put({ id: 'late', group: 'g', expiresAt: 10_000 }); // retention ends first: 1500
      await items.put({ id: 'soon', group: 'g', expiresAt: 1_200 }); // own expiry first
      await notes.put({ id: 'n', group: 'g', expiresAt: 0 }); // no expiry of its own: 1500
      now = 1_300;
      await items.put({ id: 'touched', group: 'g', expiresAt: 10_000 }); // written later: 1800
      expect(await store.purgeExpired(1_250)).toBe(1);
      expect(await items.get('soon')).toBeUndefined();
      expect(await store.purgeExpired(1_499)).toBe(0);
      expect(await store.purgeExpired(1_501)).toBe(2);
      expect([await items.get('late'), await notes.get('n')]).toEqual([undefined, undefined]);
      expect(await items.get('touched')).toBeDefined();
      expect(await store.purgeExpired(1_801)).toBe(1);
    });

    it('claims a meta value once however many instances claim it at once (the JWT secret)', async () => {
      const { store, database } = await open();
      const second = await another(database);
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? second : store).meta.claim('jwtSecret', `s${i}`),
        ),
      );
      expect(new Set(claims).size).toBe(1);
      expect(await second.meta.get('jwtSecret')).toBe(claims[0]);
      // A third instance started later reads the same secret.
      expect(await (await another(database)).meta.claim('jwtSecret', 'later')).toBe(claims[0]);
    });

    it('commits all of a transaction or, when it throws, none of it', async () => {
      const { store } = await open();
      const items = store.table(spec);
      await store.transaction(async () => {
        await items.put({ id: 'a', group: 'g', expiresAt: 1e15 });
        await items.put({ id: 'b', group: 'g', expiresAt: 1e15 });
      });
      await expect(
        store.transaction(async () => {
          await items.delete('a');
          await items.put({ id: 'c', group: 'g', expiresAt: 1e15 });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect((await items.findBy('reference', 'g')).map((i) => i.id)).toEqual(['a', 'b']);
    });

    it('undoes only a nested transaction that fails (a savepoint)', async () => {
      const { store } = await open();
      const items = store.table(spec);
      await store.transaction(async () => {
        await items.put({ id: 'outer', group: 'g', expiresAt: 1e15 });
        await store
          .transaction(async () => {
            await items.put({ id: 'inner', group: 'g', expiresAt: 1e15 });
            throw new Error('inner refused');
          })
          .catch(() => {});
        await items.put({ id: 'after', group: 'g', expiresAt: 1e15 });
      });
      expect((await items.findBy('reference', 'g')).map((i) => i.id).sort()).toEqual([
        'after',
        'outer',
      ]);
    });

    // What the webhook delivery relies on (outbox.ts onRecorded): a round started from the
    // callback, on another connection, finds the events the transaction recorded.
    it('runs afterCommit callbacks once the outer transaction committed, its writes visible to another instance', async () => {
      const { store, database } = await open();
      const other = (await another(database)).table(spec);
      const items = store.table(spec);
      const reads: Promise<Item | undefined>[] = [];
      const readOutside = () => reads.push(other.get('announced'));
      await store.transaction(async () => {
        await items.put({ id: 'announced', group: 'g', expiresAt: 1e15 });
        await store.transaction(async () => store.afterCommit(readOutside));
        expect(reads).toHaveLength(0);
      });
      expect(reads).toHaveLength(1);
      expect(await reads[0]).toEqual({ id: 'announced', group: 'g', expiresAt: 1e15 });
      // Outside a transaction, at once; after a rollback, never.
      store.afterCommit(readOutside);
      expect(reads).toHaveLength(2);
      await expect(
        store.transaction(async () => {
          store.afterCommit(readOutside);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(reads).toHaveLength(2);
    });

    it('loses no update when two instances read-modify-write one record at once', async () => {
      const { store, database } = await open();
      const second = await another(database);
      const tables = [store, second].map((s) => ({ store: s, items: s.table(spec) }));
      const [first, other] = tables as [(typeof tables)[0], (typeof tables)[0]];
      await first.items.put({ id: 'counter', group: 'g', expiresAt: 1e15, note: '0' });
      await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const { store: s, items } = i % 2 ? other : first;
          await s.transaction(async () => {
            const item = await items.get('counter');
            if (!item) throw new Error('counter missing');
            // A pause between the read and the write: without the row lock the other
            // instance reads the same value meanwhile and one increment is lost.
            await new Promise((resolve) => setTimeout(resolve, 1));
            await items.put({ ...item, note: String(Number(item.note) + 1) });
          });
        }),
      );
      expect((await other.items.get('counter'))?.note).toBe('40');
    });

    it('finds the records whose key is at most a bound, lowest first, up to a limit', async () => {
      const { store } = await open();
      const items = store.table(queue);
      // Written out of order; '0100' sorts after '0099' as text because both are padded.
      for (const [id, note] of [
        ['c', '0100'],
        ['a', '0005'],
        ['none', undefined],
        ['b', '0099'],
        ['late', '0101'],
      ] as const) {
        await items.put({ id, group: 'g', expiresAt: 1e15, ...(note ? { note } : {}) });
      }
      expect((await items.findUpTo('due', '0100', 10)).map((i) => i.id)).toEqual(['a', 'b', 'c']);
      expect((await items.findUpTo('due', '0100', 2)).map((i) => i.id)).toEqual(['a', 'b']);
      expect(await items.findUpTo('due', '0004', 10)).toEqual([]);
      await expect(items.findUpTo('nothing', '1', 1)).rejects.toThrow(/no index nothing/);
    });

    it('lets two instances claim different work from one queue at once', async () => {
      const { store, database } = await open();
      const second = await another(database);
      const first = store.table(queue);
      for (let i = 0; i < 20; i += 1) {
        await first.put({ id: `job${i}`, group: 'g', expiresAt: 1e15, note: '0001' });
      }
      const claimed: string[] = [];
      // Each claim takes two due jobs and takes them off the queue (no key) in one transaction,
      // pausing in between: without the lock (or with one that waits and then re-reads stale
      // rows) two claims would take the same job.
      await Promise.all(
        Array.from({ length: 14 }, async (_, i) => {
          const s = i % 2 ? second : store;
          const items = s.table(queue);
          await s.transaction(async () => {
            const due = await items.findUpTo('due', '0001', 2);
            await new Promise((resolve) => setTimeout(resolve, 2));
            for (const item of due) {
              claimed.push(item.id);
              await items.put({ id: item.id, group: item.group, expiresAt: item.expiresAt });
            }
          });
        }),
      );
      expect(claimed).toHaveLength(20);
      expect(new Set(claimed).size).toBe(20);
      expect(await first.findUpTo('due', '9999', 100)).toEqual([]);
    });

    it('serialises transactions that take the same key where there is no row to lock', async () => {
      const { store, database } = await open();
      const second = await another(database);
      await expect(store.lockKey('k')).rejects.toThrow(/needs a transaction/);
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const s = i % 2 ? second : store;
          const items = s.table(spec);
          return s.transaction(async () => {
            await s.lockKey('group:g');
            const count = await items.countBy('reference', 'g');
            await new Promise((resolve) => setTimeout(resolve, 1));
            // At most three in the group: the check and the insert are one step.
            if (count < 3) await items.put({ id: `i${i}`, group: 'g', expiresAt: 1e15 });
          });
        }),
      );
      expect(await store.table(spec).countBy('reference', 'g')).toBe(3);
    });

    it(`runs an exclusive job on one instance at a time${engine.name === 'sqlite' ? ' (SQLite: every instance runs it; a purge twice is harmless)' : ''}`, async () => {
      const { store, database } = await open();
      const second = await another(database);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = store.exclusive('purge', async () => {
        await held;
        return 'first';
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const other = await second.exclusive('purge', async () => 'second');
      release();
      expect(await first).toBe('first');
      expect(other).toBe(engine.name === 'postgres' ? undefined : 'second');
      // Free again afterwards.
      expect(await second.exclusive('purge', async () => 'again')).toBe('again');
    });
  });
}
