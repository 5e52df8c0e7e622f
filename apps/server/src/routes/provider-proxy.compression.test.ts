// The proxy routes skip @fastify/compress and compress their own answers from the API threshold
// up (proxy/compress-answer.ts): a large provider answer arrives brotli- or gzip-compressed as the
// browser accepts, intact once decompressed; a small one, or one to a client that accepts no
// encoding, arrives as plain JSON.
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerResultSchema } from '@sjd/contracts';
import { buildApp } from '../app';
import { apiCompressionThresholdBytes, preferredEncoding } from '../proxy/compress-answer';
import { testConfig } from '../test-helpers';
import { startFakeProvider, type FakeProvider } from '../testing/fake-provider';

const createToken = { method: 'POST', url: '/verifiedTokens/cardOnFile', payload: {} };
const large = { tokens: 'x'.repeat(apiCompressionThresholdBytes + 100) };

describe('proxy answer compression', () => {
  let fake: FakeProvider;
  let app: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeProvider();
    app = await buildApp(
      testConfig({ PROVIDER_BASE_URL: fake.url, PROVIDER_USERNAME: 'u', PROVIDER_PASSWORD: 'p' }),
    );
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const call = (acceptEncoding?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/wpservices',
      payload: createToken,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip, br;q=0', 'gzip', gunzipSync],
  ] as const)('compresses a large answer for %s with %s', async (accept, encoding, decompress) => {
    fake.answer = () => ({ kind: 'json', status: 201, body: large });
    const res = await call(accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.length).toBeLessThan(apiCompressionThresholdBytes);
    const result = providerResultSchema.parse(JSON.parse(decompress(res.rawPayload).toString()));
    expect(result).toMatchObject({ status: 201, body: large });
  });

  it('sends a large answer plain to a client that accepts no encoding', async () => {
    fake.answer = () => ({ kind: 'json', status: 200, body: large });
    const res = await call();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(providerResultSchema.parse(res.json()).body).toEqual(large);
  });

  it('sends a small answer plain even when compression is accepted', async () => {
    const res = await call('br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(providerResultSchema.parse(res.json()).status).toBe(200);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5, br;q=0.9', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0.1, gzip;q=1', 'gzip'],
    ['*;q=0', null],
  ])('picks an encoding for Accept-Encoding %j: %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
