// What only the SQLite store has (the rest is store.test.ts, run on both implementations): a file
// written by an older version (no retention, fewer index columns), records garbled in the file
// (set aside with their text and reported, never a crash), identifiers that would need quoting.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from './sqlite';
import type { DamagedRecord, SandboxStore, TableSpec } from './store';

interface Item {
  id: string;
  group: string;
  expiresAt: number;
}
const spec: TableSpec<Item> = {
  name: 'items',
  parse: (value) =>
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'group' in value &&
    'expiresAt' in value
      ? { id: String(value.id), group: String(value.group), expiresAt: Number(value.expiresAt) }
      : undefined,
  id: (item) => item.id,
  indexes: { group: (item) => item.group },
  expiresAt: (item) => item.expiresAt,
};

let store: SandboxStore;
afterEach(async () => store.close());

describe('sqlite store', () => {
  it('sets a record it cannot read back aside, says which, and keeps its text', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sjd-store-'));
    try {
      const file = join(folder, 'garbled.db');
      store = openSqliteStore(file);
      const items = store.table(spec);
      for (const id of ['good', 'cut', 'shape'])
        await items.put({ id, group: 'g', expiresAt: 1e15 });
      await store.close();
      const db = new DatabaseSync(file);
      db.exec(`UPDATE items SET data = substr(data, 1, 9) WHERE id = 'cut'`);
      db.exec(`UPDATE items SET data = '{"id":"shape"}' WHERE id = 'shape'`);
      db.close();

      const damaged: DamagedRecord[] = [];
      store = openSqliteStore(file, { onDamagedRecord: (record) => damaged.push(record) });
      const reopened = store.table(spec);
      expect(await store.checkRecords()).toBe(2);
      expect(damaged).toEqual([
        { table: 'items', id: 'cut', reason: 'not JSON' },
        { table: 'items', id: 'shape', reason: 'does not fit the items table' },
      ]);
      expect(await reopened.get('good')).toMatchObject({ id: 'good' });
      expect(await reopened.get('cut')).toBeUndefined();
      expect(await store.checkRecords()).toBe(0);
      await store.close();

      const check = new DatabaseSync(file);
      expect(
        check.prepare('SELECT tableName, id, data, reason FROM damagedRecords ORDER BY id').all(),
      ).toEqual([
        { tableName: 'items', id: 'cut', data: '{"id":"cu', reason: 'not JSON' },
        {
          tableName: 'items',
          id: 'shape',
          data: '{"id":"shape"}',
          reason: 'does not fit the items table',
        },
      ]);
      check.close();
      store = openSqliteStore(':memory:');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('gives rows written before there was a retention one from when the file opens', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sjd-store-'));
    try {
      const file = join(folder, 'old.db');
      store = openSqliteStore(file);
      await store
        .table({ ...spec, expiresAt: undefined })
        .put({ id: 'a', group: 'g', expiresAt: 0 });
      await store.close();
      store = openSqliteStore(file, { retentionMs: 100, now: () => 5_000 });
      const items = store.table({ ...spec, expiresAt: undefined });
      expect(await store.purgeExpired(5_050)).toBe(0);
      expect(await store.purgeExpired(5_101)).toBe(1);
      expect(await items.get('a')).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('adds the column of an index added since the file was written', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sjd-store-'));
    try {
      const file = join(folder, 'old.db');
      store = openSqliteStore(file);
      await store.table({ ...spec, indexes: {} }).put({ id: 'a', group: 'g', expiresAt: 0 });
      await store.close();
      store = openSqliteStore(file);
      const items = store.table(spec);
      expect(await items.get('a')).toEqual({ id: 'a', group: 'g', expiresAt: 0 });
      expect(await items.findBy('group', 'g')).toEqual([]);
      await items.put({ id: 'b', group: 'g', expiresAt: 0 });
      expect((await items.findBy('group', 'g')).map((i) => i.id)).toEqual(['b']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses table names that would need quoting', async () => {
    store = openSqliteStore(':memory:');
    expect(() => store.table({ ...spec, name: 'items; DROP TABLE meta' })).toThrow(
      /Invalid store identifier/,
    );
  });
});
