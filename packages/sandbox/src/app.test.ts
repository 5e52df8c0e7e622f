import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { healthSchema } from '@sjd/contracts';
import { buildSandbox } from './app';
import { loopbackAliases, sandboxConfigFromEnv } from './config';
import { sandboxVersion } from './hosted/index-page';

describe('sandbox skeleton', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const { config } = sandboxConfigFromEnv({ SANDBOX_DB: ':memory:', LOG_LEVEL: 'silent' });
    app = await buildSandbox(config);
  });
  afterAll(() => app.close());

  it('reports health', async () => {
    const res = await app.inject('/_sandbox/health');
    expect(res.statusCode).toBe(200);
    expect(healthSchema.parse(res.json()).service).toBe('sandbox');
  });

  it('has a front door at /: name, version and links to its pages, health and the demo', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Payments sandbox</h1>');
    expect(res.body).toContain(`Version ${sandboxVersion}.`);
    expect(sandboxVersion).toMatch(/^\d+\.\d+\.\d+/);
    for (const href of [
      '/docs/test-scenarios',
      '/docs/cookie-policy',
      '/docs/privacy-policy',
      '/docs/contact',
      '/_sandbox/health',
      'http://localhost:3000',
    ])
      expect(res.body).toContain(`href="${href}"`);
    // Every link it gives answers.
    for (const path of ['/docs/test-scenarios', '/_sandbox/health'])
      expect((await app.inject(path)).statusCode).toBe(200);
  });

  it('links the demo under the name the sandbox was opened on', async () => {
    const res = await app.inject({ url: '/', headers: { host: '127.0.0.1:3001' } });
    expect(res.body).toContain('href="http://127.0.0.1:3000"');
    const other = await app.inject({ url: '/', headers: { host: 'sandbox.example' } });
    expect(other.body).toContain('href="http://localhost:3000"');
  });

  it.each(['/docs/cookie-policy', '/docs/privacy-policy', '/docs/contact'])(
    'serves the provider page %s',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<h1>');
    },
  );
});

describe('sandboxConfigFromEnv', () => {
  it('defaults to port 3001, the app on :3000 under any loopback name, control routes off', () => {
    const { config, listen } = sandboxConfigFromEnv({});
    expect(listen.port).toBe(3001);
    expect(config.publicUrl).toBe('http://localhost:3001');
    expect(config.appOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(config.enableControlRoutes).toBe(false);
  });

  it('allows the loopback aliases of a loopback app origin, and nothing else', () => {
    expect(sandboxConfigFromEnv({}, 'http://127.0.0.1:4000/').config.appOrigins).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:4000',
      'http://[::1]:4000',
    ]);
    // Another host is only itself: a public demo does not open its frames to loopback pages.
    expect(sandboxConfigFromEnv({}, 'https://demo.example').config.appOrigins).toEqual([
      'https://demo.example',
    ]);
    expect(loopbackAliases('http://[::1]:3000')).toContain('http://localhost:3000');
    expect(loopbackAliases('http://localhost.example:3000')).toEqual([
      'http://localhost.example:3000',
    ]);
  });

  it('accepts the server checkout ids, and app origins written as URLs', () => {
    const { config } = sandboxConfigFromEnv(
      { SANDBOX_APP_ORIGINS: 'http://localhost:3000/, http://127.0.0.1:5173/shop' },
      'http://localhost:3000',
      ['try-id', 'live-id'],
    );
    expect(config.appOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:5173']);
    expect(config.checkoutIds).toEqual(['try-id', 'live-id']);
    expect(sandboxConfigFromEnv({}).config.checkoutIds).toEqual(['sjd-checkout-id']);
    expect(sandboxConfigFromEnv({ SANDBOX_CHECKOUT_IDS: 'a, b' }).config.checkoutIds).toEqual([
      'a',
      'b',
    ]);
    for (const bad of ['javascript:alert(1)', 'not a url']) {
      expect(() => sandboxConfigFromEnv({ SANDBOX_APP_ORIGINS: bad })).toThrow(
        /SANDBOX_APP_ORIGINS/,
      );
    }
  });

  it('keeps records 7 days by default, or SANDBOX_RETENTION_HOURS', () => {
    expect(sandboxConfigFromEnv({}).config.retentionMs).toBe(7 * 24 * 60 * 60 * 1000);
    expect(sandboxConfigFromEnv({ SANDBOX_RETENTION_HOURS: '1.5' }).config.retentionMs).toBe(
      90 * 60 * 1000,
    );
  });

  it('refuses bad values with a clear message', () => {
    expect(() => sandboxConfigFromEnv({ SANDBOX_CONTROL_ROUTES: 'maybe' })).toThrow(
      /SANDBOX_CONTROL_ROUTES/,
    );
    expect(() => sandboxConfigFromEnv({ SANDBOX_RETENTION_HOURS: '0' })).toThrow(
      /SANDBOX_RETENTION_HOURS/,
    );
  });
});
