// The SQLite store behind the interface: indexes, expiry purge, reset, and records that no
// longer parse (an old file) read as absent instead of crashing.
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

  it('refuses table names that would need quoting', () => {
    store = openSqliteStore(':memory:');
    expect(() => store.table({ ...spec, name: 'items; DROP TABLE meta' })).toThrow(
      /Invalid store identifier/,
    );
  });
});
