// The sandbox's REST API, called straight from the tests (as the demo server would) with the
// default credentials and each API's media types.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The sandbox's default credentials (packages/sandbox config), as the demo server uses them. */
export const sandboxCredentials = { username: 'sjd-demo', password: 'sjd-demo-secret' };

const auth = `Basic ${Buffer.from(
  `${sandboxCredentials.username}:${sandboxCredentials.password}`,
).toString('base64')}`;

const mediaTypes = {
  payments: { 'content-type': 'application/json', 'wp-api-version': '2024-06-01' },
  verifiedTokens: {
    'content-type': 'application/vnd.worldpay.verified-tokens-v3.hal+json',
    accept: 'application/vnd.worldpay.verified-tokens-v3.hal+json',
  },
  cardPayments: {
    'content-type': 'application/vnd.worldpay.payments-v7+json',
    accept: 'application/vnd.worldpay.payments-v7+json',
  },
  threeDS: {
    'content-type': 'application/vnd.worldpay.verifications.customers-v3.hal+json',
    accept: 'application/vnd.worldpay.verifications.customers-v3.hal+json',
  },
  paymentPages: {
    'content-type': 'application/vnd.worldpay.payment_pages-v1.hal+json',
    accept: 'application/vnd.worldpay.payment_pages-v1.hal+json',
  },
  paymentQueries: { accept: 'application/vnd.worldpay.payment-queries-v1.hal+json' },
} as const;

export type SandboxApi = keyof typeof mediaTypes;

/** POSTs (or GETs) to a sandbox path or href; returns the status and the JSON body. */
export async function callSandbox(
  request: APIRequestContext,
  url: string,
  api: SandboxApi,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers = { authorization: auth, ...mediaTypes[api] };
  const res =
    body === undefined && api === 'paymentQueries'
      ? await request.get(url, { headers })
      : await request.post(url, {
          headers,
          data: body === undefined ? undefined : JSON.stringify(body),
        });
  const text = await res.text();
  return { status: res.status(), json: text ? JSON.parse(text) : {} };
}

/** A string at a dotted path of a JSON answer. */
export function at(json: unknown, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined,
      json,
    );
  expect(typeof value, `${path} in ${JSON.stringify(json)}`).toBe('string');
  return String(value);
}

export const uniqueReference = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A Payments API payment with 3DS for the card, answered 3dsDeviceDataRequired. */
export async function startThreeDsPayment(
  request: APIRequestContext,
  sandboxUrl: string,
  cardNumber: string,
  returnUrl: string,
) {
  const res = await callSandbox(request, `${sandboxUrl}/api/payments`, 'payments', {
    transactionReference: uniqueReference('e2e-3ds'),
    merchant: { entity: 'default' },
    instruction: {
      method: 'card',
      paymentInstrument: {
        type: 'plain',
        cardNumber,
        expiryDate: { month: 12, year: 2035 },
        cardHolderName: 'Ada Lovelace',
      },
      narrative: { line1: 'Smart Journey Demo' },
      value: { currency: 'GBP', amount: 1600 },
      threeDS: {
        type: 'integrated',
        mode: 'always',
        challenge: { returnUrl, windowSize: '390x400' },
        deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Playwright' },
      },
    },
  });
  expect(res.status).toBe(201);
  expect(res.json.outcome).toBe('3dsDeviceDataRequired');
  return res.json;
}

export async function createPaymentPage(
  request: APIRequestContext,
  sandboxUrl: string,
  extra: Record<string, unknown> = {},
) {
  const transactionReference = uniqueReference('e2e-hpp');
  const res = await callSandbox(request, `${sandboxUrl}/payment_pages`, 'paymentPages', {
    transactionReference,
    merchant: { entity: 'default' },
    narrative: { line1: 'Museum of Art' },
    value: { currency: 'GBP', amount: 1600 },
    description: '1 adult ticket, 21 June',
    ...extra,
  });
  expect(res.status).toBe(200);
  return {
    url: at(res.json, 'url'),
    query: at(res.json, '_links.self.href'),
    transactionReference,
  };
}
