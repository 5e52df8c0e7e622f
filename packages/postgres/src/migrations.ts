// Versioned schema migrations for a PostgreSQL database several instances share: the sandbox's
// store (packages/sandbox store/postgres.ts) and the site's ledgers (apps/server
// site-database.ts) each keep their own list and their own record of what ran.
import type { PoolClient } from 'pg';

export interface MigrationSet {
  /** The table that records which versions ran (e.g. schema_migrations). */
  table: string;
  /** The advisory lock key they run under. */
  lock: number;
  /** Whose database, for the error: "The sandbox database's migration 2 (…) failed". */
  owner: string;
  migrations: readonly { version: number; name: string; sql: string }[];
}

/**
 * Applies the migrations of `set` not applied yet, each in its own transaction, under an
 * advisory lock: several instances starting at once apply each one once. Returns the versions
 * it ran.
 */
export async function applyMigrations(client: PoolClient, set: MigrationSet): Promise<number[]> {
  await client.query('SELECT pg_advisory_lock($1)', [set.lock]);
  try {
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${set.table} (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const recorded = (
      await client.query<{ version: number; name: string }>(
        `SELECT version, name FROM ${set.table}`,
      )
    ).rows;
    // A version recorded under another name was another build's migration (a branch that
    // numbered its own): applying ours on top would skip a table, so refuse, saying which.
    for (const row of recorded) {
      const ours = set.migrations.find((migration) => migration.version === row.version);
      if (ours && ours.name !== row.name) {
        throw new Error(
          `${set.owner} was migrated by another build: its migration ${row.version} is "${row.name}", this build's is "${ours.name}". Use a fresh database (or drop its tables).`,
        );
      }
    }
    const applied = new Set(recorded.map((row) => row.version));
    const ran: number[] = [];
    for (const migration of set.migrations) {
      if (applied.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(`INSERT INTO ${set.table} (version, name) VALUES ($1, $2)`, [
          migration.version,
          migration.name,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(
          `${set.owner}'s migration ${migration.version} (${migration.name}) failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      ran.push(migration.version);
    }
    return ran;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [set.lock]);
  }
}
