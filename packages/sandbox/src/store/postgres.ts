// PostgreSQL implementation of the store (DATABASE_URL), for several sandbox instances sharing
// one state behind a load balancer. The same tables as SQLite, one per record type, the record
// in a JSONB column beside its indexed keys and its purge time. The schema comes from versioned
// migrations (below), applied at start-up under an advisory lock, so instances starting together
// apply each one once and wait for each other. In a transaction every read locks its rows
// (`SELECT … FOR UPDATE`), so a read-modify-write never loses another instance's update; a
// transaction that meets a deadlock is run again (PostgreSQL picks one side and aborts it).
import { AsyncLocalStorage } from 'node:async_hooks';
import { Pool, type PoolClient, type QueryResultRow } from 'pg';
import { applyMigrations } from './postgres-migrations';
import type { DamagedRecord, RecordTable, SandboxStore, StoreOptions, TableSpec } from './store';

/**
 * The schema, one step per version, never edited once released: a change is a new step. Each
 * step runs in its own transaction and is recorded in schema_migrations.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'record tables',
    sql: `
      CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
      CREATE TABLE damaged_records (
        table_name text NOT NULL, id text NOT NULL, data text, reason text NOT NULL,
        found_at timestamptz NOT NULL, expires_at bigint
      );
      CREATE INDEX damaged_records_expires ON damaged_records (expires_at);
      ${recordTable('tokens', ['card', 'namespace', 'token_id'])}
      ${recordTable('payments', ['reference', 'transaction_reference', 'payment_id', 'authorized_day'])}
      ${recordTable('three_ds_sessions', ['session_id'])}
      ${recordTable('checkout_sessions', [])}
      ${recordTable('payouts', ['reference'])}
      ${recordTable('hosted_pages', ['reference'])}
      ${recordTable('scheme_references', [])}
      ${recordTable('delegate_tokens', ['idempotency_key'])}
    `,
  },
  {
    version: 2,
    name: 'webhook events',
    sql: `
      ${recordTable('webhook_events', ['subject', 'transaction_reference', 'due', 'lease'])}
      CREATE INDEX webhook_events_due_c ON webhook_events ((ix_due COLLATE "C"), seq);
      CREATE INDEX webhook_events_lease_c ON webhook_events ((ix_lease COLLATE "C"), seq);
    `,
  },
  {
    version: 3,
    name: 'webhook faults',
    sql: recordTable('webhook_faults', []),
  },
  {
    version: 4,
    name: 'demo clocks',
    sql: `
      ${recordTable('demo_clocks', [])}
      ALTER TABLE webhook_events ADD COLUMN ix_clock text;
      CREATE INDEX webhook_events_clock ON webhook_events (ix_clock, seq);
    `,
  },
  {
    version: 5,
    name: 'apm payments',
    sql: recordTable('apm_payments', [
      'reference',
      'transaction_reference',
      'page_id',
      'transaction_code',
    ]),
  },
];

/** One record table: `seq` orders `findBy` by last write, as SQLite's rowid does. */
function recordTable(name: string, indexes: readonly string[]): string {
  return [
    `CREATE TABLE ${name} (id text PRIMARY KEY, data jsonb NOT NULL, expires_at bigint,
       seq bigserial NOT NULL${indexes.map((index) => `, ix_${index} text`).join('')});`,
    `CREATE INDEX ${name}_expires ON ${name} (expires_at);`,
    ...indexes.map((index) => `CREATE INDEX ${name}_${index} ON ${name} (ix_${index}, seq);`),
  ].join('\n');
}

/** Key of the advisory lock the migrations run under (any constant; "sjd-migrations"). */
const migrationLock = 0x736a_646d;

/** `checkoutSessions` → `checkout_sessions`, `tokenId` → `token_id`. */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** PostgreSQL's text and JSONB refuse U+0000, which keys and records may hold: escaped. */
const marker = '\uF8FF';
function escapeText(text: string): string {
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

/** PostgreSQL error codes a transaction is run again for: deadlock, serialization failure. */
const retryable = new Set(['40P01', '40001']);
const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

export interface PostgresStoreOptions extends StoreOptions {
  /** Connections this instance keeps (default 10). */
  poolSize?: number;
}

/** Applies the sandbox's migrations not applied yet. */
const migrate = (client: PoolClient): Promise<number[]> =>
  applyMigrations(client, {
    table: 'schema_migrations',
    lock: migrationLock,
    owner: 'The sandbox database',
    migrations,
  });

/** The columns each table has after every migration (to check a table spec against). */
async function columnsOf(client: PoolClient): Promise<Map<string, Set<string>>> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema()`,
  );
  const columns = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = columns.get(row.table_name) ?? new Set<string>();
    set.add(row.column_name);
    columns.set(row.table_name, set);
  }
  return columns;
}

export interface OpenedPostgresStore {
  store: SandboxStore;
  /** Migrations this start applied (empty when the schema was current). */
  migrated: number[];
}

export async function openPostgresStore(
  url: string,
  options: PostgresStoreOptions = {},
): Promise<OpenedPostgresStore> {
  const pool = new Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle connection the server drops (a restart of PostgreSQL) must not crash the process.
  pool.on('error', () => {});
  let migrated: number[];
  let schema: Map<string, Set<string>>;
  try {
    const client = await pool.connect();
    try {
      migrated = await migrate(client);
      schema = await columnsOf(client);
      await client.query(
        `INSERT INTO meta (key, value) VALUES ('openedAt', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        [new Date((options.now ?? Date.now)()).toISOString()],
      );
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { store: postgresStore(pool, schema, options), migrated };
}

function postgresStore(
  pool: Pool,
  schema: Map<string, Set<string>>,
  options: StoreOptions,
): SandboxStore {
  const now = options.now ?? Date.now;
  const { retentionMs } = options;
  const current = new AsyncLocalStorage<{ client: PoolClient; depth: number }>();
  const tables = new Map<string, { name: string; check: () => Promise<number> }>();

  const query = async <R extends QueryResultRow>(text: string, values: unknown[] = []) => {
    const tx = current.getStore();
    return tx ? tx.client.query<R>(text, values) : pool.query<R>(text, values);
  };
  /** ` FOR UPDATE` inside a transaction: the rows read stay locked until it ends. */
  const lock = () => (current.getStore() ? ' FOR UPDATE' : '');
  /** The same for a work queue: rows another transaction holds are skipped, not waited for. */
  const claim = () => (current.getStore() ? ' FOR UPDATE SKIP LOCKED' : '');

  async function transaction<R>(fn: () => Promise<R>): Promise<R> {
    const outer = current.getStore();
    if (outer) {
      const savepoint = `s${outer.depth}`;
      await outer.client.query(`SAVEPOINT ${savepoint}`);
      outer.depth += 1;
      try {
        const result = await fn();
        await outer.client.query(`RELEASE SAVEPOINT ${savepoint}`);
        return result;
      } catch (error) {
        await outer.client.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
        await outer.client.query(`RELEASE SAVEPOINT ${savepoint}`);
        throw error;
      } finally {
        outer.depth -= 1;
      }
    }
    for (let attempt = 1; ; attempt += 1) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        try {
          const result = await current.run({ client, depth: 1 }, fn);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => (broken = true));
          if (!retryable.has(codeOf(error)) || attempt >= 5) throw error;
        }
      } catch (error) {
        broken = broken || codeOf(error) === '';
        throw error;
      } finally {
        client.release(broken);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }

  function createTable<T>(spec: TableSpec<T>): RecordTable<T> {
    const name = snake(spec.name);
    const indexNames = Object.keys(spec.indexes ?? {});
    const columns = schema.get(name);
    if (!columns) {
      throw new Error(`The sandbox database has no table ${name}: add a migration (postgres.ts).`);
    }
    for (const index of indexNames) {
      if (!columns.has(`ix_${snake(index)}`)) {
        throw new Error(
          `The sandbox database's ${name} table has no column ix_${snake(index)}: add a migration (postgres.ts).`,
        );
      }
    }
    const ixColumns = indexNames.map((index) => `ix_${snake(index)}`);

    const purgeAt = (record: T | null): number | null => {
      const own = record === null ? null : (spec.expiresAt?.(record) ?? null);
      if (retentionMs === undefined) return own;
      const retained = now() + retentionMs;
      return own === null ? retained : Math.min(own, retained);
    };

    const setAside = async (id: string, data: unknown, reason: string): Promise<void> => {
      await transaction(async () => {
        await query(
          'INSERT INTO damaged_records (table_name, id, data, reason, found_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [name, id, JSON.stringify(data), reason, new Date(now()).toISOString(), purgeAt(null)],
        );
        await query(`DELETE FROM ${name} WHERE id = $1`, [id]);
      });
      const damaged: DamagedRecord = { table: spec.name, id, reason };
      options.onDamagedRecord?.(damaged);
    };

    const decode = async (row: { id: string; data: unknown }): Promise<T | undefined> => {
      const record = spec.parse(mapStrings(row.data, unescapeText));
      if (record === undefined) {
        await setAside(unescapeText(row.id), row.data, `does not fit the ${spec.name} table`);
      }
      return record;
    };
    const decodeAll = async (rows: { id: string; data: unknown }[]): Promise<T[]> => {
      const records: T[] = [];
      for (const row of rows) {
        const record = await decode(row);
        if (record !== undefined) records.push(record);
      }
      return records;
    };
    const ixColumn = (index: string) => {
      if (!indexNames.includes(index)) throw new Error(`Table ${spec.name} has no index ${index}`);
      return `ix_${snake(index)}`;
    };

    const upsert = `INSERT INTO ${name} (id, data, expires_at${ixColumns.map((c) => `, ${c}`).join('')})
      VALUES ($1, $2::jsonb, $3${ixColumns.map((_c, i) => `, $${i + 4}`).join('')})
      ON CONFLICT (id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at,
        seq = excluded.seq${ixColumns.map((c) => `, ${c} = excluded.${c}`).join('')}`;

    const table: RecordTable<T> = {
      get: async (id) => {
        const { rows } = await query<{ id: string; data: unknown }>(
          `SELECT id, data FROM ${name} WHERE id = $1${lock()}`,
          [escapeText(id)],
        );
        return rows[0] ? decode(rows[0]) : undefined;
      },
      put: async (record) => {
        const keys = indexNames.map((index) => {
          const key = spec.indexes?.[index]?.(record) ?? null;
          return key === null ? null : escapeText(key);
        });
        await query(upsert, [
          escapeText(spec.id(record)),
          JSON.stringify(mapStrings(record, escapeText)),
          purgeAt(record),
          ...keys,
        ]);
      },
      delete: async (id) =>
        ((await query(`DELETE FROM ${name} WHERE id = $1`, [escapeText(id)])).rowCount ?? 0) > 0,
      findBy: async (index, key) => {
        const column = ixColumn(index);
        const { rows } = await query<{ id: string; data: unknown }>(
          `SELECT id, data FROM ${name} WHERE ${column} = $1 ORDER BY seq${lock()}`,
          [escapeText(key)],
        );
        return decodeAll(rows);
      },
      countBy: async (index, key) => {
        const column = ixColumn(index);
        const { rows } = await query<{ n: string }>(
          `SELECT count(*) AS n FROM ${name} WHERE ${column} = $1`,
          [escapeText(key)],
        );
        return Number(rows[0]?.n ?? 0);
      },
      findUpTo: async (index, upTo, limit) => {
        const column = ixColumn(index);
        // COLLATE "C": byte order, as SQLite compares (the index is built with it too).
        const { rows } = await query<{ id: string; data: unknown }>(
          `SELECT id, data FROM ${name} WHERE ${column} COLLATE "C" <= $1
            ORDER BY ${column} COLLATE "C", seq LIMIT $2${claim()}`,
          [escapeText(upTo), limit],
        );
        return decodeAll(rows);
      },
      purgeExpired: async (at) =>
        (await query(`DELETE FROM ${name} WHERE expires_at IS NOT NULL AND expires_at < $1`, [at]))
          .rowCount ?? 0,
    };
    const check = async () => {
      const { rows } = await query<{ id: string; data: unknown }>(`SELECT id, data FROM ${name}`);
      return rows.length - (await decodeAll(rows)).length;
    };
    tables.set(name, { name, check });
    return table;
  }

  let closed = false;
  return {
    engine: 'postgres',
    table: createTable,
    meta: {
      get: async (key) => {
        const { rows } = await query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [
          key,
        ]);
        return rows[0]?.value;
      },
      set: async (key, value) => {
        await query(
          'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
          [key, value],
        );
      },
      claim: async (key, value) => {
        await query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
          key,
          value,
        ]);
        const { rows } = await query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [
          key,
        ]);
        if (!rows[0]) throw new Error(`The sandbox database lost its ${key} as it was claimed`);
        return rows[0].value;
      },
    },
    transaction,
    lockKey: async (key) => {
      if (!current.getStore()) throw new Error('lockKey needs a transaction');
      await query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [escapeText(key)]);
    },
    exclusive: async (jobName, fn) => {
      // A session lock on a connection of its own, held while fn runs on others.
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
          [`sjd-job:${jobName}`],
        );
        if (!rows[0]?.locked) return undefined;
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [
            `sjd-job:${jobName}`,
          ]);
        }
      } finally {
        client.release();
      }
    },
    reset: async () =>
      transaction(async () => {
        for (const { name } of tables.values()) await query(`DELETE FROM ${name}`);
        await query('DELETE FROM damaged_records');
      }),
    purgeExpired: async (at) =>
      transaction(async () => {
        let purged = 0;
        for (const { name } of tables.values()) {
          const result = await query(
            `DELETE FROM ${name} WHERE expires_at IS NOT NULL AND expires_at < $1`,
            [at],
          );
          purged += result.rowCount ?? 0;
        }
        const damaged = await query(
          'DELETE FROM damaged_records WHERE expires_at IS NOT NULL AND expires_at < $1',
          [at],
        );
        return purged + (damaged.rowCount ?? 0);
      }),
    checkRecords: async () => {
      let damaged = 0;
      for (const { check } of tables.values()) damaged += await check();
      return damaged;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
