import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, environmentConfigSchema, healthSchema } from '@sjd/contracts';
import { buildApp } from './app';
import { makeWebDist, testConfig } from './test-helpers';

describe('server', () => {
  let app: FastifyInstance;
  const web = makeWebDist();

  beforeAll(async () => {
    app = await buildApp({ ...testConfig(), webDist: web.dir });
  });
  afterAll(() => app.close());

  describe('GET /api/config', () => {
    it('returns the try environment config by default, with no secret in it', async () => {
      const res = await app.inject('/api/config');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const config = environmentConfigSchema.parse(res.json());
      expect(config).toMatchObject({
        environment: 'try',
        wpBaseUrl: 'http://localhost:3001',
        secureOrigin3ds: 'http://localhost:3001',
        wpEndpoint: '/api/wpservices',
        HPPEndpoint: '/api/hpp',
        checkoutSDKPath: '/access-checkout/v2/checkout.js',
        errorReportingSampleRate: 1,
      });
      // The built-in sandbox's published demo credentials (for a copied curl that runs as-is),
      // and nothing else of the kind.
      expect(config.sandboxDemoCredentials).toEqual({
        username: 'sjd-demo',
        password: 'sjd-demo-secret',
      });
      expect(res.body.match(/sjd-demo-secret/g)).toHaveLength(1);
      expect(res.body.match(/password/gi)).toHaveLength(1);
    });

    it('hands over no sandbox credentials set in the environment', async () => {
      const custom = await buildApp({
        ...testConfig({ SANDBOX_USERNAME: 'own-user-K2', SANDBOX_PASSWORD: 'own-pass-J8' }),
        webDist: web.dir,
      });
      const res = await custom.inject('/api/config');
      await custom.close();
      expect(environmentConfigSchema.parse(res.json()).sandboxDemoCredentials).toBeUndefined();
      expect(res.body).not.toMatch(/own-user-K2|own-pass-J8|sjd-demo-secret/);
      expect(res.body.toLowerCase()).not.toContain('password');
    });

    it('returns the live profile when asked', async () => {
      const res = await app.inject('/api/config?environment=live');
      expect(environmentConfigSchema.parse(res.json()).environment).toBe('live');
    });

    it.each(['environment=prod', 'environment=', 'other=1'])(
      'answers a bad query (%s) with a 400 and a clear message',
      async (query) => {
        const res = await app.inject(`/api/config?${query}`);
        expect(res.statusCode).toBe(400);
        const body = apiErrorSchema.parse(res.json());
        expect(body.error).toBe('badRequest');
        expect(body.message).toMatch(/Invalid request querystring/);
      },
    );
  });

  it('reports health', async () => {
    const res = await app.inject('/api/health');
    expect(healthSchema.parse(res.json()).service).toBe('server');
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/config'],
    ['GET', '/api'],
  ] as const)('answers %s %s with a JSON 404, not the SPA', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error).toBe('notFound');
  });

  describe('web app', () => {
    it.each(['/', '/landing', '/retail/pdp/3', '/museart/order-detail?x=1'])(
      'serves index.html for the client route %s without caching',
      async (url) => {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<div id="root">');
      },
    );

    it('serves hashed assets for a year, brotli-compressed when accepted', async () => {
      const res = await app.inject({
        url: `/assets/${web.assetName}`,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(web.assetBody);
    });

    it('falls back to gzip, and to identity when nothing is accepted', async () => {
      const gz = await app.inject({
        url: `/assets/${web.assetName}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await app.inject({ url: `/assets/${web.assetName}` });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(web.assetBody);
    });

    it.each(['/assets/missing-123.js', '/missing.png', '/assets/nothing'])(
      'answers a missing asset %s with a real 404',
      async (url) => {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('<div id="root">');
      },
    );

    it('sends security headers with a CSP that names the provider origin', async () => {
      const res = await app.inject('/landing');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-src 'self' http://localhost:3001;");
      expect(csp).toContain("script-src 'self' http://localhost:3001");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});

describe('pages the web build lists in pages.json', () => {
  const launch = '<!doctype html><title>Smart Journey Demo</title><div id="root">launch</div>';

  async function appWith(pagesJson: string, writeLaunch = true) {
    const web = makeWebDist();
    writeFileSync(join(web.dir, 'pages.json'), pagesJson);
    if (writeLaunch) {
      writeFileSync(join(web.dir, 'launch-museart.html'), launch);
      writeFileSync(join(web.dir, 'launch-museart.html.br'), brotliCompressSync(launch));
    }
    return buildApp({ ...testConfig(), webDist: web.dir });
  }
  const pages = JSON.stringify({ pages: [{ file: 'launch-museart.html', paths: ['/museart'] }] });

  it('answers a listed path with its page (no-cache, precompressed), and only that path', async () => {
    const app = await appWith(pages);
    const res = await app.inject({
      url: '/museart?from=landing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(launch);
    for (const url of ['/museart/order-detail', '/Museart', '/museart/', '/landing', '/']) {
      const other = await app.inject(url);
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).not.toContain('launch');
    }
    await app.close();
  });

  it.each<[string, string, boolean]>([
    ['not JSON', '{pages:', true],
    [
      'the wrong shape',
      JSON.stringify({ pages: [{ file: '../secret.html', paths: ['/museart'] }] }),
      true,
    ],
    ['a page that is missing', pages, false],
  ])(
    'ignores a pages.json with %s: every route gets index.html',
    async (_what, json, writeLaunch) => {
      const app = await appWith(json, writeLaunch);
      const res = await app.inject('/museart');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      await app.close();
    },
  );
});

describe('server without a web build', () => {
  it('explains how to build instead of failing', async () => {
    const app = await buildApp(testConfig());
    const res = await app.inject('/landing');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm start');
    await app.close();
  });
});
