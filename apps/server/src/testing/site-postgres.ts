// The site's ledgers on a real PostgreSQL in tests, started from the machine's binaries
// (@sjd/postgres/test-server): one server per test file, a fresh database per `fresh()`, each
// `open()` another instance's SiteDatabase on it (closed after the file). Without PostgreSQL
// binaries the tests are skipped with the reason printed, except in CI, where that fails.
import { afterAll, beforeAll } from 'vitest';
import {
  postgresUnavailableReason,
  startTestPostgres,
  type TestPostgres,
} from '@sjd/postgres/test-server';
import { SiteDatabase } from '../site-database';
import { PostgresVisitorLedger } from '../visitors/postgres-visitor-ledger';
import { PostgresEventLedger } from '../webhooks/postgres-event-ledger';

/** One instance's view of the site's database: its ledgers. */
export interface SiteInstance {
  db: SiteDatabase;
  visitors: PostgresVisitorLedger;
  events: PostgresEventLedger;
}

export interface SitePostgres {
  /** Why PostgreSQL cannot be tested here, or null. */
  skipReason: string | null;
  /** A fresh database: its URL, and `open()` for another instance's ledgers on it. */
  fresh(): Promise<{ url: string; open(): Promise<SiteInstance> }>;
}

/** Call at the top of a test file: registers the server's start and stop. */
export function useSitePostgres(what: string): SitePostgres {
  const skipReason = postgresUnavailableReason();
  if (skipReason) {
    if (process.env.CI) throw new Error(`${what} cannot be tested: ${skipReason}`);
    console.warn(`${what} tests skipped: ${skipReason}`);
  }
  let server: TestPostgres | null = null;
  const opened: SiteInstance[] = [];
  let databases = 0;

  beforeAll(async () => {
    if (!skipReason) server = await startTestPostgres();
  }, 60_000);
  afterAll(async () => {
    for (const { events, db } of opened) {
      await events.close();
      await db.close();
    }
    await server?.stop();
  });

  return {
    skipReason,
    fresh: async () => {
      if (!server) throw new Error('no PostgreSQL');
      databases += 1;
      const url = await server.createDatabase(`sjd_site_${databases}`);
      return {
        url,
        open: async () => {
          const db = await SiteDatabase.open(url);
          const instance = {
            db,
            visitors: new PostgresVisitorLedger(db),
            events: await PostgresEventLedger.open(db),
          };
          opened.push(instance);
          return instance;
        },
      };
    },
  };
}
