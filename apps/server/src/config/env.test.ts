import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('loadConfig', () => {
  it('defaults both provider profiles to the built-in sandbox', () => {
    const startup = loadConfig({});
    expect(startup.useBuiltInSandbox).toBe(true);
    expect(startup.listen).toEqual({ port: 3000, host: 'localhost' });
    expect(startup.app.providers.try.baseUrl).toBe('http://localhost:3001');
    expect(startup.app.providers.live.baseUrl).toBe('http://localhost:3001');
    expect(startup.app.publicUrl).toBe('http://localhost:3000');
  });

  it('follows the ports it is given', () => {
    const startup = loadConfig({ PORT: '4100', SANDBOX_PORT: '4101' });
    expect(startup.app.publicUrl).toBe('http://localhost:4100');
    expect(startup.app.providers.try.secureOrigin3ds).toBe('http://localhost:4101');
  });

  it('uses a real provider when PROVIDER_BASE_URL and credentials are set', () => {
    const startup = loadConfig({
      PROVIDER_BASE_URL: 'https://provider.test/',
      PROVIDER_USERNAME: 'u',
      PROVIDER_PASSWORD: 'p',
      PROVIDER_3DS_ORIGIN: 'https://3ds.provider.test/any/path',
    });
    expect(startup.useBuiltInSandbox).toBe(false);
    expect(startup.app.providers.try).toMatchObject({
      baseUrl: 'https://provider.test',
      secureOrigin3ds: 'https://3ds.provider.test',
      username: 'u',
    });
  });

  it("names Apple's sandbox and production payment-session endpoints, or the ones it is given", () => {
    const defaults = loadConfig({}).app.providers;
    expect(defaults.try.applePaySessionUrl).toBe(
      'https://apple-pay-gateway-cert.apple.com/paymentservices/paymentSession',
    );
    expect(defaults.live.applePaySessionUrl).toBe(defaults.try.applePaySessionUrl);
    const set = loadConfig({
      PROVIDER_APPLE_PAY_SESSION_URL: 'https://wallets.test/try/session',
      LIVE_PROVIDER_BASE_URL: 'https://live.test',
      LIVE_PROVIDER_USERNAME: 'u',
      LIVE_PROVIDER_PASSWORD: 'p',
    }).app.providers;
    expect(set.try.applePaySessionUrl).toBe('https://wallets.test/try/session');
    expect(set.live.applePaySessionUrl).toBe(
      'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
    );
  });

  it('has proxy, rate-limit and proxy-trust defaults, and reads them from the environment', () => {
    const defaults = loadConfig({}).app;
    expect(defaults.proxy).toEqual({
      timeoutMs: 15_000,
      bodyLimitBytes: 32 * 1024,
      maxResponseBytes: 1024 * 1024,
    });
    expect(defaults.rateLimit).toEqual({ max: 300, windowMs: 60_000 });
    expect(defaults.trustProxy).toBe(false);

    const set = loadConfig({
      PROVIDER_TIMEOUT_MS: '2500',
      PROXY_BODY_LIMIT_BYTES: '4096',
      RATE_LIMIT_MAX: '50',
      RATE_LIMIT_WINDOW_MS: '10000',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
    }).app;
    expect(set.proxy).toMatchObject({ timeoutMs: 2500, bodyLimitBytes: 4096 });
    expect(set.rateLimit).toEqual({ max: 50, windowMs: 10_000 });
    expect(set.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);

    const hops = loadConfig({ TRUST_PROXY: '1' }).app.trustProxy;
    expect(typeof hops === 'function' && [hops('a', 0), hops('b', 1)]).toEqual([true, false]);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PROVIDER_TIMEOUT_MS: '0' }, /PROVIDER_TIMEOUT_MS/],
    [{ PROXY_BODY_LIMIT_BYTES: 'lots' }, /PROXY_BODY_LIMIT_BYTES/],
    [{ RATE_LIMIT_MAX: '0' }, /RATE_LIMIT_MAX/],
    [{ TRUST_PROXY: 'everyone please' }, /TRUST_PROXY/],
    [{ PROVIDER_BASE_URL: 'not a url' }, /PROVIDER_BASE_URL/],
    [{ PROVIDER_APPLE_PAY_SESSION_URL: 'apple' }, /PROVIDER_APPLE_PAY_SESSION_URL/],
    [{ PROVIDER_BASE_URL: 'https://provider.test' }, /PROVIDER_USERNAME and PROVIDER_PASSWORD/],
    [{ LIVE_PROVIDER_BASE_URL: 'https://live.test' }, /LIVE_PROVIDER_USERNAME/],
    [{ ERROR_REPORTING_SAMPLE_RATE: '2' }, /ERROR_REPORTING_SAMPLE_RATE/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
