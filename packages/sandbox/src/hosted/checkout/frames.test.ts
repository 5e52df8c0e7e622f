// The Checkout SDK's frames through inject: validated settings, labelled inputs, only the
// allowed styles, the frame rules, and the unknown checkout id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../test/harness';
import { directive, getPage, pageData, shopOrigin } from '../test/pages';
import { merchantCss } from './styles';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ appOrigins: [shopOrigin], checkoutIds: ['checkout-1'] });
});
afterAll(() => sandbox.close());

const instance = 'abcdefABCDEF0123456789';
const frame = (path: 'field' | 'controller', config: Record<string, unknown>) =>
  getPage(
    sandbox.app,
    `/access-checkout/frames/${path}?config=${encodeURIComponent(JSON.stringify(config))}`,
  );
const field = (extra: Record<string, unknown> = {}) =>
  frame('field', { instance, parent: shopOrigin, id: 'checkout-1', field: 'pan', ...extra });
const controller = (extra: Record<string, unknown> = {}) =>
  frame('controller', {
    instance,
    parent: shopOrigin,
    id: 'checkout-1',
    fields: ['pan', 'expiry', 'cvv'],
    version: 2,
    ...extra,
  });

describe('GET /access-checkout/frames/field', () => {
  it('renders a labelled input that only the app origins may frame', async () => {
    const page = await field({ ariaLabel: 'Numéro de carte', placeholder: '0000', lang: 'fr-FR' });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<input[^>]+id="pan"[^>]+autocomplete="cc-number"/);
    expect(page.body).toContain('aria-label="Numéro de carte"');
    expect(page.body).toContain('placeholder="0000"');
    expect(page.body).toContain('<html lang="fr-FR">');
    expect(page.body).toContain('src="/static/js/checkout-field.js"');
    expect(directive(page.csp, 'frame-ancestors')).toBe(shopOrigin);
    expect(directive(page.csp, 'connect-src')).toBe("'none'");
    expect(pageData(page.body)).toEqual({
      instance,
      parent: shopOrigin,
      field: 'pan',
      enablePanFormatting: false,
      acceptedCardBrands: [],
      cvcOnly: false,
    });
  });

  it('uses the default label and keeps only known brands', async () => {
    const page = await field({ field: 'cvv', acceptedCardBrands: ['visa', 'unionpay'] });
    expect(page.body).toContain('aria-label="Security code"');
    expect(pageData(page.body).acceptedCardBrands).toEqual(['visa']);
  });

  it('escapes what the merchant page sent', async () => {
    const hostile = '"><script>alert(1)</script>';
    const page = await field({ ariaLabel: hostile, placeholder: hostile.slice(0, 30) });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('aria-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it.each([
    ['no config', undefined],
    ['config that is not JSON', '{nope'],
    ['an unknown field', JSON.stringify({ instance, parent: shopOrigin, id: 'x', field: 'pin' })],
    [
      'a short instance id',
      JSON.stringify({ instance: 'abc', parent: shopOrigin, id: 'x', field: 'pan' }),
    ],
    [
      'a parent that is not an app origin',
      JSON.stringify({ instance, parent: 'https://evil.test', id: 'x', field: 'pan' }),
    ],
  ])('refuses %s with a 400 page and no script', async (_name, config) => {
    const url =
      config === undefined
        ? '/access-checkout/frames/field'
        : `/access-checkout/frames/field?config=${encodeURIComponent(config)}`;
    const page = await getPage(sandbox.app, url);
    expect(page.status).toBe(400);
    expect(page.body).not.toContain('checkout-field.js');
  });
});

describe('GET /access-checkout/frames/controller', () => {
  it('may call the session endpoints on its own origin', async () => {
    const page = await controller();
    expect(page.status).toBe(200);
    expect(directive(page.csp, 'connect-src')).toBe("'self'");
    expect(pageData(page.body)).not.toHaveProperty('error');
  });

  it('tells the SDK about an unknown checkout id', async () => {
    const page = await controller({ id: 'sjd-checkout-id' });
    expect(pageData(page.body).error).toMatch(/^Unknown checkout id/);
  });
});

describe('merchantCss', () => {
  it('keeps the allowed properties of the allowed selectors', () => {
    expect(
      merchantCss({
        input: { color: '#333', 'font-size': '16px', 'font-weight': 600 },
        '.is-invalid': { color: 'rgb(200, 0, 0)' },
        'input#pan.is-onfocus': { 'caret-color': 'blue' },
      }),
    ).toBe(
      [
        'input {\n  color: #333;\n  font-size: 16px;\n  font-weight: 600;\n}',
        'input.is-invalid {\n  color: rgb(200, 0, 0);\n}',
        'input#pan.is-onfocus {\n  caret-color: blue;\n}',
      ].join('\n'),
    );
  });

  it.each([
    ['a property outside the allow-list', { input: { background: 'red', border: '1px solid' } }],
    ['a value that closes the rule', { input: { color: 'red} body{background:red' } }],
    ['a second declaration', { input: { color: 'red; background: red' } }],
    ['a url()', { input: { 'font-family': 'x, url(https://evil.test/f)' } }],
    ['an unbalanced quote', { input: { 'font-family': "'Roboto" } }],
    [
      'a selector outside the grammar',
      { 'body input': { color: 'red' }, 'input:hover': { color: 'red' } },
    ],
    ['something that is not an object', 'input { color: red }'],
  ])('drops %s', (_name, styles) => {
    expect(merchantCss(styles)).toBe('');
  });
});
