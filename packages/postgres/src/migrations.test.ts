// The migration runner both the sandbox's store and the site's ledger use, on a real PostgreSQL:
// each version once, even when several instances start together, and a database migrated by
// another build (a version recorded under another name) refused by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pool } from 'pg';
import { applyMigrations, type MigrationSet } from './migrations';
import {
  endPool,
  postgresUnavailableReason,
  startTestPostgres,
  type TestPostgres,
} from './test-server';

const skip = postgresUnavailableReason() !== null;
let server: TestPostgres | null = null;
const pools: Pool[] = [];
let databases = 0;

beforeAll(async () => {
  if (!skip) server = await startTestPostgres();
}, 60_000);
afterAll(async () => {
  // Every connection closed before the server stops (endPool says why).
  for (const pool of pools) await endPool(pool);
  await server?.stop();
});

async function freshPool(): Promise<Pool> {
  if (!server) throw new Error('no PostgreSQL');
  databases += 1;
  const pool = new Pool({ connectionString: await server.createDatabase(`sjd_mig_${databases}`) });
  pools.push(pool);
  return pool;
}

const set = (names: string[]): MigrationSet => ({
  table: 'test_migrations',
  lock: 0x7465_7374,
  owner: 'The test database',
  migrations: names.map((name, i) => ({
    version: i + 1,
    name,
    sql: `CREATE TABLE t${i + 1}_${name.replace(/\W/g, '_')} (id int)`,
  })),
});

async function run(pool: Pool, migrations: MigrationSet): Promise<number[]> {
  const client = await pool.connect();
  try {
    return await applyMigrations(client, migrations);
  } finally {
    client.release();
  }
}

describe.skipIf(skip)('applyMigrations', () => {
  it('applies each version once, also when instances start together', async () => {
    const pool = await freshPool();
    const ran = await Promise.all([run(pool, set(['a', 'b'])), run(pool, set(['a', 'b']))]);
    expect(ran.flat().sort()).toEqual([1, 2]);
    expect(await run(pool, set(['a', 'b', 'c']))).toEqual([3]);
  });

  it('refuses a database another build migrated, naming both migrations', async () => {
    const pool = await freshPool();
    await run(pool, set(['a', 'clocks']));
    await expect(run(pool, set(['a', 'faults', 'clocks']))).rejects.toThrow(
      'The test database was migrated by another build: its migration 2 is "clocks", this build\'s is "faults"',
    );
  });
});
