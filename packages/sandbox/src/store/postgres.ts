// PostgreSQL implementation of the store (DATABASE_URL), for several sandbox instances sharing
// one state behind a load balancer. The same tables as SQLite, one per record type, the record
// in a JSONB column beside its indexed keys and its purge time. The schema comes from versioned
// migrations (below), applied at start-up under an advisory lock, so instances starting together
// apply each one once and wait for each other. In a transaction every read locks its rows
// (`SELECT … FOR UPDATE`), so a read-modify-write never loses another instance's update; a
// transaction that meets a deadlock is run again (PostgreSQL picks one side and aborts it).
import { Pool, type PoolClient } from 'pg';
import { applyMigrations } from '@sjd/postgres';
import { PostgresSession } from './postgres-session';
import { escapeText, PostgresTable } from './postgres-table';
import { checkTables } from './store';
import type { RecordTable, SandboxStore, StoreOptions, TableSpec } from './store';

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
  {
    version: 6,
    name: 'network tokens and card verifications',
    sql: `
      ${recordTable('network_tokens', ['token_number'])}
      ${recordTable('card_verifications', [])}
    `,
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

/** The store's `meta` rows: start-up facts and the secrets every instance shares. */
function postgresMeta(session: PostgresSession): SandboxStore['meta'] {
  const read = async (key: string) => {
    const { rows } = await session.query<{ value: string }>(
      'SELECT value FROM meta WHERE key = $1',
      [key],
    );
    return rows[0]?.value;
  };
  return {
    get: read,
    set: async (key, value) => {
      await session.query(
        'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        [key, value],
      );
    },
    claim: async (key, value) => {
      await session.query(
        'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
        [key, value],
      );
      const stored = await read(key);
      if (stored === undefined) {
        throw new Error(`The sandbox database lost its ${key} as it was claimed`);
      }
      return stored;
    },
  };
}

/** Runs `fn` unless another instance holds the job's lock: a session lock on a connection of its own. */
async function exclusiveJob<R>(
  pool: Pool,
  jobName: string,
  fn: () => Promise<R>,
): Promise<R | undefined> {
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
}

function postgresStore(
  pool: Pool,
  schema: Map<string, Set<string>>,
  options: StoreOptions,
): SandboxStore {
  const session = new PostgresSession(pool);
  const { transaction } = session;
  const tables = new Map<string, Pick<PostgresTable<unknown>, 'name' | 'purgeExpired' | 'check'>>();
  let closed = false;
  return {
    engine: 'postgres',
    table: <T>(spec: TableSpec<T>): RecordTable<T> => {
      const table = new PostgresTable(session, spec, schema, options);
      tables.set(table.name, table);
      return table;
    },
    meta: postgresMeta(session),
    transaction,
    afterCommit: session.afterCommit,
    lockKey: async (key) => {
      if (!session.inTransaction) throw new Error('lockKey needs a transaction');
      await session.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        escapeText(key),
      ]);
    },
    exclusive: (jobName, fn) => exclusiveJob(pool, jobName, fn),
    reset: async () =>
      transaction(async () => {
        for (const { name } of tables.values()) await session.query(`DELETE FROM ${name}`);
        await session.query('DELETE FROM damaged_records');
      }),
    purgeExpired: async (at) =>
      transaction(async () => {
        let purged = 0;
        for (const table of tables.values()) purged += await table.purgeExpired(at);
        const damaged = await session.query(
          'DELETE FROM damaged_records WHERE expires_at IS NOT NULL AND expires_at < $1',
          [at],
        );
        return purged + (damaged.rowCount ?? 0);
      }),
    checkRecords: () => checkTables(tables.values()),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
