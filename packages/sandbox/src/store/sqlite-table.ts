// One record table of the sandbox's store in SQLite (sqlite.ts): the JSON record by id, the
// spec's secondary keys in `ix_*` columns, its purge time; statements prepared once, so a request
// costs a few microseconds of database work. An index added since the file was written gets its
// column (empty for the old rows, found again once they are written). A row that does not read
// back as its table's record is set aside in damagedRecords (and reported), not answered as
// "not found" in silence.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { SqliteTransactions } from './sqlite-transactions';
import { decodeRows, purgeTimeOf } from './store';
import type { DamagedRecord, RecordTable, StoreOptions, TableSpec } from './store';

const identifier = /^[a-z][a-zA-Z0-9]*$/;

export function checkIdentifier(name: string): string {
  // Table and index names come from code, never from requests; still, refuse anything that
  // would need quoting.
  if (!identifier.test(name)) throw new Error(`Invalid store identifier: ${name}`);
  return name;
}

/** A column of a row node:sqlite returned (a null-prototype object), or undefined. */
export function column(row: unknown, name: string): unknown {
  if (typeof row !== 'object' || row === null) return undefined;
  const value: unknown = Reflect.get(row, name);
  return value;
}

/** What the table is given by its store. */
export interface SqliteTableContext {
  db: DatabaseSync;
  transactions: SqliteTransactions;
  options: StoreOptions;
  /** INSERT INTO damagedRecords (tableName, id, data, reason, foundAt, expires_at). */
  keepDamaged: StatementSync;
}

interface Finder {
  find: StatementSync;
  count: StatementSync;
  upTo: StatementSync;
}

/** Creates the table, its index columns and indexes when missing. */
function createSchema(db: DatabaseSync, name: string, indexNames: string[]) {
  const columns = indexNames.map((index) => `, ix_${index} TEXT`).join('');
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${name} (id TEXT PRIMARY KEY, data TEXT NOT NULL, expires_at INTEGER${columns})`,
  );
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
}

/**
 * The table's calls are own properties (arrow functions), not prototype methods: a table is
 * spread into a wrapper that observes its writes (webhooks/outbox.ts), which keeps own
 * properties only.
 */
export class SqliteTable<T> implements RecordTable<T> {
  readonly name: string;
  private readonly indexNames: string[];
  private readonly now: () => number;
  private readonly statements: {
    get: StatementSync;
    everyRow: StatementSync;
    put: StatementSync;
    remove: StatementSync;
    purge: StatementSync;
  };
  private readonly finders: Map<string, Finder>;

  constructor(
    private readonly context: SqliteTableContext,
    private readonly spec: TableSpec<T>,
  ) {
    const { db, options } = context;
    const name = checkIdentifier(spec.name);
    this.name = name;
    this.now = options.now ?? Date.now;
    this.indexNames = Object.keys(spec.indexes ?? {}).map(checkIdentifier);
    createSchema(db, name, this.indexNames);
    if (spec.expiresAt || options.retentionMs !== undefined) {
      db.exec(`CREATE INDEX IF NOT EXISTS ${name}_expires ON ${name} (expires_at)`);
    }
    if (options.retentionMs !== undefined) {
      // Rows written before there was a retention (an older file) get one from now.
      db.prepare(`UPDATE ${name} SET expires_at = ? WHERE expires_at IS NULL`).run(
        this.now() + options.retentionMs,
      );
    }
    const ix = this.indexNames;
    this.statements = {
      get: db.prepare(`SELECT id, data FROM ${name} WHERE id = ?`),
      everyRow: db.prepare(`SELECT id, data FROM ${name}`),
      put: db.prepare(
        `INSERT OR REPLACE INTO ${name} (id, data, expires_at${ix.map((i) => `, ix_${i}`).join('')})
         VALUES (?, ?, ?${ix.map(() => ', ?').join('')})`,
      ),
      remove: db.prepare(`DELETE FROM ${name} WHERE id = ?`),
      purge: db.prepare(`DELETE FROM ${name} WHERE expires_at IS NOT NULL AND expires_at < ?`),
    };
    this.finders = new Map(
      ix.map((index) => [
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
  }

  /** The record's own expiry, or the end of its retention if that comes first. */
  private purgeAt(record: T | null): number | null {
    const { retentionMs } = this.context.options;
    return purgeTimeOf(this.spec, record, { retentionMs, now: this.now });
  }

  /** Moves a row that cannot be read back to damagedRecords and says so. */
  private async setAside(id: string, data: unknown, reason: string): Promise<void> {
    const text = typeof data === 'string' ? data : null;
    const found = new Date(this.now()).toISOString();
    await this.context.transactions.transaction(async () => {
      this.context.keepDamaged.run(this.name, id, text, reason, found, this.purgeAt(null));
      this.statements.remove.run(id);
    });
    const damaged: DamagedRecord = { table: this.name, id, reason };
    this.context.options.onDamagedRecord?.(damaged);
  }

  /** The record, or undefined with the row set aside when it cannot be read back. */
  private readonly decode = async (row: unknown): Promise<T | undefined> => {
    if (row === undefined) return undefined;
    const id = String(column(row, 'id'));
    const data = column(row, 'data');
    let value: unknown;
    try {
      value = typeof data === 'string' ? JSON.parse(data) : undefined;
    } catch {
      await this.setAside(id, data, 'not JSON');
      return undefined;
    }
    const record = value === undefined ? undefined : this.spec.parse(value);
    if (record === undefined) await this.setAside(id, data, `does not fit the ${this.name} table`);
    return record;
  };

  private finder(index: string): Finder {
    const found = this.finders.get(index);
    if (!found) throw new Error(`Table ${this.name} has no index ${index}`);
    return found;
  }

  private read<R>(fn: () => R): Promise<R> {
    return this.context.transactions.read(fn);
  }

  private write<R>(fn: () => R): Promise<R> {
    return this.context.transactions.write(fn);
  }

  readonly get = async (id: string): Promise<T | undefined> =>
    this.decode(await this.read(() => this.statements.get.get(id)));

  readonly put = async (record: T): Promise<void> => {
    const keys = this.indexNames.map((index) => this.spec.indexes?.[index]?.(record) ?? null);
    const data = JSON.stringify(record);
    await this.write(() =>
      this.statements.put.run(this.spec.id(record), data, this.purgeAt(record), ...keys),
    );
  };

  readonly delete = async (id: string): Promise<boolean> =>
    this.write(() => Number(this.statements.remove.run(id).changes) > 0);

  readonly findBy = async (index: string, key: string): Promise<T[]> => {
    const { find } = this.finder(index);
    return decodeRows(await this.read(() => find.all(key)), this.decode);
  };

  readonly countBy = async (index: string, key: string): Promise<number> => {
    const { count } = this.finder(index);
    return this.read(() => Number(column(count.get(key), 'n') ?? 0));
  };

  readonly findUpTo = async (index: string, upTo: string, limit: number): Promise<T[]> => {
    const { upTo: statement } = this.finder(index);
    return decodeRows(await this.read(() => statement.all(upTo, limit)), this.decode);
  };

  readonly purgeExpired = async (at: number): Promise<number> =>
    this.write(() => this.purgeNow(at));

  /** Deletes the expired rows now, in the caller's write (the store's purge of every table). */
  purgeNow(at: number): number {
    return Number(this.statements.purge.run(at).changes);
  }

  /** Deletes every row, in the caller's write (the store's reset). */
  clear(): void {
    this.context.db.exec(`DELETE FROM ${this.name}`);
  }

  /** Reads every row; returns how many were damaged (and are now set aside). */
  async check(): Promise<number> {
    const rows = await this.read(() => this.statements.everyRow.all());
    const records = await decodeRows(rows, this.decode);
    return rows.length - records.length;
  }
}
