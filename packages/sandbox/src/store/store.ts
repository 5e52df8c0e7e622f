// The sandbox's persistence seam: small typed tables of JSON records with a few indexed keys.
// Two implementations: SQLite (sqlite.ts, embedded, the default) and PostgreSQL (postgres.ts,
// DATABASE_URL), for several sandbox instances behind a load balancer. Every call is async
// because a networked database is.
//
// Transactions: `transaction(fn)` runs fn with all of its reads and writes in one database
// transaction (found through AsyncLocalStorage, so the domain's table calls need no handle).
// Inside it every `get` and `findBy` locks the rows it reads until the end of the transaction:
// PostgreSQL reads them `FOR UPDATE`; SQLite begins the transaction IMMEDIATE, which takes the
// database's one write lock (waited for without blocking the thread). So a read-modify-write in a
// transaction never loses another's update. A call outside any transaction is one statement on
// its own (a write waits for the write lock like a transaction does).

export interface TableSpec<T> {
  name: string;
  /** Validates a stored record on read; anything that does not parse counts as absent. */
  parse: (value: unknown) => T | undefined;
  id: (record: T) => string;
  /** Secondary keys looked up with `findBy` / `countBy`. */
  indexes?: Readonly<Record<string, (record: T) => string | null>>;
  /**
   * Epoch ms after which the record is of no use (a token's expiry, a session's); it is purged
   * then, or at the store's retention after its last write if that comes first.
   */
  expiresAt?: (record: T) => number | null;
}

export interface RecordTable<T> {
  /** The record; inside a transaction its row stays locked until the transaction ends. */
  get(id: string): Promise<T | undefined>;
  /** Inserts or replaces the record with the same id. */
  put(record: T): Promise<void>;
  delete(id: string): Promise<boolean>;
  /** Records with this key, in the order they were last written (locked inside a transaction). */
  findBy(index: string, key: string): Promise<T[]>;
  countBy(index: string, key: string): Promise<number>;
  /**
   * At most `limit` records whose key is at most `upTo` (compared byte by byte, so keys that are
   * zero-padded numbers compare as numbers), lowest key first; records whose key is null are
   * never found. A work queue: inside a transaction the rows found are locked, and rows another
   * transaction holds locked are skipped rather than waited for (PostgreSQL `FOR UPDATE SKIP
   * LOCKED`; SQLite's write lock lets no other transaction hold any), so instances sharing a
   * database claim different work.
   */
  findUpTo(index: string, upTo: string, limit: number): Promise<T[]>;
  /** Deletes records whose purge time is before `now` (epoch ms); returns how many. */
  purgeExpired(now: number): Promise<number>;
}

/** A stored record that could not be read back: not JSON, or not the shape its table keeps. */
export interface DamagedRecord {
  table: string;
  id: string;
  reason: string;
}

export interface StoreOptions {
  /**
   * Every record is purged this long after it was last written (ms); unset = kept until its
   * own expiry, or forever.
   */
  retentionMs?: number;
  /** The clock that dates writes for the retention (epoch ms). */
  now?: () => number;
  /**
   * Told of every damaged record found (then moved to the store's damaged-records table rather
   * than dropped), so that it is logged instead of vanishing as "not found".
   */
  onDamagedRecord?: (record: DamagedRecord) => void;
}

export interface SandboxStore {
  /** Which implementation this is (logged at start-up, named in test titles). */
  readonly engine: 'sqlite' | 'postgres';
  table<T>(spec: TableSpec<T>): RecordTable<T>;
  meta: {
    get(key: string): Promise<string | undefined>;
    set(key: string, value: string): Promise<void>;
    /**
     * Stores `value` under `key` unless a value is there already, and returns the value stored:
     * the first instance to claim the key wins and every other one reads its value (`INSERT … ON
     * CONFLICT DO NOTHING`, then a read), however many start at once.
     */
    claim(key: string, value: string): Promise<string>;
  };
  /**
   * Runs `fn` atomically (all writes or none), its reads locking what they read (above). A
   * transaction inside another is a savepoint: an inner failure undoes only its own writes. Run
   * the calls of one transaction one after another, never several at once.
   */
  transaction<R>(fn: () => Promise<R>): Promise<R>;
  /**
   * Runs `fn` once the transaction under way has committed (at once outside a transaction; never
   * when it rolls back, nor for an attempt run again). What another connection must be able to
   * read, such as an event the delivery rounds claim, is announced here: on PostgreSQL a round
   * started before the commit sees none of the transaction's rows.
   */
  afterCommit(fn: () => void): void;
  /**
   * Inside a transaction: waits until no other transaction holds `key`, then holds it until this
   * one ends. For a check that reads rows which may not exist yet (room for one more token in a
   * namespace), where there is no row to lock. SQLite's write lock covers it already.
   */
  lockKey(key: string): Promise<void>;
  /**
   * Runs `fn` unless another instance on the same database is running the job `name` right now
   * (then returns undefined): the retention purge runs on one instance at a time.
   */
  exclusive<R>(name: string, fn: () => Promise<R>): Promise<R | undefined>;
  /** Deletes every record of every table (meta survives: it holds the signing secret). */
  reset(): Promise<void>;
  /** Purges every table's records whose purge time is before `now`; returns how many. */
  purgeExpired(now: number): Promise<number>;
  /**
   * Reads every record of every table opened so far, setting damaged ones aside (each reported
   * to `onDamagedRecord`); returns how many. Run at start-up, after the tables are opened.
   */
  checkRecords(): Promise<number>;
  close(): Promise<void>;
}

/**
 * When a record is purged: its own expiry, or the end of the store's retention after this write
 * if that comes first (null: kept). A damaged record (`null`) keeps the retention only.
 */
export function purgeTimeOf<T>(
  spec: TableSpec<T>,
  record: T | null,
  options: { retentionMs?: number; now: () => number },
): number | null {
  const own = record === null ? null : (spec.expiresAt?.(record) ?? null);
  if (options.retentionMs === undefined) return own;
  const retained = options.now() + options.retentionMs;
  return own === null ? retained : Math.min(own, retained);
}

/** The rows that read back as records, one after another (a damaged one is set aside). */
export async function decodeRows<R, T>(
  rows: readonly R[],
  decode: (row: R) => Promise<T | undefined>,
): Promise<T[]> {
  const records: T[] = [];
  for (const row of rows) {
    const record = await decode(row);
    if (record !== undefined) records.push(record);
  }
  return records;
}

/** Checks every table opened so far (checkRecords); returns how many records were damaged. */
export async function checkTables(tables: Iterable<{ check(): Promise<number> }>): Promise<number> {
  let damaged = 0;
  for (const table of tables) damaged += await table.check();
  return damaged;
}
