import { describe, expect, it } from 'vitest';
import { matchProviderEndpoint, providerEndpoints } from './endpoints';

describe('provider endpoint table', () => {
  it('has unique ids and unique (method, path) pairs', () => {
    const ids = providerEndpoints.map((e) => e.id);
    const pairs = providerEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it.each([
    ['POST', '/api/payments', 'payment', {}],
    [
      'POST',
      '/api/payments/eyJrIjoxfQ_-/3dsDeviceData',
      'supply3dsDeviceData',
      { linkData: 'eyJrIjoxfQ_-' },
    ],
    ['GET', '/api/payments/abc123', 'queryPayment', { linkData: 'abc123' }],
    ['POST', '/verifiedTokens/cardOnFile', 'createVerifiedToken', {}],
    ['PUT', '/tokens/9XyZ', 'updateToken', { tokenId: '9XyZ' }],
    // A path of its own wins over an id in the same place (issue 41, deviation 13).
    ['POST', '/tokens/network', 'provisionNetworkToken', {}],
    ['GET', '/payouts/query', 'queryPayouts', {}],
    ['GET', '/tokens/network/ab-12', 'getNetworkToken', { tokenReference: 'ab-12' }],
    ['DELETE', '/tokens/9XyZ', 'deleteToken', { tokenId: '9XyZ' }],
    ['POST', '/payments/settlements/refunds/full/L1nk', 'cardPaymentRefund', { linkData: 'L1nk' }],
    ['POST', '/sessions/card', 'createCardSession', {}],
  ])('%s %s → %s', (method, path, id, params) => {
    expect(matchProviderEndpoint(method, path)).toEqual({
      endpoint: expect.objectContaining({ id }),
      params,
    });
  });

  it.each([
    ['GET', '/verifiedTokens/cardOnFile'], // wrong method
    ['POST', '/tokens/abc'], // wrong method
    ['POST', '/api/payments/'], // trailing slash
    ['POST', '/api/payments/a.b/3dsDeviceData'], // id outside the opaque alphabet
    ['POST', '/api/payments/%2e%2e/3dsDeviceData'],
    ['GET', '/tokens/abc/def/ghi'],
    ['GET', '/Tokens/abc'], // case-sensitive
    ['POST', '/admin'],
  ])('refuses %s %s', (method, path) => {
    expect(matchProviderEndpoint(method, path)).toBeNull();
  });
});
