// Sandbox configuration, read and validated from the environment in this one module.
import { z } from 'zod';

export interface SandboxConfig {
  /** Public origin of the sandbox as browsers and the server reach it, e.g. http://localhost:3001. */
  publicUrl: string;
  /** HTTP Basic credentials every API call must carry. */
  credentials: { username: string; password: string };
  /** SQLite file, or ':memory:' for tests. */
  databaseFile: string;
  /** A PostgreSQL database shared by several instances (DATABASE_URL); replaces the file. */
  databaseUrl?: string;
  /** App origins allowed to frame the hosted pages (frame-ancestors) and to receive postMessages. */
  appOrigins: string[];
  /** Checkout ids the Checkout SDK accepts at init (public, like a publishable key). */
  checkoutIds: string[];
  /** Test-only control routes under /_sandbox (reset, clock); off unless enabled. */
  enableControlRoutes: boolean;
  /**
   * SANDBOX_SIMULATOR_KEY: what the simulator routes (events, Resend, faults, scenario triggers,
   * demo clocks) take in `x-sjd-simulator-key` beside the merchant's credentials, which are public
   * in this demo; only the demo's server holds it. Null: those routes are off.
   */
  simulatorKey: string | null;
  /** Simulated latency added to API responses, in ms (0 = off). */
  latencyMs: number;
  /** Every stored record is deleted this long after it last changed, in ms. */
  retentionMs: number;
  /** How long an authorization left alone stays valid before it is `Expired`, in ms. */
  authorizationValidityMs?: number;
  /** How often the expired records are deleted, in ms. */
  purgeIntervalMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Where the provider's events (webhooks) go, and how they are signed. */
  webhooks: WebhookConfig;
}

/** One signing key of the `Event-Signature` header: `{keyId}/SHA256/{hmac}`. */
export interface WebhookKey {
  keyId: string;
  secret: string;
}

export interface WebhookConfig {
  /**
   * Receiver URLs (SANDBOX_WEBHOOK_URLS); none: no event is recorded or delivered. The only
   * places an event is ever sent: never a URL from a request.
   */
  urls: string[];
  /** Keys each event is signed with, one signature each (SANDBOX_WEBHOOK_SECRETS); none: unsigned. */
  keys: WebhookKey[];
  /** How often (real time) due events and retries are looked for, in ms. */
  tickMs: number;
  /** A receiver that has not answered after this long (real time) failed the attempt, in ms. */
  timeoutMs: number;
}

/** The provider's acknowledgement window: a 200 within 10 s (provider-lifecycle.md §2.2). */
export const webhookTimeoutMs = 10_000;
/** How often due events are looked for: short, so an event follows its change at once. */
export const defaultWebhookTickMs = 200;

/** The clean-up of expired records runs this often (and once at start-up). */
export const defaultPurgeIntervalMs = 10 * 60 * 1000;

export const defaultSandboxCredentials = { username: 'sjd-demo', password: 'sjd-demo-secret' };

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const sandboxEnvSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  SANDBOX_HOST: z.string().min(1).default('localhost'),
  SANDBOX_PUBLIC_URL: z.url().optional(),
  SANDBOX_USERNAME: z.string().min(1).default(defaultSandboxCredentials.username),
  SANDBOX_PASSWORD: z.string().min(1).default(defaultSandboxCredentials.password),
  SANDBOX_DB: z.string().min(1).default('data/sandbox.db'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SANDBOX_APP_ORIGINS: z.string().optional(),
  SANDBOX_CHECKOUT_IDS: z.string().optional(),
  SANDBOX_CONTROL_ROUTES: booleanFlag.default(false),
  SANDBOX_SIMULATOR_KEY: z.string().min(16).optional(),
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  SANDBOX_RETENTION_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 366)
    .default(168),
  SANDBOX_AUTHORIZATION_VALIDITY_DAYS: z.coerce.number().min(0.001).max(366).default(7),
  SANDBOX_WEBHOOK_URLS: z.string().optional(),
  SANDBOX_WEBHOOK_SECRETS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every variable the sandbox reads. */
export const sandboxEnvNames: readonly string[] = Object.keys(sandboxEnvSchema.shape);

export interface SandboxListenOptions {
  port: number;
  host: string;
}

/** The checkout id the demo server uses unless PROVIDER_CHECKOUT_ID says otherwise. */
export const defaultCheckoutId = 'sjd-checkout-id';

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Host names that always mean this machine's loopback interface. */
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser may use for the same loopback listener as `origin`: for
 * http://localhost:3000 itself, http://127.0.0.1:3000 and http://[::1]:3000 (same scheme and
 * port). Any other origin is only itself. A demo opened on any loopback name is the same demo.
 */
export function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!loopbackHosts.includes(url.hostname)) return [url.origin];
  const aliases = loopbackHosts.map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
  return [...new Set([url.origin, ...aliases])];
}

/** `http://localhost:3000/` → `http://localhost:3000`; anything that is not an http(s) URL throws. */
function originOf(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(
      `Invalid sandbox configuration:\n  SANDBOX_APP_ORIGINS: ${value} is not an http(s) origin`,
    );
  }
  return url.origin;
}

/** SANDBOX_WEBHOOK_URLS: absolute http(s) URLs without credentials, each once. */
function webhookUrls(value: string | undefined, problems: string[]): string[] {
  const urls: string[] = [];
  for (const item of commaList(value ?? '')) {
    const url = URL.canParse(item) ? new URL(item) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      problems.push(`SANDBOX_WEBHOOK_URLS: ${item} is not an http(s) URL`);
    } else if (url.username || url.password) {
      problems.push(`SANDBOX_WEBHOOK_URLS: ${url.host} carries credentials; leave them out`);
    } else if (url.hash) {
      problems.push(`SANDBOX_WEBHOOK_URLS: ${item} has a #fragment, which is never sent`);
    } else if (!urls.includes(url.href)) {
      urls.push(url.href);
    }
  }
  return urls;
}

/** SANDBOX_WEBHOOK_SECRETS: `keyId:secret` pairs; a key id is a short token, each used once. */
function webhookKeys(value: string | undefined, problems: string[]): WebhookKey[] {
  const keys: WebhookKey[] = [];
  for (const item of commaList(value ?? '')) {
    const colon = item.indexOf(':');
    const keyId = colon > 0 ? item.slice(0, colon) : '';
    const secret = colon > 0 ? item.slice(colon + 1) : '';
    // Never echo a secret into the message: name the key (or the position) only.
    const which = keyId ? `key ${keyId}` : `entry ${keys.length + 1}`;
    if (!/^[A-Za-z0-9._-]{1,32}$/.test(keyId)) {
      problems.push(
        `SANDBOX_WEBHOOK_SECRETS: ${which} must be keyId:secret with a key id of letters, digits, . _ or - (at most 32)`,
      );
    } else if (secret.length < 8) {
      problems.push(`SANDBOX_WEBHOOK_SECRETS: ${which} needs a secret of at least 8 characters`);
    } else if (keys.some((key) => key.keyId === keyId)) {
      problems.push(`SANDBOX_WEBHOOK_SECRETS: key ${keyId} is given twice`);
    } else {
      keys.push({ keyId, secret });
    }
  }
  return keys;
}

/**
 * Reads the sandbox settings from `env`. `defaultAppOrigin` is the demo app's origin when the
 * sandbox runs beside it: it is allowed with its loopback aliases (the demo works opened on
 * localhost, 127.0.0.1 or [::1]). SANDBOX_APP_ORIGINS (comma-separated) replaces it and is taken
 * exactly as written. Likewise
 * `defaultCheckoutIds` (the server's configured checkout ids) and SANDBOX_CHECKOUT_IDS.
 */
export function sandboxConfigFromEnv(
  env: NodeJS.ProcessEnv,
  defaultAppOrigin = 'http://localhost:3000',
  defaultCheckoutIds: readonly string[] = [defaultCheckoutId],
): { config: SandboxConfig; listen: SandboxListenOptions } {
  const parsed = sandboxEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid sandbox configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  const webhooks: WebhookConfig = {
    urls: webhookUrls(e.SANDBOX_WEBHOOK_URLS, problems),
    keys: webhookKeys(e.SANDBOX_WEBHOOK_SECRETS, problems),
    tickMs: defaultWebhookTickMs,
    timeoutMs: webhookTimeoutMs,
  };
  if (webhooks.keys.length > 0 && webhooks.urls.length === 0) {
    problems.push('SANDBOX_WEBHOOK_SECRETS: set SANDBOX_WEBHOOK_URLS too, or nothing is sent');
  }
  if (problems.length > 0) {
    throw new Error(`Invalid sandbox configuration:\n  ${problems.join('\n  ')}`);
  }
  const appOrigins = e.SANDBOX_APP_ORIGINS
    ? [...new Set(commaList(e.SANDBOX_APP_ORIGINS).map(originOf))]
    : loopbackAliases(originOf(defaultAppOrigin));
  const checkoutIds = e.SANDBOX_CHECKOUT_IDS
    ? commaList(e.SANDBOX_CHECKOUT_IDS)
    : [...defaultCheckoutIds];
  return {
    config: {
      publicUrl: (e.SANDBOX_PUBLIC_URL ?? `http://localhost:${e.SANDBOX_PORT}`).replace(/\/$/, ''),
      credentials: { username: e.SANDBOX_USERNAME, password: e.SANDBOX_PASSWORD },
      databaseFile: e.SANDBOX_DB,
      ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
      appOrigins,
      checkoutIds,
      enableControlRoutes: e.SANDBOX_CONTROL_ROUTES,
      simulatorKey: e.SANDBOX_SIMULATOR_KEY ?? null,
      latencyMs: e.SANDBOX_LATENCY_MS,
      retentionMs: Math.round(e.SANDBOX_RETENTION_HOURS * 60 * 60 * 1000),
      authorizationValidityMs: Math.round(
        e.SANDBOX_AUTHORIZATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000,
      ),
      purgeIntervalMs: defaultPurgeIntervalMs,
      logLevel: e.LOG_LEVEL,
      webhooks,
    },
    listen: { port: e.SANDBOX_PORT, host: e.SANDBOX_HOST },
  };
}
