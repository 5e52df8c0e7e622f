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
import { AsyncLocalStorage } from 'node:async_hooks';
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
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

const isBusy = (error: unknown) =>
  error instanceof Error &&
  'errcode' in error &&
  typeof error.errcode === 'number' &&
  [5, 6].includes(error.errcode & 0xff);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** One transaction at a time on the connection: the others wait their turn, in order. */
class Turns {
  private tail: Promise<void> = Promise.resolve();
  busy = false;

  async take(): Promise<() => void> {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise((resolve) => (release = resolve));
    await previous;
    this.busy = true;
    return () => {
      this.busy = false;
      release();
    };
  }
}

/**
 * `transaction(fn)`: all of fn's writes or none, begun IMMEDIATE (the write lock is taken
 * first, waited for up to the busy timeout). A transaction inside another is a savepoint, so an
 * inner failure undoes only its own writes when the outer one catches it.
 */
function transactions(db: DatabaseSync) {
  const current = new AsyncLocalStorage<{ depth: number }>();
  const turns = new Turns();
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  // The connection's busy timeout would make BEGIN IMMEDIATE wait inside SQLite, blocking the
  // thread (and a second store on the file in this thread could then never let go): BEGIN is
  // tried without waiting and retried on a timer instead.
  // (exec, not a prepared statement: a prepared PRAGMA runs once, when it is prepared.)
  const noWaiting = () => db.exec('PRAGMA busy_timeout = 0');
  const waiting = () => db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);

  /** BEGIN IMMEDIATE, retried on a timer while another connection holds the write lock. */
  async function beginImmediate(): Promise<void> {
    const deadline = Date.now() + busyTimeoutMs;
    for (let wait = 1; ; wait = Math.min(wait * 2, 25)) {
      try {
        noWaiting();
        try {
          begin.run();
        } finally {
          waiting();
        }
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) throw error;
      }
      await pause(wait * (0.5 + Math.random()));
    }
  }

  async function transaction<R>(fn: () => Promise<R>): Promise<R> {
    const outer = current.getStore();
    if (outer) {
      const level = outer.depth;
      db.exec(`SAVEPOINT s${level}`);
      outer.depth += 1;
      try {
        const result = await fn();
        db.exec(`RELEASE s${level}`);
        return result;
      } catch (error) {
        // ROLLBACK TO keeps the savepoint open; release it so the outer transaction goes on.
        db.exec(`ROLLBACK TO s${level}`);
        db.exec(`RELEASE s${level}`);
        throw error;
      } finally {
        outer.depth -= 1;
      }
    }
    const release = await turns.take();
    try {
      await beginImmediate();
      try {
        const result = await current.run({ depth: 1 }, fn);
        commit.run();
        return result;
      } catch (error) {
        if (db.isTransaction) rollback.run();
        throw error;
      }
    } finally {
      release();
    }
  }

  /** Runs a read now unless another transaction has the connection (then after it). */
  async function read<R>(fn: () => R): Promise<R> {
    if (current.getStore() || !turns.busy) return fn();
    const release = await turns.take();
    try {
      return fn();
    } finally {
      release();
    }
  }

  /** Runs a write in the transaction under way, or in a transaction of its own. */
  async function write<R>(fn: () => R): Promise<R> {
    if (current.getStore()) return fn();
    return transaction(async () => fn());
  }

  /** Resolves once no transaction has the connection. */
  const idle = async () => (await turns.take())();

  const inTransaction = () => current.getStore() !== undefined;

  return { transaction, read, write, idle, inTransaction };
}

export function openSqliteStore(file: string, options: StoreOptions = {}): SandboxStore {
  const db = openDatabase(file);
  const { transaction, read, write, idle, inTransaction } = transactions(db);
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
  const { retentionMs } = options;
  const tables = new Map<
    string,
    { clear: () => void; purge: (now: number) => number; check: () => Promise<number> }
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
          // TEXT compares with the BINARY collation: byte by byte.
          upTo: db.prepare(
            `SELECT id, data FROM ${name} WHERE ix_${index} <= ? ORDER BY ix_${index}, rowid LIMIT ?`,
          ),
        },
      ]),
    );
    const clear = () => db.exec(`DELETE FROM ${name}`);

    /** Moves a row that cannot be read back to damagedRecords and says so. */
    const setAside = async (id: string, data: unknown, reason: string): Promise<void> => {
      const text = typeof data === 'string' ? data : null;
      await transaction(async () => {
        keepDamaged.run(name, id, text, reason, new Date(now()).toISOString(), purgeAt(null));
        remove.run(id);
      });
      const damaged: DamagedRecord = { table: name, id, reason };
      options.onDamagedRecord?.(damaged);
    };

    /** The record, or undefined with the row set aside when it cannot be read back. */
    const decode = async (row: unknown): Promise<T | undefined> => {
      if (row === undefined) return undefined;
      const id = String(column(row, 'id'));
      const data = column(row, 'data');
      let value: unknown;
      try {
        value = typeof data === 'string' ? JSON.parse(data) : undefined;
      } catch {
        await setAside(id, data, 'not JSON');
        return undefined;
      }
      const record = value === undefined ? undefined : spec.parse(value);
      if (record === undefined) await setAside(id, data, `does not fit the ${name} table`);
      return record;
    };
    const decodeAll = async (rows: unknown[]): Promise<T[]> => {
      const records: T[] = [];
      for (const row of rows) {
        const record = await decode(row);
        if (record !== undefined) records.push(record);
      }
      return records;
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
      get: async (id) => decode(await read(() => get.get(id))),
      put: async (record) => {
        const keys = indexNames.map((index) => spec.indexes?.[index]?.(record) ?? null);
        const data = JSON.stringify(record);
        await write(() => put.run(spec.id(record), data, purgeAt(record), ...keys));
      },
      delete: async (id) => write(() => Number(remove.run(id).changes) > 0),
      findBy: async (index, key) => {
        const { find } = finder(index);
        return decodeAll(await read(() => find.all(key)));
      },
      countBy: async (index, key) => {
        const { count } = finder(index);
        return read(() => Number(column(count.get(key), 'n') ?? 0));
      },
      findUpTo: async (index, upTo, limit) => {
        const { upTo: statement } = finder(index);
        return decodeAll(await read(() => statement.all(upTo, limit)));
      },
      purgeExpired: async (at) => write(() => Number(purge.run(at).changes)),
    };
    /** Reads every row; returns how many were damaged (and are now set aside). */
    const check = async () => {
      const rows = await read(() => everyRow.all());
      const records = await decodeAll(rows);
      return rows.length - records.length;
    };
    tables.set(name, { clear, purge: (at) => Number(purge.run(at).changes), check });
    return table;
  }

  let closed = false;
  return {
    engine: 'sqlite',
    table: createTable,
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
    // The write lock a transaction holds from its BEGIN IMMEDIATE serialises every writer.
    lockKey: async () => {
      if (!inTransaction()) throw new Error('lockKey needs a transaction');
    },
    // Two purges of one file at once delete the same rows, one after the other: harmless.
    exclusive: async (_name, fn) => fn(),
    reset: async () =>
      write(() => {
        tables.forEach(({ clear }) => clear());
        db.exec('DELETE FROM damagedRecords');
      }),
    purgeExpired: async (at) =>
      write(
        () =>
          [...tables.values()].reduce((sum, { purge }) => sum + purge(at), 0) +
          Number(purgeDamaged.run(at).changes),
      ),
    checkRecords: async () => {
      let damaged = 0;
      for (const { check } of tables.values()) damaged += await check();
      return damaged;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      // Waits for the transaction under way, so the connection never closes in the middle of it.
      await idle();
      db.close();
    },
  };
}
