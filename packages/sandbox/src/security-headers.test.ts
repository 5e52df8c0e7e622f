// Issue 34, item 7: every answer of the sandbox carries its security headers — the docs pages
// (index, docs, test scenarios), the REST API's JSON (errors included, and the router's own
// refusals), health — and only the pages the shop frames name who may frame them.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './test/harness';
import { shopOrigin } from './hosted/test/pages';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ appOrigins: [shopOrigin] });
});
afterAll(() => sandbox.close());

const unframable = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};
const jsonPolicy =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

describe('security headers', () => {
  it.each([
    ['/', 200],
    ['/docs/cookie-policy', 200],
    ['/docs/privacy-policy', 200],
    ['/docs/contact', 200],
    ['/docs/test-scenarios', 200],
  ])(
    'the docs page %s: its stylesheet by hash, nothing else, never framed',
    async (url, status) => {
      const res = await sandbox.app.inject(url);
      expect(res.statusCode).toBe(status);
      expect(res.headers).toMatchObject(unframable);
      const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
      expect(style).toContain('font-family');
      const hash = createHash('sha256').update(style).digest('base64');
      expect(res.headers['content-security-policy']).toBe(
        `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      );
      expect(res.body.match(/<style/g)).toHaveLength(1);
      expect(res.body).not.toMatch(/<script|style="/);
    },
  );

  it.each([
    ['an unknown path', 'GET', '/nope', 404],
    ['no credentials', 'GET', '/tokens/abc', 401],
    ['a wrong verb', 'PATCH', '/tokens/abc', 405],
    ['a malformed percent-encoding', 'GET', '/tokens/%zz', 404],
    ['a body the API cannot read', 'POST', '/nope', 404],
    ['health', 'GET', '/_sandbox/health', 200],
  ] as const)(
    'JSON for %s: a CSP that allows nothing, never framed',
    async (_c, method, url, status) => {
      const res = await sandbox.app.inject({ method, url });
      expect(res.statusCode).toBe(status);
      expect(res.headers).toMatchObject({ ...unframable, 'content-security-policy': jsonPolicy });
    },
  );

  it('an API answer that succeeds carries them too', async () => {
    const res = await sandbox.call('createCvcSession', {
      body: { identity: 'sjd-checkout-id', cvc: '123' },
      headers: { authorization: undefined },
    });
    expect(res.status).toBe(201);
    expect(res.headers).toMatchObject({ ...unframable, 'content-security-policy': jsonPolicy });
  });

  it('a page the shop frames names the shop and sends no X-Frame-Options', async () => {
    const res = await sandbox.app.inject('/access-checkout/frames/controller?config=x');
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors ${shopOrigin}`);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
