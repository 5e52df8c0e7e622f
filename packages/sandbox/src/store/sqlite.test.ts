// The SQLite store behind the interface: indexes, expiry and retention purge, reset, and records
// that no longer parse (an old file) read as absent instead of crashing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from './sqlite';
import type { SandboxStore, TableSpec } from './store';

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

  it('reads unparseable records as absent and resets everything but meta', () => {
    store = openSqliteStore(':memory:');
    const items = store.table(spec);
    const broken = store.table<Item>({ ...spec, parse: () => undefined });
    items.put({ id: 'a', group: 'g', expiresAt: 1 });
    expect(broken.get('a')).toBeUndefined();
    store.meta.set('k', 'v');
    store.reset();
    expect(items.get('a')).toBeUndefined();
    expect(store.meta.get('k')).toBe('v');
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
