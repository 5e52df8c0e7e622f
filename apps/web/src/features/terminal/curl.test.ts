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

const demoCredentials = { username: 'sjd-demo', password: 'sjd-demo-secret' };

describe('toCurl', () => {
  it('builds a command with the API media types and placeholder credentials, saying why', () => {
    expect(toCurl(request)?.command).toBe(
      [
        '# Set PROVIDER_USERNAME and PROVIDER_PASSWORD to your provider credentials: the browser never has them (the demo server adds them).',
        [
          "curl -X POST 'http://localhost:3001/verifiedTokens/cardOnFile'",
          '  -u "$PROVIDER_USERNAME:$PROVIDER_PASSWORD"',
          "  -H 'Content-Type: application/vnd.worldpay.verified-tokens-v3.hal+json'",
          "  -H 'Accept: application/vnd.worldpay.verified-tokens-v3.hal+json'",
          `  -d '{\n  "description": "Shopper'\\''s card",\n  "namespace": "SHOPPER_ID_1"\n}'`,
        ].join(' \\\n'),
      ].join('\n'),
    );
  });

  it('against the built-in sandbox: its demo credentials, said to be public demo values', () => {
    const copy = toCurl(request, { demoCredentials });
    expect(copy?.command.split('\n').slice(0, 3)).toEqual([
      "# Built-in sandbox: its demo credentials and test card numbers are public demo values, not secrets; this runs against the demo's own sandbox.",
      "curl -X POST 'http://localhost:3001/verifiedTokens/cardOnFile' \\",
      "  -u 'sjd-demo:sjd-demo-secret' \\",
    ]);
    expect(copy?.problems).toEqual([]);
  });

  it.each<[string, Partial<ApiEvent>, RegExp]>([
    [
      'a masked card number (Direct)',
      { body: { paymentInstrument: { type: 'card/plain', cardNumber: '400000******1091' } } },
      /^The card number is masked: .* \(e\.g\. 4000000000001091\)\.$/,
    ],
    [
      'a masked CVC',
      { body: { paymentInstrument: { cvc: '***' } } },
      /^The CVC is masked as \*\*\*/,
    ],
    [
      'a spent Checkout SDK session',
      {
        body: {
          paymentInstrument: {
            type: 'card/checkout',
            sessionHref: 'http://localhost:3001/sessions/abc',
          },
        },
      },
      /^The Checkout SDK session in it is single-use and this call spent it/,
    ],
    [
      "a payment's action link",
      {
        api: 'Payments API',
        url: 'http://localhost:3001/api/payments/eyJr/3dsDeviceData',
        body: { collectionReference: '0_abc' },
      },
      /^This is an action link of a payment in progress/,
    ],
  ])('says what it cannot replay: %s', (_name, change, problem) => {
    const copy = toCurl({ ...request, ...change }, { demoCredentials });
    expect(copy?.problems).toEqual([expect.stringMatching(problem)]);
    expect(copy?.command).toMatch(/^# Not replayable as recorded: /m);
  });

  it('adds the version header for the Payments API and no body for a GET', () => {
    const command = toCurl({
      title: 'Query payment',
      type: 'request',
      api: 'Payments API',
      method: 'GET',
      url: 'http://localhost:3001/api/payments/abc',
    })?.command;
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
