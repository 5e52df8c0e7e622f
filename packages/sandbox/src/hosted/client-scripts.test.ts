// The browser scripts are served as plain JS: the public ones on the provider's paths for
// merchant pages on other origins, the internal ones for the sandbox's own pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEntries } from '../../client-bundles.mjs';
import { startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe('client scripts', () => {
  it.each([
    ['/access-checkout/v2/checkout.js', 'Worldpay'],
    ['/access-checkout/v1/checkout.js', 'Worldpay'],
    ['/resources/hpp/integrations/embedded/js/hpp-embedded-integration-library.js', 'WPCL'],
  ])('%s is JavaScript any origin may load', async (url, global) => {
    const res = await sandbox.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain(global);
    // Bundled: no TypeScript, no imports left for the browser to resolve.
    expect(res.body).not.toMatch(/^import |\bimport\s*\{/m);
  });

  it('serves every bundle under /static/js, revalidated by ETag', async () => {
    for (const name of Object.keys(clientEntries)) {
      const res = await sandbox.app.inject({ method: 'GET', url: `/static/js/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      const etag = String(res.headers.etag);
      const again = await sandbox.app.inject({
        method: 'GET',
        url: `/static/js/${name}`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers an unknown script with 404', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: '/static/js/nope.js' });
    expect(res.statusCode).toBe(404);
  });
});
