// SQLite implementation of the store (better-sqlite3, synchronous): one table per record type
// with the JSON record, its indexed keys and its expiry as columns. Statements are prepared once
// per table, so a request costs a few microseconds of database work.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { RecordTable, SandboxStore, TableSpec } from './store';

const identifier = /^[a-z][a-zA-Z0-9]*$/;

function checkIdentifier(name: string): string {
  // Table and index names come from code, never from requests; still, refuse anything that
  // would need quoting.
  if (!identifier.test(name)) throw new Error(`Invalid store identifier: ${name}`);
  return name;
}

export function openSqliteStore(file: string): SandboxStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('busy_timeout = 5000');
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const getMeta = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const setMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  const tables = new Map<string, { clear: () => void; table: unknown }>();

  function createTable<T>(spec: TableSpec<T>): RecordTable<T> {
    const name = checkIdentifier(spec.name);
    const indexNames = Object.keys(spec.indexes ?? {}).map(checkIdentifier);
    const columns = indexNames.map((index) => `, ix_${index} TEXT`).join('');
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${name} (id TEXT PRIMARY KEY, data TEXT NOT NULL, expires_at INTEGER${columns})`,
    );
    for (const index of indexNames) {
      db.exec(`CREATE INDEX IF NOT EXISTS ${name}_${index} ON ${name} (ix_${index})`);
    }
    if (spec.expiresAt) {
      db.exec(`CREATE INDEX IF NOT EXISTS ${name}_expires ON ${name} (expires_at)`);
    }

    const get = db.prepare<[string], { data: string }>(`SELECT data FROM ${name} WHERE id = ?`);
    const put = db.prepare(
      `INSERT OR REPLACE INTO ${name} (id, data, expires_at${indexNames.map((i) => `, ix_${i}`).join('')})
       VALUES (?, ?, ?${indexNames.map(() => ', ?').join('')})`,
    );
    const remove = db.prepare<[string]>(`DELETE FROM ${name} WHERE id = ?`);
    const purge = db.prepare<[number]>(
      `DELETE FROM ${name} WHERE expires_at IS NOT NULL AND expires_at < ?`,
    );
    const finders = new Map(
      indexNames.map((index) => [
        index,
        {
          find: db.prepare<[string], { data: string }>(
            `SELECT data FROM ${name} WHERE ix_${index} = ? ORDER BY rowid`,
          ),
          count: db.prepare<[string], { n: number }>(
            `SELECT COUNT(*) AS n FROM ${name} WHERE ix_${index} = ?`,
          ),
        },
      ]),
    );
    const clear = () => db.exec(`DELETE FROM ${name}`);

    const decode = (data: string): T | undefined => {
      try {
        return spec.parse(JSON.parse(data));
      } catch {
        return undefined;
      }
    };
    const finder = (index: string) => {
      const found = finders.get(index);
      if (!found) throw new Error(`Table ${name} has no index ${index}`);
      return found;
    };

    const table: RecordTable<T> = {
      get: (id) => {
        const hit = get.get(id);
        return hit ? decode(hit.data) : undefined;
      },
      put: (record) => {
        const keys = indexNames.map((index) => spec.indexes?.[index]?.(record) ?? null);
        put.run(spec.id(record), JSON.stringify(record), spec.expiresAt?.(record) ?? null, ...keys);
      },
      delete: (id) => remove.run(id).changes > 0,
      findBy: (index, key) =>
        finder(index)
          .find.all(key)
          .map((hit) => decode(hit.data))
          .filter((record): record is T => record !== undefined),
      countBy: (index, key) => finder(index).count.get(key)?.n ?? 0,
      purgeExpired: (now) => purge.run(now).changes,
    };
    tables.set(name, { clear, table });
    return table;
  }

  return {
    table: createTable,
    meta: {
      get: (key) => getMeta.get(key)?.value,
      set: (key, value) => void setMeta.run(key, value),
    },
    transaction: (fn) => db.transaction(fn)(),
    reset: () => db.transaction(() => tables.forEach(({ clear }) => clear()))(),
    close: () => db.close(),
  };
}
