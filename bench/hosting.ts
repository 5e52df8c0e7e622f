// Hosting for many visitors (issue 33): requests/s of the sandbox's Payments API authorization
// (a new payment per request: validation, the scenario table, a transaction with its writes)
// (1) on PostgreSQL ÷ on SQLite, one instance each, in this process, measured interleaved;
// (2) two instances ÷ one through HAProxy: the topology of compose.hosting.yaml started from the
//     machine's packages (PostgreSQL, two built demo instances, HAProxy round robin), measured with
//     both instances up, then with one killed and marked down by the health checks.
// On this 2-core machine the load generator, PostgreSQL, HAProxy and both instances share the two
// cores, so (2) is a floor: on machines with a core per instance it scales further.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { providerApis } from '@sjd/contracts';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { postgresUnavailableReason, startTestPostgres } from '@sjd/postgres/test-server';
import { startTopology, topologyUnavailableReason } from '../apps/server/src/testing/topology';
import { compareThroughput, runLoad, type LoadOptions } from './lib/load';
import { BenchSkipped, sized } from './lib/mode';
import { ratio, type Report } from './lib/report';
import { listenOnLoopback } from './throughput';

const card = { cardNumber: '4444333322221111', cardHolderName: 'Ada Lovelace', cvc: '555' };
const expiry = { month: 12, year: 2035 };
let counter = 0;

function authorization(
  sandboxUrl: string,
  credentials: { username: string; password: string },
): LoadOptions {
  const api = providerApis.payments;
  return {
    url: `${sandboxUrl}/api/payments`,
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`,
      'content-type': api.contentType,
      accept: api.accept,
      'wp-api-version': api.apiVersion,
    },
    body: () =>
      JSON.stringify({
        transactionReference: `bench-${process.pid}-${(counter += 1)}`,
        merchant: { entity: 'default' },
        instruction: {
          method: 'card',
          paymentInstrument: { type: 'plain', expiryDate: expiry, ...card },
          narrative: { line1: 'Smart Journey Demo' },
          value: { currency: 'GBP', amount: 4200 },
        },
      }),
    seconds: sized(4, 1),
    connections: 10,
  };
}

async function postgresVersusSqlite(report: Report): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'sjd-bench-store-'));
  const postgres = await startTestPostgres();
  if (!postgres) throw new Error('no PostgreSQL');
  const base = { SANDBOX_DB: join(folder, 'sandbox.db'), LOG_LEVEL: 'silent' };
  const sqliteSandbox = await buildSandbox(sandboxConfigFromEnv(base).config);
  const pgSandbox = await buildSandbox(
    sandboxConfigFromEnv({ ...base, DATABASE_URL: await postgres.createDatabase('sjd_bench') })
      .config,
  );
  try {
    const { credentials } = sqliteSandbox.sandboxConfig;
    const result = await compareThroughput(
      authorization(await listenOnLoopback(pgSandbox), credentials),
      authorization(await listenOnLoopback(sqliteSandbox), credentials),
    );
    report.figure(
      'sandbox POST /api/payments, SQLite (one instance)',
      `${Math.round(result.baseline)} req/s`,
    );
    report.figure(
      'sandbox POST /api/payments, PostgreSQL (one instance)',
      `${Math.round(result.target)} req/s`,
    );
    report.figure('sandbox on PostgreSQL / on SQLite', ratio(result.ratio));
  } finally {
    await pgSandbox.close();
    await sqliteSandbox.close();
    await postgres.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function twoInstancesVersusOne(report: Report): Promise<void> {
  const topology = await startTopology({ env: { RATE_LIMIT_MAX: '1000000' } });
  try {
    const credentials = { username: 'sjd-demo', password: 'sjd-demo-secret' };
    const load = authorization(topology.sandboxUrl, credentials);
    await runLoad({ ...load, seconds: 1 }); // warm-up
    const two = (await runLoad(load)).perSecond;
    await topology.kill('b');
    await topology.waitForStatus({ a: 'UP', b: 'DOWN' });
    await runLoad({ ...load, seconds: 1 });
    const one = (await runLoad(load)).perSecond;
    report.figure('through HAProxy, one instance (PostgreSQL)', `${Math.round(one)} req/s`);
    report.figure('through HAProxy, two instances (PostgreSQL)', `${Math.round(two)} req/s`);
    report.figure('two instances / one, through the balancer (2 cores: a floor)', ratio(two / one));
  } finally {
    await topology.stop();
  }
}

export async function benchHosting(report: Report): Promise<void> {
  console.log(
    'Hosting: the sandbox on PostgreSQL vs SQLite, and two instances vs one behind HAProxy…',
  );
  const skip = topologyUnavailableReason(postgresUnavailableReason());
  if (skip) throw new BenchSkipped(skip);
  await postgresVersusSqlite(report);
  await twoInstancesVersusOne(report);
  report.note('Hosting figures', [
    "The load generator, PostgreSQL, HAProxy and both instances share this machine's 2 cores:",
    'two instances ÷ one is a floor, not what two machines (or a core per instance) would give.',
  ]);
}
