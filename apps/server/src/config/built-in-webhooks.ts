// `npm start` with no configuration: the built-in sandbox sends its events to this server's own
// receiver, signed with a secret both share, and takes calls on its simulator routes from this
// server only (a key both share, SANDBOX_SIMULATOR_KEY or made at each start). Unless set, SANDBOX_WEBHOOK_URLS becomes the
// receiver on the server's loopback port and the secret is generated at each start (or
// WEBHOOK_SECRETS / SANDBOX_WEBHOOK_SECRETS, when configured, is used by both). Instances that
// share a database (hosted mode) must use the same port, as the compose file's containers do, or
// set both variables alike: the sandbox drops a stored delivery whose URL its instance does not
// have configured (packages/sandbox README "Events (webhooks)").
import { randomBytes } from 'node:crypto';
import { formatWebhookKeys, type WebhookKey } from '../webhooks/signature';
import type { ServerStartup } from './env';

/** The URL the sandbox reaches this server's receiver at, or null when the port is not fixed. */
export function ownReceiverUrl(listen: ServerStartup['listen']): string | null {
  if (listen.port === 0) return null;
  const { host } = listen;
  // A wildcard or 'localhost' binding answers on 127.0.0.1 (listen.ts binds it for localhost).
  const target =
    host === 'localhost' || host === '0.0.0.0' || host === '::' || host === '[::]'
      ? '127.0.0.1'
      : host.includes(':')
        ? `[${host.replace(/^\[|\]$/g, '')}]`
        : host;
  return `http://${target}:${listen.port}/api/webhooks`;
}

/**
 * The keys the receiver verifies with (the configured ones, or one generated now) and the
 * environment the sandbox thread starts with: `env` plus the receiver URL and those keys
 * wherever `env` does not name its own.
 */
export function builtInSandboxWebhooks(
  startup: ServerStartup,
  env: NodeJS.ProcessEnv,
  generateSecret: () => string = () => randomBytes(32).toString('hex'),
): { keys: WebhookKey[]; sandboxEnv: NodeJS.ProcessEnv } {
  const configured = startup.app.webhooks.keys;
  const keys = configured.length > 0 ? configured : [{ keyId: '1', secret: generateSecret() }];
  const url = env.SANDBOX_WEBHOOK_URLS ?? ownReceiverUrl(startup.listen);
  // The simulator routes' key (packages/sandbox api/simulator-guard.ts): the configured one, or
  // one made now, held by this server's built-in profiles and by its sandbox alone.
  const simulatorKey = env.SANDBOX_SIMULATOR_KEY ?? generateSecret();
  for (const profile of Object.values(startup.app.providers)) {
    if (profile.builtInSandbox) profile.simulatorKey = simulatorKey;
  }
  return {
    keys,
    sandboxEnv: {
      ...env,
      SANDBOX_SIMULATOR_KEY: simulatorKey,
      ...(url ? { SANDBOX_WEBHOOK_URLS: url } : {}),
      ...(url
        ? { SANDBOX_WEBHOOK_SECRETS: env.SANDBOX_WEBHOOK_SECRETS ?? formatWebhookKeys(keys) }
        : {}),
    },
  };
}
