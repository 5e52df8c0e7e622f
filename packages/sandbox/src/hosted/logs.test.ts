// The hosted pages take card data (the hosted payment page's form, the DDC Bin) and 3DS
// JWTs: none of it may reach a log, also when a request is refused or cannot be parsed, or when
// a card number is typed into a URL (a payment query's transactionReference).
import { describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { hostileLogSecrets, hostileLogUrls } from '../test/hostile-log-urls';
import { testConfig } from '../test/harness';
import { shopOrigin } from './test/pages';

describe('hosted page logs', () => {
  it('never contain card numbers, CVCs or posted fields', async () => {
    const lines: string[] = [];
    const app = await buildSandbox(testConfig({ logLevel: 'info', appOrigins: [shopOrigin] }), {
      logStream: { write: (line) => void lines.push(line) },
    });
    const auth = `Basic ${Buffer.from('sjd-demo:sjd-demo-secret').toString('base64')}`;
    const pageType = 'application/vnd.worldpay.payment_pages-v1.hal+json';
    try {
      const created = await app.inject({
        method: 'POST',
        url: '/payment_pages',
        headers: { authorization: auth, 'content-type': pageType, accept: pageType },
        payload: JSON.stringify({
          transactionReference: 'logs-1',
          merchant: { entity: 'default' },
          narrative: { line1: 'Museum of Art' },
          value: { currency: 'GBP', amount: 1600 },
          threeDS: { type: 'disabled' },
        }),
      });
      const path = new URL(created.json<{ url: string }>().url).pathname;
      const card = {
        cardHolderName: 'ERROR',
        cardNumber: '5454545454545454',
        expiry: '12/35',
        cvc: '737',
      };
      for (const payload of [
        JSON.stringify(card),
        '{"cardNumber":"5454545454545454"',
        'x'.repeat(20_000),
      ]) {
        await app.inject({
          method: 'POST',
          url: `${path}/payments`,
          headers: { 'content-type': 'application/json' },
          payload,
        });
      }
      await app.inject({
        method: 'GET',
        url: '/paymentQueries/payments?transactionReference=5454545454545454',
        headers: { authorization: auth },
      });
      await app.inject({
        method: 'POST',
        url: '/V1/Cruise/Collect',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'Bin=5454545454545454&JWT=eyJhbGciOiJIUzI1NiJ9.e30.c2ln',
      });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/payments');
    expect(log).toContain('/V1/Cruise/Collect');
    expect(log).toContain('/paymentQueries/payments?transactionReference=[redacted]');
    for (const secret of ['5454545454545454', 'cardNumber', 'cvc', 'eyJhbGciOiJIUzI1NiJ9']) {
      expect(log).not.toContain(secret);
    }
  });

  it('blank card data typed into a URL, encoded or not (issue 34, item 6)', async () => {
    const lines: string[] = [];
    const app = await buildSandbox(testConfig({ logLevel: 'info' }), {
      logStream: { write: (line) => void lines.push(line) },
    });
    const urls = hostileLogUrls('transactionReference').map((url) =>
      url.replace('/x?', '/paymentQueries/payments?').replace('/retail', '/tokens'),
    );
    try {
      for (const url of urls) await app.inject(url);
    } finally {
      await app.close();
    }
    const logged = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(logged).toHaveLength(urls.length);
    expect(logged).toContain('/tokens/[redacted]');
    expect(logged).toContain('/paymentQueries/payments?transactionReference=[redacted]');
    for (const line of lines) {
      for (const secret of hostileLogSecrets) expect(line).not.toContain(secret);
    }
  });
});
