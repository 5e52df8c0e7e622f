// A token namespace belongs to the first visitor who names it, and a payment's
// transactionReference is looked up for its own visitor only (issue 33, sandbox README
// "Visitors are isolated"). The spec makes it 'SHOPPER_ID_' plus the time a session began, so
// another visitor could guess it, and the provider answers a known card in a known namespace with
// its existing token: the proxy refuses a namespace another visitor uses, before anything is
// sent, wherever the payload names it (a verified token, a payment's tokenCreation).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { proxyErrorCodes } from '@sjd/contracts';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';
import { startFakeProvider, type FakeProvider } from '../testing/fake-provider';

let provider: FakeProvider;
let app: FastifyInstance;

beforeAll(async () => {
  provider = await startFakeProvider();
  app = await buildApp(
    testConfig({
      PROVIDER_BASE_URL: provider.url,
      PROVIDER_USERNAME: 'merchant',
      PROVIDER_PASSWORD: 'merchant-pass',
    }),
  );
});

afterAll(async () => {
  await app.close();
  await provider.close();
});

beforeEach(() => provider.reset());

async function newVisitor(): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/api/config' });
  return String(answer.headers['set-cookie']).split(';')[0] ?? '';
}

const saveCard = (cookie: string, namespace: string) =>
  app.inject({
    method: 'POST',
    url: '/api/wpservices',
    headers: { cookie },
    payload: {
      method: 'POST',
      url: '/verifiedTokens/cardOnFile',
      payload: { namespace, paymentInstrument: { type: 'card/plain' } },
    },
  });

const payAndSave = (cookie: string, namespace: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { cookie },
    payload: {
      payload: {
        transactionReference: `SJD-${namespace}`,
        instruction: { tokenCreation: { type: 'worldpay', namespace } },
      },
    },
  });

describe('token namespaces', () => {
  it('another visitor naming a namespace in use is refused, and nothing is sent', async () => {
    const [owner, stranger] = [await newVisitor(), await newVisitor()];
    const namespace = `SHOPPER_ID_${Date.now()}`;
    expect((await saveCard(owner, namespace)).statusCode).toBe(200);
    expect(provider.requests).toHaveLength(1);

    for (const call of [saveCard, payAndSave]) {
      const refused = await call(stranger, namespace);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: proxyErrorCodes.namespaceInUse,
        message: expect.stringContaining(`The token namespace ${namespace} is in use`),
      });
    }
    expect(provider.requests).toHaveLength(1);

    // The owner goes on using it, in both kinds of call.
    expect((await saveCard(owner, namespace)).statusCode).toBe(200);
    expect((await payAndSave(owner, namespace)).statusCode).toBe(200);
    expect(provider.requests).toHaveLength(3);
  });

  it('the first visitor to name a namespace in a payment keeps it too', async () => {
    const [owner, stranger] = [await newVisitor(), await newVisitor()];
    const namespace = `SHOPPER_ID_${Date.now() + 1}`;
    expect((await payAndSave(owner, namespace)).statusCode).toBe(200);
    expect((await saveCard(stranger, namespace)).statusCode).toBe(403);
    // A browser without the cookie is a new visitor, not the owner.
    expect((await saveCard('', namespace)).statusCode).toBe(403);
    expect(provider.requests).toHaveLength(1);
  });
});

const query = (cookie: string, reference: string) =>
  app.inject({
    method: 'POST',
    url: '/api/wpservices',
    headers: { cookie },
    payload: {
      method: 'GET',
      url: `/paymentQueries/payments?transactionReference=${encodeURIComponent(reference)}`,
    },
  });

describe('Payment Queries by transactionReference', () => {
  it("looks up the visitor's own payments, and refuses another visitor's before sending", async () => {
    const [owner, stranger] = [await newVisitor(), await newVisitor()];
    const reference = `SJD-query-${Date.now()}`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: owner },
      payload: { payload: { transactionReference: reference } },
    });
    expect(created.statusCode).toBe(200);
    provider.reset();

    expect((await query(owner, reference)).statusCode).toBe(200);
    const refused = await query(stranger, reference);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: proxyErrorCodes.referenceNotYours,
      message: expect.stringContaining(`The payment ${reference} was made by another visitor`),
    });
    // Only the owner's query went out.
    expect(provider.requests).toHaveLength(1);
    // A reference no one here created (a restart, a payment made elsewhere) is looked up.
    expect((await query(stranger, `SJD-elsewhere-${Date.now()}`)).statusCode).toBe(200);
  });

  // Issue 42 item 2: a reference belongs to whoever made the payment. One refused call naming
  // it used to make it "contested": the owner's events, inspector and lookups stopped.
  it('keeps a payment its maker’s when a stranger names its reference in a creating call', async () => {
    const [owner, stranger] = [await newVisitor(), await newVisitor()];
    const reference = `SJD-kept-${Date.now()}`;
    const create = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: { cookie },
        payload: { payload: { transactionReference: reference } },
      });
    expect((await create(owner)).statusCode).toBe(200);
    provider.reset();
    const refused = await create(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: proxyErrorCodes.referenceNotYours });
    // Nothing went out for the stranger; the owner still looks it up, the stranger cannot.
    expect(provider.requests).toHaveLength(0);
    expect((await query(owner, reference)).statusCode).toBe(200);
    expect((await query(stranger, reference)).statusCode).toBe(403);
  });

  it('lets no refused or failed creating call claim a reference', async () => {
    const [first, second] = [await newVisitor(), await newVisitor()];
    const reference = `SJD-refused-${Date.now()}`;
    const create = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: { cookie },
        payload: { payload: { transactionReference: reference } },
      });
    // The provider refuses the first visitor's payment: the reference stays free.
    provider.answer = () => ({
      kind: 'json',
      status: 400,
      body: { errorName: 'bodyDoesNotMatchSchema', message: 'No.' },
    });
    expect((await create(first)).json()).toMatchObject({ status: 400 });
    expect((await query(second, reference)).statusCode).toBe(200);
    // The second visitor makes it: it is theirs, and the first one's refused call gives no claim.
    provider.reset();
    expect((await create(second)).json()).toMatchObject({ status: 200 });
    expect((await query(second, reference)).statusCode).toBe(200);
    expect((await query(first, reference)).statusCode).toBe(403);
  });
});
