import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';
import { jsonForHtml } from '@sjd/sandbox';
import { challengeReturnScript } from './challenge-return';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** The JSON data block of the page, parsed as a browser would read its textContent. */
function dataOf(html: string): unknown {
  const match = /<script type="application\/json" id="challenge-return">([^<]*)<\/script>/.exec(
    html,
  );
  return JSON.parse(match?.[1] ?? 'null');
}

describe('/challenge-return.html', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ PUBLIC_URL: 'https://demo.example:8443/' }));
  });
  afterAll(() => app.close());

  it('answers the challenge POST with a page that tells the parent, on its own origin only', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/challenge-return.html',
      headers: form,
      payload: 'TransactionId=706hovL8DK1tIGGzQUV1&MD=merchant%20data&Response=ignored',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(dataOf(res.body)).toEqual({
      TransactionId: '706hovL8DK1tIGGzQUV1',
      MD: 'merchant data',
    });
    expect(res.body).toContain(`<script>${challengeReturnScript}</script>`);
    // Its own origin: the only page that may frame it (frame-ancestors 'self') is the demo's page
    // on that same origin, under whichever name the visitor opened the demo.
    expect(challengeReturnScript).toContain('var appOrigin = window.location.origin;');
    expect(challengeReturnScript).toContain('postMessage("Challenge received", appOrigin)');
    expect(challengeReturnScript).not.toContain("'*'");
    expect(challengeReturnScript).not.toContain('"*"');
  });

  it('allows its one inline script by hash, not unsafe-inline', async () => {
    const res = await app.inject('/challenge-return.html?TransactionId=abc');
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(challengeReturnScript).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(dataOf(res.body)).toMatchObject({ TransactionId: 'abc', MD: '' });
  });

  it('keeps hostile values as data: nothing breaks out of the data block', async () => {
    const hostile = '</script><script>alert(1)</script><!--\u2028&amp;';
    const res = await app.inject({
      method: 'POST',
      url: '/challenge-return.html',
      headers: form,
      payload: new URLSearchParams({ TransactionId: hostile, MD: '"><img src=x>' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body).not.toContain('<img');
    expect(dataOf(res.body)).toMatchObject({ TransactionId: hostile, MD: '"><img src=x>' });
    expect(jsonForHtml('<>&')).toBe('"\\u003c\\u003e\\u0026"');
  });

  it.each([
    ['an MD over 1024 characters', `MD=${'m'.repeat(1025)}`],
    ['a repeated field', 'TransactionId=a&TransactionId=b'],
  ])('answers %s with a 400', async (_name, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: '/challenge-return.html',
      headers: form,
      payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts an empty form', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/challenge-return.html',
      headers: form,
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res.body)).toMatchObject({ TransactionId: '', MD: '' });
  });

  it('refuses a form body over 8 KB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/challenge-return.html',
      headers: form,
      payload: `Other=${'x'.repeat(9000)}`,
    });
    expect(res.statusCode).toBe(413);
  });
});
