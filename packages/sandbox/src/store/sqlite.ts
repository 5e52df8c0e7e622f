// SQLite implementation of the store (Node's built-in node:sqlite: nothing to compile or
// download on install): one table per record type
// with the JSON record, its indexed keys and its purge time as columns. Statements are prepared
// once per table, so a request costs a few microseconds of database work. A file database is
// checked when it opens (integrity, and that it can be written), so a bad file fails here, at
// start-up, where open-store.ts can set it aside, rather than on a visitor's request.
// node:sqlite is synchronous and a connection has one transaction at a time, so the store's
// async transactions take turns on the connection (a queue), each begun IMMEDIATE: the write
// lock is taken at BEGIN, so two processes on one file never interleave a read-modify-write.
// A busy lock is waited for by retrying BEGIN on a timer, never by blocking the thread (two
// stores on one file in one process would otherwise wait for each other for ever).
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { column, SqliteTable } from './sqlite-table';
import { busyTimeoutMs, transactions } from './sqlite-transactions';
import { checkTables } from './store';
import type { RecordTable, SandboxStore, StoreOptions, TableSpec } from './store';

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

export function openSqliteStore(file: string, options: StoreOptions = {}): SandboxStore {
  const db = openDatabase(file);
  const tx = transactions(db);
  const { transaction, read, write, idle, inTransaction, afterCommit } = tx;
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const getMeta = db.prepare('SELECT value FROM meta WHERE key = ?');
  const setMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  const claimMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING',
  );
  const now = options.now ?? Date.now;
  // A write now rather than on a visitor's request: a read-only file fails at start-up.
  setMeta.run('openedAt', new Date(now()).toISOString());
  const tables = new Map<string, Pick<SqliteTable<unknown>, 'clear' | 'purgeNow' | 'check'>>();

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

  let closed = false;
  return {
    engine: 'sqlite',
    table: <T>(spec: TableSpec<T>): RecordTable<T> => {
      const table = new SqliteTable({ db, transactions: tx, options, keepDamaged }, spec);
      tables.set(table.name, table);
      return table;
    },
    meta: {
      get: async (key) => {
        const value = column(await read(() => getMeta.get(key)), 'value');
        return typeof value === 'string' ? value : undefined;
      },
      set: async (key, value) => void (await write(() => setMeta.run(key, value))),
      claim: async (key, value) =>
        write(() => {
          claimMeta.run(key, value);
          return String(column(getMeta.get(key), 'value'));
        }),
    },
    transaction,
    afterCommit,
    // The write lock a transaction holds from its BEGIN IMMEDIATE serialises every writer.
    lockKey: async () => {
      if (!inTransaction()) throw new Error('lockKey needs a transaction');
    },
    // Two purges of one file at once delete the same rows, one after the other: harmless.
    exclusive: async (_name, fn) => fn(),
    reset: async () =>
      write(() => {
        tables.forEach((table) => table.clear());
        db.exec('DELETE FROM damagedRecords');
      }),
    purgeExpired: async (at) =>
      write(
        () =>
          [...tables.values()].reduce((sum, table) => sum + table.purgeNow(at), 0) +
          Number(purgeDamaged.run(at).changes),
      ),
    checkRecords: () => checkTables(tables.values()),
    close: async () => {
      if (closed) return;
      closed = true;
      // Waits for the transaction under way, so the connection never closes in the middle of it.
      await idle();
      db.close();
    },
  };
}
