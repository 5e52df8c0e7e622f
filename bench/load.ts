// (e) Load: 50 connections for 60 s of mixed calls through the proxy — a new verified token
// (POST /api/wpservices → createVerifiedToken, a fresh namespace each time) and a Payments API
// authorization (POST /api/payments, a fresh transactionReference) in turn — against the demo as
// `npm start` runs it (production bundle, built-in sandbox on an SQLite file, logging to a file)
// in a child process, on loopback, after a warm-up of the same load. The API rate limit is
// raised out of reach for the run. Budgets: no error of any kind (transport, non-2xx, timeout,
// or a provider answer other than 201), and the server's memory (RSS) after the run within 20%
// of what it was after the warm-up, each read right after a full garbage collection
// (lib/memory-probe.mjs) so the collector's sawtooth does not decide the figure; the heap
// retained after collection is printed beside it (a leak would show there first). The p50/p99
// latencies are printed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { browserHeaders, createVerifiedToken } from './proxy';
import { startDemoProcess } from './lib/demo-process';
import { assertLoopback } from './lib/load';
import { sized } from './lib/mode';
import { outDir } from './lib/paths';
import type { Report } from './lib/report';

const connections = 50;
const seconds = sized(Number(process.env.BENCH_LOAD_SECONDS ?? 60), 2);
const warmUpSeconds = sized(15, 1);
const maxMemoryGrowth = 0.2;

const payment = (reference: string) => ({
  transactionReference: reference,
  merchant: { entity: 'default' },
  instruction: {
    method: 'card',
    paymentInstrument: {
      type: 'plain',
      cardHolderName: 'Load Shopper',
      cardNumber: '4444333322221111',
      expiryDate: { month: 5, year: 2035 },
      cvc: '555',
    },
    narrative: { line1: 'Smart Journey Demo' },
    value: { currency: 'GBP', amount: 200 },
  },
});

interface LoadOutcome {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Everything that is not a 200 carrying the provider's 201, by kind. */
  errors: Record<string, number>;
}

/** Unique across the warm-up and the run: a repeated reference would be a provider 400. */
let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${(counter += 1)}`;

async function mixedLoad(appUrl: string, runSeconds: number): Promise<LoadOutcome> {
  assertLoopback(appUrl);
  const providerStatuses = new Map<number, number>();
  const onResponse = (status: number, body: string) => {
    if (status !== 200) return;
    const match = /^\{"status":(\d+),/.exec(body);
    const providerStatus = match ? Number(match[1]) : -1;
    if (providerStatus !== 201) {
      providerStatuses.set(providerStatus, (providerStatuses.get(providerStatus) ?? 0) + 1);
    }
  };
  const result = await autocannon({
    url: appUrl,
    connections,
    duration: runSeconds,
    requests: [
      {
        method: 'POST',
        path: '/api/wpservices',
        headers: browserHeaders,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            method: 'POST',
            url: '/verifiedTokens/cardOnFile',
            payload: { ...createVerifiedToken, namespace: unique('LOAD') },
          }),
        }),
        onResponse,
      },
      {
        method: 'POST',
        path: '/api/payments',
        headers: browserHeaders,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ payload: payment(unique('load')) }),
        }),
        onResponse,
      },
    ],
  });
  const errors: Record<string, number> = {
    'transport errors': result.errors,
    timeouts: result.timeouts,
    'non-2xx answers': result.non2xx,
  };
  for (const [status, count] of providerStatuses) errors[`provider status ${status}`] = count;
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function benchLoad(report: Report): Promise<void> {
  console.log(
    `Load: ${connections} connections, ${warmUpSeconds} s warm-up then ${seconds} s of token creation and payments through the proxy…`,
  );
  const folder = mkdtempSync(join(tmpdir(), 'sjd-bench-load-'));
  const demo = await startDemoProcess({
    logFile: join(outDir, 'load-server.log'),
    env: { SANDBOX_DB: join(folder, 'sandbox.db') },
    memoryProbe: true,
  });
  try {
    const warmUp = await mixedLoad(demo.appUrl, warmUpSeconds);
    const afterWarmUp = await demo.memoryAfterGc();
    const run = await mixedLoad(demo.appUrl, seconds);
    const afterRun = await demo.memoryAfterGc();

    const errorCount = Object.values(run.errors).reduce((sum, n) => sum + n, 0);
    const warmUpErrors = Object.values(warmUp.errors).reduce((sum, n) => sum + n, 0);
    report.figure(
      `load: ${connections} connections × ${seconds} s`,
      `${run.requests} requests, ${Math.round(run.perSecond)} req/s`,
    );
    report.figure('load latency p50 / p99', `${run.p50} ms / ${run.p99} ms`);
    const details = (errors: Record<string, number>) =>
      Object.entries(errors)
        .filter(([, n]) => n > 0)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ');
    // The warm-up absorbs the cold start (JIT, first connections): its errors are printed, the
    // budget is the measured run's.
    report.invariant(
      'load: 0 errors',
      errorCount === 0,
      `${errorCount === 0 ? `0 errors in ${run.requests} requests` : details(run.errors)}${
        warmUpErrors ? ` (in the warm-up, not counted: ${details(warmUp.errors)})` : ''
      }`,
    );
    const growth = afterRun.rss / afterWarmUp.rss - 1;
    // The whole process's RSS, the sandbox's thread included; the collection runs on the server's
    // thread only (memory-probe.mjs), so the sandbox's garbage of the moment is in both figures.
    report.figure(
      'process RSS after a GC of the server thread: after warm-up / after run',
      `${mb(afterWarmUp.rss)} / ${mb(afterRun.rss)}`,
    );
    report.figure(
      'server thread heap after GC: after warm-up / after run',
      `${mb(afterWarmUp.heapUsed)} / ${mb(afterRun.heapUsed)}`,
    );
    report.budget(
      `load: memory growth ≤ ${maxMemoryGrowth * 100}%`,
      growth <= maxMemoryGrowth,
      `${(growth * 100).toFixed(1)}% RSS (${mb(afterWarmUp.rss)} → ${mb(afterRun.rss)})`,
    );
  } finally {
    await demo.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
