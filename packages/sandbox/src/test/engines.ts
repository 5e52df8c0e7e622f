// The store's two implementations for tests that run against both: SQLite (a file in a temporary
// folder, so two store instances can share it) and a real PostgreSQL started from the machine's
// binaries (@sjd/postgres/test-server), one fresh database per `fresh()`. Without PostgreSQL binaries
// the PostgreSQL half is skipped and the reason printed once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openPostgresStore } from '../store/postgres';
import { openSqliteStore } from '../store/sqlite';
import type { SandboxStore, StoreOptions } from '../store/store';
import {
  postgresUnavailableReason,
  startTestPostgres,
  type TestPostgres,
} from '@sjd/postgres/test-server';

/** One database of an engine, shared by the store instances opened on it. */
export interface TestDatabase {
  /** Another store instance on this database (an instance of the sandbox). */
  open(options?: StoreOptions): Promise<SandboxStore>;
  /** What the sandbox's config names it by: a file or a DATABASE_URL. */
  config: { databaseFile: string } | { databaseFile: string; databaseUrl: string };
}

export interface TestEngine {
  name: 'sqlite' | 'postgres';
  /** True when this engine's tests are skipped (no PostgreSQL binaries; reason printed). */
  skip: boolean;
  /** A new empty database. */
  fresh(): Promise<TestDatabase>;
}

export const postgresSkipReason = postgresUnavailableReason();
if (postgresSkipReason) console.warn(`PostgreSQL tests skipped: ${postgresSkipReason}`);

let databases = 0;

/**
 * The engines for `describe.each`, with the hooks that start and stop PostgreSQL (and delete
 * the SQLite files) around the calling file's tests.
 */
export function testEngines(): TestEngine[] {
  const folder = mkdtempSync(join(tmpdir(), 'sjd-store-'));
  let server: TestPostgres | null = null;
  beforeAll(async () => {
    if (!postgresSkipReason) server = await startTestPostgres();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });
  const sqlite: TestEngine = {
    name: 'sqlite',
    skip: false,
    fresh: async () => {
      databases += 1;
      const file = join(folder, `store-${databases}.db`);
      return {
        open: async (options) => openSqliteStore(file, options),
        config: { databaseFile: file },
      };
    },
  };
  const postgres: TestEngine = {
    name: 'postgres',
    skip: postgresSkipReason !== null,
    fresh: async () => {
      if (!server) throw new Error('PostgreSQL did not start');
      databases += 1;
      const url = await server.createDatabase(`sjd_test_${process.pid}_${databases}`);
      return {
        open: async (options) => (await openPostgresStore(url, { ...options, poolSize: 5 })).store,
        config: { databaseFile: ':memory:', databaseUrl: url },
      };
    },
  };
  return [sqlite, postgres];
}
