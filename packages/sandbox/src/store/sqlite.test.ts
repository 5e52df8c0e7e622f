// The SQLite store behind the interface: indexes, expiry and retention purge, reset, and records
// that no longer parse (a damaged or old file): set aside and reported, never a crash.
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
afterEach(() => store.close());

describe('sqlite store', () => {
  it('puts, gets, finds and counts by index, deletes', () => {
    store = openSqliteStore(':memory:');
    const items = store.table(spec);
    items.put({ id: 'a', group: 'g1', expiresAt: 10 });
    items.put({ id: 'b', group: 'g1', expiresAt: 20 });
    items.put({ id: 'c', group: 'g2', expiresAt: 30 });
    items.put({ id: 'a', group: 'g2', expiresAt: 10 }); // replaces
    expect(items.get('a')).toEqual({ id: 'a', group: 'g2', expiresAt: 10 });
    expect(items.findBy('group', 'g2').map((i) => i.id)).toEqual(['c', 'a']);
    expect(items.countBy('group', 'g1')).toBe(1);
    expect(items.delete('b')).toBe(true);
    expect(items.delete('b')).toBe(false);
    expect(items.purgeExpired(15)).toBe(1);
    expect(items.get('a')).toBeUndefined();
    expect(() => items.findBy('missing', 'x')).toThrow(/no index/);
  });

  it('resets everything but meta', () => {
    store = openSqliteStore(':memory:');
    const items = store.table(spec);
    items.put({ id: 'a', group: 'g', expiresAt: 1 });
    store.meta.set('k', 'v');
    store.reset();
    expect(items.get('a')).toBeUndefined();
    expect(store.meta.get('k')).toBe('v');
  });

  // Issue 34, item 9: a garbled row used to read as absent with nothing said.
  it('sets a record it cannot read back aside, says which, and keeps its text', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sjd-store-'));
    try {
      const file = join(folder, 'garbled.db');
      store = openSqliteStore(file);
      const items = store.table(spec);
      for (const id of ['good', 'cut', 'shape']) items.put({ id, group: 'g', expiresAt: 1e15 });
      store.close();
      const db = new DatabaseSync(file);
      db.exec(`UPDATE items SET data = substr(data, 1, 9) WHERE id = 'cut'`);
      db.exec(`UPDATE items SET data = '{"id":"shape"}' WHERE id = 'shape'`);
      db.close();

      const damaged: DamagedRecord[] = [];
      store = openSqliteStore(file, { onDamagedRecord: (record) => damaged.push(record) });
      const reopened = store.table(spec);
      expect(store.checkRecords()).toBe(2);
      expect(damaged).toEqual([
        { table: 'items', id: 'cut', reason: 'not JSON' },
        { table: 'items', id: 'shape', reason: 'does not fit the items table' },
      ]);
      expect(reopened.get('good')).toMatchObject({ id: 'good' });
      expect(reopened.get('cut')).toBeUndefined();
      expect(store.checkRecords()).toBe(0);
      store.close();

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

  it('tells of a record damaged while it runs when it is read', () => {
    const damaged: DamagedRecord[] = [];
    store = openSqliteStore(':memory:', { onDamagedRecord: (record) => damaged.push(record) });
    store.table(spec).put({ id: 'a', group: 'g', expiresAt: 1 });
    const broken = store.table<Item>({ ...spec, parse: () => undefined });
    expect(broken.findBy('group', 'g')).toEqual([]);
    expect(damaged).toEqual([{ table: 'items', id: 'a', reason: 'does not fit the items table' }]);
  });

  it('purges every record its retention after its last write, or at its own expiry if sooner', () => {
    let now = 1_000;
    store = openSqliteStore(':memory:', { retentionMs: 500, now: () => now });
    const items = store.table(spec);
    const notes = store.table<Item>({ ...spec, name: 'notes', expiresAt: undefined });
    items.put({ id: 'late', group: 'g', expiresAt: 10_000 }); // retention ends first: 1500
    items.put({ id: 'soon', group: 'g', expiresAt: 1_200 }); // own expiry first
    notes.put({ id: 'n', group: 'g', expiresAt: 0 }); // no expiry of its own: 1500
    now = 1_300;
    items.put({ id: 'touched', group: 'g', expiresAt: 10_000 }); // written later: 1800
    expect(store.purgeExpired(1_250)).toBe(1);
    expect(items.get('soon')).toBeUndefined();
    expect(store.purgeExpired(1_499)).toBe(0);
    expect(store.purgeExpired(1_501)).toBe(2);
    expect([items.get('late'), notes.get('n')]).toEqual([undefined, undefined]);
    expect(items.get('touched')).toBeDefined();
    expect(store.purgeExpired(1_801)).toBe(1);
  });

  it('gives rows written before there was a retention one from when the file opens', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sjd-store-'));
    try {
      const file = join(folder, 'old.db');
      store = openSqliteStore(file);
      store.table({ ...spec, expiresAt: undefined }).put({ id: 'a', group: 'g', expiresAt: 0 });
      store.close();
      store = openSqliteStore(file, { retentionMs: 100, now: () => 5_000 });
      const items = store.table({ ...spec, expiresAt: undefined });
      expect(store.purgeExpired(5_050)).toBe(0);
      expect(store.purgeExpired(5_101)).toBe(1);
      expect(items.get('a')).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('adds the column of an index added since the file was written', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sjd-store-'));
    try {
      const file = join(folder, 'old.db');
      store = openSqliteStore(file);
      store.table({ ...spec, indexes: {} }).put({ id: 'a', group: 'g', expiresAt: 0 });
      store.close();
      store = openSqliteStore(file);
      const items = store.table(spec);
      expect(items.get('a')).toEqual({ id: 'a', group: 'g', expiresAt: 0 });
      expect(items.findBy('group', 'g')).toEqual([]);
      items.put({ id: 'b', group: 'g', expiresAt: 0 });
      expect(items.findBy('group', 'g').map((i) => i.id)).toEqual(['b']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses table names that would need quoting', () => {
    store = openSqliteStore(':memory:');
    expect(() => store.table({ ...spec, name: 'items; DROP TABLE meta' })).toThrow(
      /Invalid store identifier/,
    );
  });
});
