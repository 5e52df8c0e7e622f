// The sandbox's persistence seam: small typed tables of JSON records with a few indexed keys.
// SQLite implements it (sqlite.ts); a shared database (PostgreSQL) can implement the same
// interface when several sandbox instances run behind a load balancer (ARCHITECTURE.md §7).
// Calls are synchronous because the embedded database is; a networked implementation would
// make these async, which the domain's call sites are few enough to follow.

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
  get(id: string): T | undefined;
  /** Inserts or replaces the record with the same id. */
  put(record: T): void;
  delete(id: string): boolean;
  findBy(index: string, key: string): T[];
  countBy(index: string, key: string): number;
  /** Deletes records whose purge time is before `now` (epoch ms); returns how many. */
  purgeExpired(now: number): number;
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
  table<T>(spec: TableSpec<T>): RecordTable<T>;
  meta: { get(key: string): string | undefined; set(key: string, value: string): void };
  /** Runs `fn` atomically (all writes or none). */
  transaction<R>(fn: () => R): R;
  /** Deletes every record of every table (meta survives: it holds the signing secret). */
  reset(): void;
  /** Purges every table's records whose purge time is before `now`; returns how many. */
  purgeExpired(now: number): number;
  /**
   * Reads every record of every table opened so far, setting damaged ones aside (each reported
   * to `onDamagedRecord`); returns how many. Run at start-up, after the tables are opened.
   */
  checkRecords(): number;
  close(): void;
}
