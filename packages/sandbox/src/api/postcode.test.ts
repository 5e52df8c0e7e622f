// The billing postcode rule (issue 34, item 10), one table over every API that takes a billing
// address: the provider's schemas make the postcode required for every country but Ireland
// (Payments API and Hosted Payment Pages: "required for all countries except the following:
// IE"; Card Payments and 3DS: "an empty value can be provided for specific countries (e.g.
// IE)"). An Irish address goes without one, left out or empty; any other country's is still
// 400 with the provider's field error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringAt, verifiedTokenRequest } from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';
import { validBodies } from '../test/valid-bodies';

let sandbox: TestSandbox;
let tokenId = '';
beforeAll(async () => {
  sandbox = await startTestSandbox();
  const token = await sandbox.call('createVerifiedToken', {
    body: verifiedTokenRequest({ namespace: 'postcodes' }),
  });
  // The billing address's own link: /tokens/{its id}.
  const href = stringAt(token.json, '_embedded.token._links.tokens:billingAddress.href');
  tokenId = href.split('/').at(-1) ?? '';
});
afterAll(() => sandbox.close());

/** Where each API takes the billing address, and the status of an accepted request. */
const apis: [endpoint: string, path: string[], accepted: number][] = [
  ['payment', ['instruction', 'paymentInstrument', 'billingAddress'], 201],
  ['cardPaymentCit', ['instruction', 'paymentInstrument', 'billingAddress'], 201],
  ['createVerifiedToken', ['paymentInstrument', 'billingAddress'], 201],
  ['accountVerificationCardOnFile', ['paymentInstrument', 'billingAddress'], 201],
  ['payoutFastAccess', ['instruction', 'payoutInstrument', 'billingAddress'], 201],
  ['createPaymentPage', ['billingAddress'], 200],
  ['updateToken', [], 204],
];

function withAddress(endpoint: string, path: string[], address: Record<string, string>) {
  const make = validBodies[endpoint];
  if (!make) throw new Error(`no valid body for ${endpoint}`);
  if (path.length === 0) return address;
  const body = structuredClone(make()) as Record<string, unknown>;
  let node = body;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) ?? ''] = address;
  if (endpoint === 'createVerifiedToken')
    Reflect.set(body, 'namespace', `postcode-${Math.random()}`);
  return body;
}

const call = (endpoint: string, path: string[], address: Record<string, string>) =>
  sandbox.call(endpoint, {
    body: withAddress(endpoint, path, address),
    params: { tokenId },
  });

const address = { address1: '1 Main Street', city: 'Dublin' };
const jsonPathOf = (path: string[]) => ['$', ...path, 'postalCode'].join('.');

describe('the billing postcode', () => {
  it.each(apis)(
    '%s: an Irish address needs none (left out or empty)',
    async (endpoint, path, ok) => {
      expect((await call(endpoint, path, { ...address, countryCode: 'IE' })).status).toBe(ok);
      const empty = { ...address, countryCode: 'IE', postalCode: '' };
      expect((await call(endpoint, path, empty)).status).toBe(ok);
    },
  );

  it.each(apis)('%s: any other country still needs one', async (endpoint, path) => {
    const missing = await call(endpoint, path, { ...address, countryCode: 'GB' });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      validationErrors: [{ errorName: 'fieldIsMissing', jsonPath: jsonPathOf(path) }],
    });
    const empty = await call(endpoint, path, { ...address, countryCode: 'FR', postalCode: '' });
    expect(empty.json).toMatchObject({
      validationErrors: [{ errorName: 'stringIsTooShort', jsonPath: jsonPathOf(path) }],
    });
  });

  it('a token keeps an Irish address without a postcode and answers it as empty', async () => {
    const created = await sandbox.call('createVerifiedToken', {
      body: verifiedTokenRequest({
        namespace: 'postcode-ie',
        billingAddress: { ...address, countryCode: 'IE' },
      }),
    });
    expect(created.json).toMatchObject({
      _embedded: {
        token: {
          paymentInstrument: { billingAddress: { ...address, countryCode: 'IE', postalCode: '' } },
        },
      },
    });
  });
});
