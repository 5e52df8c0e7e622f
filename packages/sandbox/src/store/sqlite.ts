// SQLite implementation of the store (Node's built-in node:sqlite, synchronous: nothing to
// compile or download on install): one table per record type
// with the JSON record, its indexed keys and its purge time as columns. Statements are prepared
// once per table, so a request costs a few microseconds of database work. A file database is
// checked when it opens (integrity, and that it can be written), so a bad file fails here, at
// start-up, where open-store.ts can set it aside, rather than on a visitor's request.
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { DamagedRecord, RecordTable, SandboxStore, StoreOptions, TableSpec } from './store';

const identifier = /^[a-z][a-zA-Z0-9]*$/;

function checkIdentifier(name: string): string {
  // Table and index names come from code, never from requests; still, refuse anything that
  // would need quoting.
  if (!identifier.test(name)) throw new Error(`Invalid store identifier: ${name}`);
  return name;
}

/** The file is not a usable SQLite database (damaged, or something else entirely). */
export class CorruptStoreError extends Error {
  override readonly name = 'CorruptStoreError';
}

const sqliteHeader = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * A file that does not start like a database is refused before SQLite opens it: SQLite would
 * otherwise discard the -wal beside it, which may hold the only copy of recent writes.
 */
function checkHeader(file: string): void {
  if (!existsSync(file) || !statSync(file).isFile() || statSync(file).size === 0) return;
  const head = Buffer.alloc(sqliteHeader.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (!head.equals(sqliteHeader)) throw new CorruptStoreError('not an SQLite database');
}

/** SQLite's report, one problem per line under a header line, in a few words. */
function describeCheck(rows: unknown[]): string {
  const lines = rows
    .flatMap((row) => Object.values(row ?? {}).map(String))
    .flatMap((text) => text.split('\n'))
    .filter((line) => line !== '' && !line.startsWith('***'));
  const more = lines.length > 1 ? ` (and ${lines.length - 1} more)` : '';
  return `${lines[0] ?? 'unknown problem'}${more}`;
}

/** A waiting time for a database another connection holds locked, then SQLITE_BUSY. */
const busyTimeoutMs = 5000;

function openDatabase(file: string): DatabaseSync {
  if (file === ':memory:') return new DatabaseSync(file, { timeout: busyTimeoutMs });
  mkdirSync(dirname(file), { recursive: true });
  checkHeader(file);
  const db = new DatabaseSync(file, { timeout: busyTimeoutMs });
  try {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    // quick_check reads every page (a few ms per MB); the retention keeps the file small.
    const check = db.prepare('PRAGMA quick_check(20)').all();
    if (check.length !== 1 || Object.values(check[0] ?? {})[0] !== 'ok') {
      throw new CorruptStoreError(`integrity check failed: ${describeCheck(check)}`);
    }
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** A column of a row node:sqlite returned (a null-prototype object), or undefined. */
function column(row: unknown, name: string): unknown {
  if (typeof row !== 'object' || row === null) return undefined;
  const value: unknown = Reflect.get(row, name);
  return value;
}

/**
 * `transaction(fn)`: all of fn's writes or none. A transaction inside another is a savepoint,
 * so an inner failure undoes only its own writes when the outer one catches it (what
 * better-sqlite3's transactions did, which the domain was written against).
 */
function transactions(db: DatabaseSync): <R>(fn: () => R) => R {
  let depth = 0;
  const statements = (level: number): [StatementSync, StatementSync, StatementSync] =>
    level === 0
      ? [db.prepare('BEGIN'), db.prepare('COMMIT'), db.prepare('ROLLBACK')]
      : [
          db.prepare(`SAVEPOINT s${level}`),
          db.prepare(`RELEASE s${level}`),
          db.prepare(`ROLLBACK TO s${level}`),
        ];
  const levels: [StatementSync, StatementSync, StatementSync][] = [];
  return (fn) => {
    const level = depth;
    levels[level] ??= statements(level);
    const [begin, commit, rollback] = levels[level];
    begin.run();
    depth += 1;
    try {
      const result = fn();
      commit.run();
      return result;
    } catch (error) {
      rollback.run();
      // ROLLBACK TO keeps the savepoint open; release it so the outer transaction goes on.
      if (level > 0) db.exec(`RELEASE s${level}`);
      throw error;
    } finally {
      depth -= 1;
    }
  };
}

export function openSqliteStore(file: string, options: StoreOptions = {}): SandboxStore {
  const db = openDatabase(file);
  const transaction = transactions(db);
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const getMeta = db.prepare('SELECT value FROM meta WHERE key = ?');
  const setMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  const now = options.now ?? Date.now;
  // A write now rather than on a visitor's request: a read-only file fails at start-up.
  setMeta.run('openedAt', new Date(now()).toISOString());
  const { retentionMs } = options;
  const tables = new Map<
    string,
    { clear: () => void; purge: (now: number) => number; check: () => number }
  >();

  // Records that could not be read back are moved here with their text and the reason, rather
  // than left to answer "not found" in silence; they follow the same retention as the rest.
  db.exec(
    'CREATE TABLE IF NOT EXISTS damagedRecords (tableName TEXT NOT NULL, id TEXT NOT NULL, data TEXT, reason TEXT NOT NULL, foundAt TEXT NOT NULL, expires_at INTEGER)',
  );
  const keepDamaged = db.prepare(
    'INSERT INTO damagedRecords (tableName, id, data, reason, foundAt, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const purgeDamaged = db.prepare(
    'DELETE FROM damagedRecords WHERE expires_at IS NOT NULL AND expires_at < ?',
  );

  function createTable<T>(spec: TableSpec<T>): RecordTable<T> {
    const name = checkIdentifier(spec.name);
    const indexNames = Object.keys(spec.indexes ?? {}).map(checkIdentifier);
    const columns = indexNames.map((index) => `, ix_${index} TEXT`).join('');
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${name} (id TEXT PRIMARY KEY, data TEXT NOT NULL, expires_at INTEGER${columns})`,
    );
    // An index added since the file was written: its column is added, empty for the old rows
    // (they are not found by it until they are written again).
    const existing = new Set(
      db
        .prepare(`PRAGMA table_info(${name})`)
        .all()
        .map((row) => column(row, 'name')),
    );
    for (const index of indexNames) {
      if (!existing.has(`ix_${index}`)) db.exec(`ALTER TABLE ${name} ADD COLUMN ix_${index} TEXT`);
    }
    for (const index of indexNames) {
      db.exec(`CREATE INDEX IF NOT EXISTS ${name}_${index} ON ${name} (ix_${index})`);
    }
    if (spec.expiresAt || retentionMs !== undefined) {
      db.exec(`CREATE INDEX IF NOT EXISTS ${name}_expires ON ${name} (expires_at)`);
    }
    if (retentionMs !== undefined) {
      // Rows written before there was a retention (an older file) get one from now.
      db.prepare(`UPDATE ${name} SET expires_at = ? WHERE expires_at IS NULL`).run(
        now() + retentionMs,
      );
    }

    const get = db.prepare(`SELECT id, data FROM ${name} WHERE id = ?`);
    const everyRow = db.prepare(`SELECT id, data FROM ${name}`);
    const put = db.prepare(
      `INSERT OR REPLACE INTO ${name} (id, data, expires_at${indexNames.map((i) => `, ix_${i}`).join('')})
       VALUES (?, ?, ?${indexNames.map(() => ', ?').join('')})`,
    );
    const remove = db.prepare(`DELETE FROM ${name} WHERE id = ?`);
    const purge = db.prepare(`DELETE FROM ${name} WHERE expires_at IS NOT NULL AND expires_at < ?`);
    const finders = new Map(
      indexNames.map((index) => [
        index,
        {
          find: db.prepare(`SELECT id, data FROM ${name} WHERE ix_${index} = ? ORDER BY rowid`),
          count: db.prepare(`SELECT COUNT(*) AS n FROM ${name} WHERE ix_${index} = ?`),
        },
      ]),
    );
    const clear = () => db.exec(`DELETE FROM ${name}`);

    /** Moves a row that cannot be read back to damagedRecords and says so. */
    const setAside = (id: string, data: unknown, reason: string): void => {
      const text = typeof data === 'string' ? data : null;
      transaction(() => {
        keepDamaged.run(name, id, text, reason, new Date(now()).toISOString(), purgeAt(null));
        remove.run(id);
      });
      const damaged: DamagedRecord = { table: name, id, reason };
      options.onDamagedRecord?.(damaged);
    };

    const decode = (row: unknown): T | undefined => {
      if (row === undefined) return undefined;
      const id = String(column(row, 'id'));
      const data = column(row, 'data');
      let value: unknown;
      try {
        value = typeof data === 'string' ? JSON.parse(data) : undefined;
      } catch {
        setAside(id, data, 'not JSON');
        return undefined;
      }
      const record = value === undefined ? undefined : spec.parse(value);
      if (record === undefined) setAside(id, data, `does not fit the ${name} table`);
      return record;
    };
    const finder = (index: string) => {
      const found = finders.get(index);
      if (!found) throw new Error(`Table ${name} has no index ${index}`);
      return found;
    };

    /** The record's own expiry, or the end of its retention if that comes first. */
    const purgeAt = (record: T | null): number | null => {
      const own = record === null ? null : (spec.expiresAt?.(record) ?? null);
      if (retentionMs === undefined) return own;
      const retained = now() + retentionMs;
      return own === null ? retained : Math.min(own, retained);
    };

    const table: RecordTable<T> = {
      get: (id) => decode(get.get(id)),
      put: (record) => {
        const keys = indexNames.map((index) => spec.indexes?.[index]?.(record) ?? null);
        put.run(spec.id(record), JSON.stringify(record), purgeAt(record), ...keys);
      },
      delete: (id) => Number(remove.run(id).changes) > 0,
      findBy: (index, key) =>
        finder(index)
          .find.all(key)
          .map(decode)
          .filter((record): record is T => record !== undefined),
      countBy: (index, key) => Number(column(finder(index).count.get(key), 'n') ?? 0),
      purgeExpired: (now) => Number(purge.run(now).changes),
    };
    /** Reads every row; returns how many were damaged (and are now set aside). */
    const check = () => everyRow.all().filter((row) => decode(row) === undefined).length;
    tables.set(name, { clear, purge: table.purgeExpired, check });
    return table;
  }

  return {
    table: createTable,
    meta: {
      get: (key) => {
        const value = column(getMeta.get(key), 'value');
        return typeof value === 'string' ? value : undefined;
      },
      set: (key, value) => void setMeta.run(key, value),
    },
    transaction,
    reset: () =>
      transaction(() => {
        tables.forEach(({ clear }) => clear());
        db.exec('DELETE FROM damagedRecords');
      }),
    purgeExpired: (at) =>
      transaction(
        () =>
          [...tables.values()].reduce((sum, { purge }) => sum + purge(at), 0) +
          Number(purgeDamaged.run(at).changes),
      ),
    checkRecords: () => [...tables.values()].reduce((sum, { check }) => sum + check(), 0),
    close: () => db.close(),
  };
}
