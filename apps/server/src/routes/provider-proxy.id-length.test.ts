// The proxy and the sandbox agree on how long an id may be (issue 34, item 8): the proxy
// forwards ids up to maxOpaqueIdLength characters, and the sandbox answers them with the
// provider's "not found" for the resource, as it does a short unknown id; a longer id is never
// sent. Before, the sandbox's router stopped at 100 characters and answered 405 "The GET method
// is not allowed here" for any id in between. Server and built-in sandbox over loopback.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxOpaqueIdLength } from '@sjd/contracts';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { buildApp } from '../app';
import { freePort, testConfig } from '../test-helpers';

let sandbox: FastifyInstance;
let site: FastifyInstance;

beforeAll(async () => {
  const port = await freePort();
  const env = {
    SANDBOX_PORT: String(port),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PUBLIC_URL: `http://127.0.0.1:${port}`,
    SANDBOX_DB: ':memory:',
    LOG_LEVEL: 'silent',
  };
  const { config, listen } = sandboxConfigFromEnv(env);
  sandbox = await buildSandbox(config);
  await sandbox.listen(listen);
  site = await buildApp(testConfig(env));
});
afterAll(async () => {
  await site.close();
  await sandbox.close();
});

const through = (method: string, url: string) =>
  site.inject({ method: 'POST', url: '/api/wpservices', payload: { method, url } });

describe('ids as long as the proxy forwards', () => {
  it.each([
    ['GET', 'tokens', 'resourceNotFound'],
    ['DELETE', 'tokens', 'resourceNotFound'],
    ['GET', 'payouts', 'resourceNotFound'],
  ])('%s /%s/<id> answers 404 %s for 101 and 512 characters', async (method, api, name) => {
    for (const length of [101, maxOpaqueIdLength]) {
      const res = await through(method, `/${api}/${'a'.repeat(length)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 404, body: { errorName: name } });
    }
  });

  it('refuses a longer id without sending it', async () => {
    const res = await through('GET', `/tokens/${'a'.repeat(maxOpaqueIdLength + 1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'urlNotAllowed' });
  });
});
