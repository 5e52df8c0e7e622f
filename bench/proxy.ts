// (c) The proxy's cost: requests/s of POST /api/wpservices creating a verified token in the
// sandbox (createVerifiedToken, POST /verifiedTokens/cardOnFile, card/plain body) against the
// same request sent to the sandbox directly with its Basic auth and media type, measured in
// the same run on loopback, as a ratio. Both sides include the sandbox's own work, so the ratio
// is what a visitor's call pays for going through the server (validation, allow-list, a second
// HTTP hop, the envelope).
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { providerApis, providerResultSchema } from '@sjd/contracts';
import { buildSandbox, defaultSandboxCredentials, sandboxConfigFromEnv } from '@sjd/sandbox';
import { compareThroughput } from './lib/load';
import { freePort } from './lib/ports';
import { ratio, type Report } from './lib/report';
import { listenOnLoopback } from './throughput';

const path = '/verifiedTokens/cardOnFile';
const minRatio = 0.1;
const mediaType = providerApis.verifiedTokens.contentType;

/** One card stored again and again: the sandbox answers 201 once, then 200 (same token). */
const createVerifiedToken = {
  description: 'Smart Journey Demo bench',
  paymentInstrument: {
    type: 'card/plain',
    cardHolderName: 'Bench Shopper',
    cardNumber: '4444333322221111',
    cardExpiryDate: { month: 5, year: 2035 },
    cvc: '555',
    billingAddress: {
      address1: '1 Bench Street',
      postalCode: 'AAAA',
      city: 'London',
      countryCode: 'GB',
    },
  },
  merchant: { entity: 'default' },
  verificationCurrency: 'GBP',
  namespace: 'SHOPPER_BENCH',
};

export async function benchProxyThroughput(report: Report): Promise<void> {
  console.log('Proxy throughput: POST /api/wpservices → sandbox against the sandbox directly…');
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const { config: sandboxConfig } = sandboxConfigFromEnv({
    SANDBOX_PUBLIC_URL: sandboxUrl,
    SANDBOX_DB: ':memory:',
    LOG_LEVEL: 'silent',
  });
  const sandbox = await buildSandbox(sandboxConfig);
  const { username, password } = defaultSandboxCredentials;
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

  const config = loadConfig({ LOG_LEVEL: 'silent', SANDBOX_PUBLIC_URL: sandboxUrl }).app;
  // The rate limit stays on (its cost is part of the proxy's) but cannot trip during the run.
  const app = await buildApp({
    ...config,
    webDist: null,
    rateLimit: { max: 1e9, windowMs: 60_000 },
  });
  try {
    await sandbox.listen({ port: sandboxPort, host: '127.0.0.1' });
    const appUrl = await listenOnLoopback(app);
    const proxied = {
      url: `${appUrl}/api/wpservices`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', url: path, payload: createVerifiedToken }),
    };
    const direct = {
      url: `${sandboxUrl}${path}`,
      method: 'POST' as const,
      headers: { authorization, 'content-type': mediaType, accept: mediaType },
      body: JSON.stringify(createVerifiedToken),
    };

    // One call first: the ratio means nothing if the sandbox refuses the request.
    const probe = await fetch(proxied.url, proxied);
    const result = providerResultSchema.parse(await probe.json());
    if (result.status >= 300) {
      throw new Error(`The sandbox answered ${result.status}: ${JSON.stringify(result.body)}`);
    }

    const measured = await compareThroughput(proxied, direct);
    report.figure(`sandbox ${path} direct`, `${Math.round(measured.baseline)} req/s`);
    report.figure('via /api/wpservices', `${Math.round(measured.target)} req/s`);
    report.figure('/api/wpservices / direct', ratio(measured.ratio));
    // Each proxied call crosses two more HTTP legs in the same process, so well under 1× is
    // expected; 0.1× catches a regression such as the fetch-based client (0.05× here).
    report.budget(
      'proxy throughput ≥ 0.10× direct',
      measured.ratio >= minRatio,
      `${ratio(measured.ratio)} (budget ${ratio(minRatio)})`,
    );
  } finally {
    await app.close();
    await sandbox.close();
  }
}
