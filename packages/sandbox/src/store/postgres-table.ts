// One record table of the sandbox's store in PostgreSQL (postgres.ts): JSONB records by id, the
// spec's secondary keys in `ix_*` columns, `seq` ordering `findBy` by last write as SQLite's
// rowid does. Every statement runs in the session's transaction when there is one, its reads
// locking what they read. A row that does not read back as its table's record is set aside in
// damaged_records (and reported), not answered as "not found" in silence.
import type { PostgresSession } from './postgres-session';
import { decodeRows, purgeTimeOf } from './store';
import type { DamagedRecord, RecordTable, StoreOptions, TableSpec } from './store';

/** `checkoutSessions` → `checkout_sessions`, `tokenId` → `token_id`. */
export const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** PostgreSQL's text and JSONB refuse U+0000, which keys and records may hold: escaped. */
const marker = '\uF8FF';
export function escapeText(text: string): string {
  if (!text.includes('\u0000') && !text.startsWith(marker)) return text;
  return marker + text.replaceAll(marker, `${marker}${marker}`).replaceAll('\u0000', `${marker}0`);
}
function unescapeText(text: string): string {
  if (!text.startsWith(marker)) return text;
  return text
    .slice(1)
    .replace(/\uF8FF(\uF8FF|0)/g, (_all, c: string) => (c === '0' ? '\u0000' : marker));
}
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [map(key), mapStrings(item, map)]),
    );
  }
  return value;
}

type Row = { id: string; data: unknown };

/**
 * The table's calls are own properties (arrow functions), not prototype methods: a table is
 * spread into a wrapper that observes its writes (webhooks/outbox.ts), which keeps own
 * properties only.
 */
export class PostgresTable<T> implements RecordTable<T> {
  /** The table's name in the database. */
  readonly name: string;
  private readonly indexNames: string[];
  private readonly upsert: string;
  private readonly now: () => number;

  constructor(
    private readonly session: PostgresSession,
    private readonly spec: TableSpec<T>,
    /** The columns each table has after every migration. */
    schema: Map<string, Set<string>>,
    private readonly options: StoreOptions,
  ) {
    this.name = snake(spec.name);
    this.now = options.now ?? Date.now;
    this.indexNames = Object.keys(spec.indexes ?? {});
    const columns = schema.get(this.name);
    if (!columns) {
      throw new Error(
        `The sandbox database has no table ${this.name}: add a migration (postgres.ts).`,
      );
    }
    for (const index of this.indexNames) {
      if (!columns.has(`ix_${snake(index)}`)) {
        throw new Error(
          `The sandbox database's ${this.name} table has no column ix_${snake(index)}: add a migration (postgres.ts).`,
        );
      }
    }
    const ix = this.indexNames.map((index) => `ix_${snake(index)}`);
    this.upsert = `INSERT INTO ${this.name} (id, data, expires_at${ix.map((c) => `, ${c}`).join('')})
      VALUES ($1, $2::jsonb, $3${ix.map((_c, i) => `, $${i + 4}`).join('')})
      ON CONFLICT (id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at,
        seq = excluded.seq${ix.map((c) => `, ${c} = excluded.${c}`).join('')}`;
  }

  private purgeAt(record: T | null): number | null {
    return purgeTimeOf(this.spec, record, { retentionMs: this.options.retentionMs, now: this.now });
  }

  private async setAside(id: string, data: unknown, reason: string): Promise<void> {
    await this.session.transaction(async () => {
      await this.session.query(
        'INSERT INTO damaged_records (table_name, id, data, reason, found_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          this.name,
          id,
          JSON.stringify(data),
          reason,
          new Date(this.now()).toISOString(),
          this.purgeAt(null),
        ],
      );
      await this.session.query(`DELETE FROM ${this.name} WHERE id = $1`, [id]);
    });
    const damaged: DamagedRecord = { table: this.spec.name, id, reason };
    this.options.onDamagedRecord?.(damaged);
  }

  private readonly decode = async (row: Row): Promise<T | undefined> => {
    const record = this.spec.parse(mapStrings(row.data, unescapeText));
    if (record === undefined) {
      await this.setAside(
        unescapeText(row.id),
        row.data,
        `does not fit the ${this.spec.name} table`,
      );
    }
    return record;
  };

  private ixColumn(index: string): string {
    if (!this.indexNames.includes(index)) {
      throw new Error(`Table ${this.spec.name} has no index ${index}`);
    }
    return `ix_${snake(index)}`;
  }

  readonly get = async (id: string): Promise<T | undefined> => {
    const { rows } = await this.session.query<Row>(
      `SELECT id, data FROM ${this.name} WHERE id = $1${this.session.lock()}`,
      [escapeText(id)],
    );
    return rows[0] ? this.decode(rows[0]) : undefined;
  };

  readonly put = async (record: T): Promise<void> => {
    const keys = this.indexNames.map((index) => {
      const key = this.spec.indexes?.[index]?.(record) ?? null;
      return key === null ? null : escapeText(key);
    });
    await this.session.query(this.upsert, [
      escapeText(this.spec.id(record)),
      JSON.stringify(mapStrings(record, escapeText)),
      this.purgeAt(record),
      ...keys,
    ]);
  };

  readonly delete = async (id: string): Promise<boolean> => {
    const result = await this.session.query(`DELETE FROM ${this.name} WHERE id = $1`, [
      escapeText(id),
    ]);
    return (result.rowCount ?? 0) > 0;
  };

  readonly findBy = async (index: string, key: string): Promise<T[]> => {
    const column = this.ixColumn(index);
    const { rows } = await this.session.query<Row>(
      `SELECT id, data FROM ${this.name} WHERE ${column} = $1 ORDER BY seq${this.session.lock()}`,
      [escapeText(key)],
    );
    return decodeRows(rows, this.decode);
  };

  readonly countBy = async (index: string, key: string): Promise<number> => {
    const column = this.ixColumn(index);
    const { rows } = await this.session.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${this.name} WHERE ${column} = $1`,
      [escapeText(key)],
    );
    return Number(rows[0]?.n ?? 0);
  };

  readonly findUpTo = async (index: string, upTo: string, limit: number): Promise<T[]> => {
    const column = this.ixColumn(index);
    // COLLATE "C": byte order, as SQLite compares (the index is built with it too).
    const { rows } = await this.session.query<Row>(
      `SELECT id, data FROM ${this.name} WHERE ${column} COLLATE "C" <= $1
        ORDER BY ${column} COLLATE "C", seq LIMIT $2${this.session.claim()}`,
      [escapeText(upTo), limit],
    );
    return decodeRows(rows, this.decode);
  };

  readonly purgeExpired = async (at: number): Promise<number> => {
    const result = await this.session.query(
      `DELETE FROM ${this.name} WHERE expires_at IS NOT NULL AND expires_at < $1`,
      [at],
    );
    return result.rowCount ?? 0;
  };

  /** Reads every row; returns how many were damaged (and are now set aside). */
  async check(): Promise<number> {
    const { rows } = await this.session.query<Row>(`SELECT id, data FROM ${this.name}`);
    return rows.length - (await decodeRows(rows, this.decode)).length;
  }
}
