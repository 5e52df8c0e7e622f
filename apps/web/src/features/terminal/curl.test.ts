import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '../event-log/event-log-types';
import { shellQuote, toCurl } from './curl';

const request: ApiEvent = {
  title: 'Create verified token',
  type: 'request',
  api: 'Verified Tokens',
  method: 'POST',
  url: 'http://localhost:3001/verifiedTokens/cardOnFile',
  body: { description: "Shopper's card", namespace: 'SHOPPER_ID_1' },
};

describe('toCurl', () => {
  it('builds a command with the API media types and placeholder credentials', () => {
    expect(toCurl(request)).toBe(
      [
        "curl -X POST 'http://localhost:3001/verifiedTokens/cardOnFile'",
        '  -u "$PROVIDER_USERNAME:$PROVIDER_PASSWORD"',
        "  -H 'Content-Type: application/vnd.worldpay.verified-tokens-v3.hal+json'",
        "  -H 'Accept: application/vnd.worldpay.verified-tokens-v3.hal+json'",
        `  -d '{\n  "description": "Shopper'\\''s card",\n  "namespace": "SHOPPER_ID_1"\n}'`,
      ].join(' \\\n'),
    );
  });

  it('adds the version header for the Payments API and no body for a GET', () => {
    const command = toCurl({
      title: 'Query payment',
      type: 'request',
      api: 'Payments API',
      method: 'GET',
      url: 'http://localhost:3001/api/payments/abc',
    });
    expect(command).toContain("-H 'WP-Api-Version: 2024-06-01'");
    expect(command).not.toContain('Content-Type');
    expect(command).not.toContain('-d');
  });

  it.each<[string, Partial<ApiEvent>]>([
    ['a response', { type: 'response' }],
    ['a step without URL', { url: undefined }],
    ['a step without method', { method: undefined }],
    ['a simulated exchange (never sent)', { simulated: true }],
  ])('gives nothing for %s', (_name, change) => {
    expect(toCurl({ ...request, ...change })).toBeNull();
  });

  it('quotes single quotes for the shell', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });
});
