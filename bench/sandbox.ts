// (c) Requests/s of the sandbox for a verified token creation and for a Payments API
// authorization, each against a bare Fastify route that parses a JSON body and answers JSON,
// measured in the same run on loopback, as ratios. Every request creates something new (a
// token in a fresh namespace, a payment with a fresh transactionReference), so the figures
// include validation, the scenario table and the SQLite writes.
import Fastify from 'fastify';
import { providerApis } from '@sjd/contracts';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { compareThroughput } from './lib/load';
import { ratio, type Report } from './lib/report';
import { listenOnLoopback } from './throughput';

/**
 * Below this share of a bare Fastify route, something per-request has become heavy (a hash
 * loop, an unprepared statement, a full-table scan). Measured: 0.12–0.21× on a loaded 2-core
 * machine, with the load generator in the same process.
 */
const minimumRatio = 0.05;

function bareJsonRoute() {
  const bare = Fastify({ logger: false });
  bare.post('/bare', async (request) => ({ received: typeof request.body, outcome: 'authorized' }));
  return bare;
}

export async function benchSandboxThroughput(report: Report): Promise<void> {
  console.log(
    'Sandbox throughput: token creation and Payments API authorization against a bare Fastify JSON route…',
  );
  const { config } = sandboxConfigFromEnv({ SANDBOX_DB: ':memory:', LOG_LEVEL: 'silent' });
  const sandbox = await buildSandbox(config);
  const bare = bareJsonRoute();
  const auth = `Basic ${Buffer.from(`${config.credentials.username}:${config.credentials.password}`).toString('base64')}`;
  let counter = 0;
  const card = { cardNumber: '4444333322221111', cardHolderName: 'Ada Lovelace', cvc: '555' };
  const expiry = { month: 12, year: 2035 };
  try {
    const sandboxUrl = await listenOnLoopback(sandbox);
    const bareUrl = await listenOnLoopback(bare);
    const baseline = {
      url: `${bareUrl}/bare`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        transactionReference: 'bench',
        value: { amount: 100, currency: 'GBP' },
      }),
    };
    const cases = [
      {
        name: 'POST /verifiedTokens/cardOnFile (new token)',
        url: `${sandboxUrl}/verifiedTokens/cardOnFile`,
        api: providerApis.verifiedTokens,
        body: () =>
          JSON.stringify({
            paymentInstrument: { type: 'card/plain', cardExpiryDate: expiry, ...card },
            merchant: { entity: 'default' },
            verificationCurrency: 'GBP',
            namespace: `bench-${(counter += 1)}`,
          }),
      },
      {
        name: 'POST /api/payments (authorization)',
        url: `${sandboxUrl}/api/payments`,
        api: providerApis.payments,
        body: () =>
          JSON.stringify({
            transactionReference: `bench-${(counter += 1)}`,
            merchant: { entity: 'default' },
            instruction: {
              method: 'card',
              paymentInstrument: { type: 'plain', expiryDate: expiry, ...card },
              narrative: { line1: 'Smart Journey Demo' },
              value: { currency: 'GBP', amount: 4200 },
            },
          }),
      },
    ];
    for (const { name, url, api, body } of cases) {
      const headers: Record<string, string> = {
        authorization: auth,
        'content-type': api.contentType,
        accept: api.accept,
        ...('apiVersion' in api ? { 'wp-api-version': api.apiVersion } : {}),
      };
      const result = await compareThroughput({ url, method: 'POST', headers, body }, baseline);
      report.figure(`bare Fastify JSON POST (vs ${name})`, `${Math.round(result.baseline)} req/s`);
      report.figure(`sandbox ${name}`, `${Math.round(result.target)} req/s`);
      report.figure(`sandbox ${name} / bare Fastify`, ratio(result.ratio));
      report.budget(
        `sandbox ${name} ≥ ${ratio(minimumRatio)} of bare Fastify`,
        result.ratio >= minimumRatio,
        ratio(result.ratio),
      );
    }
  } finally {
    await sandbox.close();
    await bare.close();
  }
}
