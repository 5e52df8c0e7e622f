import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { healthSchema } from '@sjd/contracts';
import { buildSandbox } from './app';
import { sandboxConfigFromEnv } from './config';

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
  it('defaults to port 3001, the app on :3000 and control routes off', () => {
    const { config, listen } = sandboxConfigFromEnv({});
    expect(listen.port).toBe(3001);
    expect(config.publicUrl).toBe('http://localhost:3001');
    expect(config.appOrigins).toEqual(['http://localhost:3000']);
    expect(config.enableControlRoutes).toBe(false);
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
