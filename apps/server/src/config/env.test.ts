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

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PROVIDER_BASE_URL: 'not a url' }, /PROVIDER_BASE_URL/],
    [{ PROVIDER_BASE_URL: 'https://provider.test' }, /PROVIDER_USERNAME and PROVIDER_PASSWORD/],
    [{ LIVE_PROVIDER_BASE_URL: 'https://live.test' }, /LIVE_PROVIDER_USERNAME/],
    [{ ERROR_REPORTING_SAMPLE_RATE: '2' }, /ERROR_REPORTING_SAMPLE_RATE/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
