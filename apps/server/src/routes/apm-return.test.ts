import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';
import { apmReturnScript } from './apm-return';

/** The JSON data block of the page, parsed as a browser would read its textContent. */
function dataOf(html: string): unknown {
  const match = /<script type="application\/json" id="apm-return">([^<]*)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('/apm-return.html', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ PUBLIC_URL: 'https://demo.example:8443/' }));
  });
  afterAll(() => app.close());

  it("passes the kind, the reference and the provider's error to its parent, on its own origin only", async () => {
    const res = await app.inject(
      '/apm-return.html?kind=pending&ref=SJD-1&error=refused&other=ignored',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(dataOf(res.body)).toEqual({ kind: 'pending', ref: 'SJD-1', error: 'refused' });
    expect(res.body).toContain(`<script>${apmReturnScript}</script>`);
    expect(apmReturnScript).toContain('window.location.origin');
    expect(apmReturnScript).not.toContain("'*'");
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(apmReturnScript).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('escapes what it is given and answers an empty return with empty values', async () => {
    const res = await app.inject(
      `/apm-return.html?kind=${encodeURIComponent('</script><script>alert(1)</script>')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(dataOf(res.body)).toEqual({
      kind: '</script><script>alert(1)</script>',
      ref: '',
      error: '',
    });
    const empty = await app.inject('/apm-return.html');
    expect(dataOf(empty.body)).toEqual({ kind: '', ref: '', error: '' });
  });

  it('refuses an overlong value with 400, not a page', async () => {
    const res = await app.inject(`/apm-return.html?ref=${'x'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
  });
});
