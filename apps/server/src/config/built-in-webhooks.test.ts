// `npm start` wiring: the built-in sandbox sends its events to this server's receiver, signed with
// a secret both hold, unless the environment says otherwise.
import { describe, expect, it } from 'vitest';
import { sandboxConfigFromEnv } from '@sjd/sandbox';
import { builtInSandboxWebhooks, ownReceiverUrl } from './built-in-webhooks';
import { loadConfig } from './env';

const generated = () => 'generated-secret-0123456789';

describe('builtInSandboxWebhooks', () => {
  it('points the sandbox at the own receiver with one generated secret, shared', () => {
    const env = { PORT: '4123' };
    const { keys, sandboxEnv } = builtInSandboxWebhooks(loadConfig(env), env, generated);
    expect(keys).toEqual([{ keyId: '1', secret: generated() }]);
    const { config } = sandboxConfigFromEnv(sandboxEnv);
    expect(config.webhooks.urls).toEqual(['http://127.0.0.1:4123/api/webhooks']);
    expect(config.webhooks.keys).toEqual(keys);
  });

  it('uses the configured secrets and receiver URLs as they are', () => {
    const env = {
      WEBHOOK_SECRETS: '7:configured-secret',
      SANDBOX_WEBHOOK_URLS: 'http://127.0.0.1:9999/hook',
    };
    const { keys, sandboxEnv } = builtInSandboxWebhooks(loadConfig(env), env, generated);
    expect(keys).toEqual([{ keyId: '7', secret: 'configured-secret' }]);
    expect(sandboxEnv.SANDBOX_WEBHOOK_URLS).toBe('http://127.0.0.1:9999/hook');
    expect(sandboxEnv.SANDBOX_WEBHOOK_SECRETS).toBe('7:configured-secret');
  });

  it("takes the sandbox's secrets when only those are set", () => {
    const env = { SANDBOX_WEBHOOK_SECRETS: '3:sandbox-side-secret' };
    const { keys } = builtInSandboxWebhooks(loadConfig(env), env, generated);
    expect(keys).toEqual([{ keyId: '3', secret: 'sandbox-side-secret' }]);
  });

  it.each([
    [{ port: 3000, host: 'localhost' }, 'http://127.0.0.1:3000/api/webhooks'],
    [{ port: 3000, host: '0.0.0.0' }, 'http://127.0.0.1:3000/api/webhooks'],
    [{ port: 3000, host: '::1' }, 'http://[::1]:3000/api/webhooks'],
    [{ port: 3000, host: '10.0.0.5' }, 'http://10.0.0.5:3000/api/webhooks'],
    [{ port: 0, host: 'localhost' }, null],
  ])('reaches the receiver listening on %o at %s', (listen, url) => {
    expect(ownReceiverUrl(listen)).toBe(url);
  });
});
