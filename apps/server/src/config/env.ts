// The server's configuration, read from the environment and validated here and only here.
// Both provider profiles ('try' and 'live') default to the built-in sandbox, so the demo works
// offline in either; PROVIDER_* / LIVE_PROVIDER_* point them at a real provider.
import { z } from 'zod';
import type { EnvironmentName } from '@sjd/contracts';
import { defaultSandboxCredentials } from '@sjd/sandbox';
import { parseWebhookKeys, type WebhookKey } from '../webhooks/signature';

export interface ProviderProfile {
  /** Origin (+ optional path prefix) of the provider REST API. */
  baseUrl: string;
  username: string;
  password: string;
  entity: string;
  checkoutId: string;
  /** Origin of the 3DS device-data / challenge pages. */
  secureOrigin3ds: string;
  hppLibraryUrl: string;
  testScenariosUrl: string;
  /** Apple Pay merchant validation (payment session) endpoint; shown, never called. */
  applePaySessionUrl: string;
  /**
   * The profile talks to a test environment (try's provider or the built-in sandbox): true for
   * 'try', and for 'live' until LIVE_PROVIDER_BASE_URL names a provider of its own.
   */
  isTestProvider: boolean;
  /**
   * Set when the profile is the built-in sandbox with its published default credentials: those
   * are public demo values, so /api/config hands them to the terminal's 'Copy as curl'.
   */
  publicDemoCredentials?: { username: string; password: string };
  /**
   * The profile is the built-in sandbox (no PROVIDER_BASE_URL): only then does the proxy name
   * the visitor's demo clock (`x-sjd-demo-clock`) and does /api/clock serve.
   */
  builtInSandbox?: boolean;
  /**
   * With the built-in sandbox: the key its simulator routes (events, Resend, faults, scenario
   * triggers, demo clocks) take beside the merchant's credentials, which are public in this demo
   * (SANDBOX_SIMULATOR_KEY, or one made at each start: config/built-in-webhooks.ts).
   */
  simulatorKey?: string;
}

export interface SiteSettings {
  gaDomains: string[];
  gaTrackingId: string;
  errorReportingDsn: string;
  errorReportingSampleRate: number;
  cookiePolicyLink: string;
  privacyPolicyLink: string;
  getInTouchLink: string;
  contactUsLabel: string;
}

export interface ProxySettings {
  /** Upper bound on one provider call (connect + answer + body), in ms; then 504. */
  timeoutMs: number;
  /** Largest /api/wpservices, /api/payments or /api/hpp request body, in bytes; then 413. */
  bodyLimitBytes: number;
  /** Largest provider answer the proxy reads, in bytes; then 502. */
  maxResponseBytes: number;
}

export interface RateLimitSettings {
  /** Requests per window per client address on /api/*. */
  max: number;
  windowMs: number;
}

export interface WebhookSettings {
  /**
   * The keys POST /api/webhooks verifies `Event-Signature` with (WEBHOOK_SECRETS; with the
   * built-in sandbox and none configured, server.ts adds one generated per start).
   */
  keys: WebhookKey[];
  /**
   * Signs the visitor cookie (VISITOR_COOKIE_SECRET); null: random bytes per start, or with
   * `databaseUrl` a key every instance reads from the database.
   */
  visitorCookieSecret: string | null;
  /**
   * DATABASE_URL: the receiver's ledger (owners, seen events, messages) in PostgreSQL, shared
   * by every instance; null: in this instance's memory.
   */
  databaseUrl: string | null;
  /**
   * The try profile is the built-in sandbox (no PROVIDER_BASE_URL): the inspector reads its
   * delivery records, and faults, Resend and scenario triggers reach its simulator routes.
   */
  builtInSandbox: boolean;
}

export interface AppConfig {
  /** Public origin of the demo site, e.g. http://localhost:3000. */
  publicUrl: string;
  /** Folder of the built web app (index.html + assets), or null to serve no SPA. */
  webDist: string | null;
  providers: Record<EnvironmentName, ProviderProfile>;
  site: SiteSettings;
  proxy: ProxySettings;
  rateLimit: RateLimitSettings;
  webhooks: WebhookSettings;
  /**
   * Fastify's trustProxy: false (default: the client address is the socket's), a hop count, or
   * a list of proxy addresses/CIDRs. Needed behind a load balancer so rate limits are per
   * visitor rather than per balancer.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export interface ServerStartup {
  app: AppConfig;
  listen: { port: number; host: string };
  /** True when no real provider is configured: server.ts starts the built-in sandbox. */
  useBuiltInSandbox: boolean;
}

const optionalUrl = z.url().optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: optionalUrl,
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  SANDBOX_PUBLIC_URL: optionalUrl,
  SANDBOX_USERNAME: z.string().min(1).default(defaultSandboxCredentials.username),
  SANDBOX_PASSWORD: z.string().min(1).default(defaultSandboxCredentials.password),
  SANDBOX_SIMULATOR_KEY: z.string().min(16).optional(),
  PROVIDER_BASE_URL: optionalUrl,
  PROVIDER_USERNAME: z.string().optional(),
  PROVIDER_PASSWORD: z.string().optional(),
  PROVIDER_ENTITY: z.string().min(1).default('default'),
  PROVIDER_CHECKOUT_ID: z.string().min(1).default('sjd-checkout-id'),
  PROVIDER_3DS_ORIGIN: optionalUrl,
  PROVIDER_HPP_LIBRARY_URL: optionalUrl,
  PROVIDER_TEST_SCENARIOS_URL: optionalUrl,
  PROVIDER_APPLE_PAY_SESSION_URL: optionalUrl,
  LIVE_PROVIDER_BASE_URL: optionalUrl,
  LIVE_PROVIDER_USERNAME: z.string().optional(),
  LIVE_PROVIDER_PASSWORD: z.string().optional(),
  LIVE_PROVIDER_ENTITY: z.string().min(1).optional(),
  LIVE_PROVIDER_CHECKOUT_ID: z.string().min(1).optional(),
  LIVE_PROVIDER_3DS_ORIGIN: optionalUrl,
  LIVE_PROVIDER_HPP_LIBRARY_URL: optionalUrl,
  LIVE_PROVIDER_APPLE_PAY_SESSION_URL: optionalUrl,
  GA_TRACKING_ID: z.string().default(''),
  GA_DOMAINS: z.string().default(''),
  ERROR_REPORTING_DSN: z.string().default(''),
  ERROR_REPORTING_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  COOKIE_POLICY_URL: optionalUrl,
  PRIVACY_POLICY_URL: optionalUrl,
  CONTACT_URL: optionalUrl,
  CONTACT_LABEL: z.string().default('Get in touch'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  PROXY_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024)
    .default(32 * 1024),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  WEBHOOK_SECRETS: z.string().optional(),
  VISITOR_COOKIE_SECRET: z.string().min(32).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, { message: 'expected a postgres:// URL' })
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(false|true|\d{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, {
      message: 'expected false, true, a hop count or a comma-separated list of addresses',
    })
    .default('false'),
});

/** Every variable the server reads (the sandbox's own are in @sjd/sandbox's sandboxEnvNames). */
export const serverEnvNames: readonly string[] = Object.keys(envSchema.shape);

function parseTrustProxy(value: string): AppConfig['trustProxy'] {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    // Trust the nearest N hops (what Fastify does with a number, in a form its types accept).
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',');
}

/** Provider answers bigger than this are not a provider answer the demo can show. */
const maxProviderResponseBytes = 1024 * 1024;

/** Where the provider serves its embedded HPP library (the sandbox mirrors the real path). */
const hppLibraryPath =
  '/resources/hpp/integrations/embedded/js/hpp-embedded-integration-library.js';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Apple's payment-session endpoints (merchant validation): its sandbox gateway for testing, its
 * production gateway for live. The express wallets are simulated, so these are only shown.
 */
const applePaySessionUrls = {
  sandbox: 'https://apple-pay-gateway-cert.apple.com/paymentservices/paymentSession',
  production: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
};

type Env = z.infer<typeof envSchema>;

/** The webhook keys: WEBHOOK_SECRETS, or the built-in sandbox's own when only those are set. */
function webhookKeysOf(e: Env, env: NodeJS.ProcessEnv, useBuiltInSandbox: boolean): WebhookKey[] {
  const keyProblems: string[] = [];
  const webhookKeys = e.WEBHOOK_SECRETS
    ? parseWebhookKeys(e.WEBHOOK_SECRETS, 'WEBHOOK_SECRETS', keyProblems)
    : useBuiltInSandbox && env.SANDBOX_WEBHOOK_SECRETS
      ? parseWebhookKeys(env.SANDBOX_WEBHOOK_SECRETS, 'SANDBOX_WEBHOOK_SECRETS', keyProblems)
      : [];
  if (keyProblems.length > 0) {
    throw new Error(`Invalid server configuration:\n  ${keyProblems.join('\n  ')}`);
  }
  return webhookKeys;
}

/** The 'try' profile: the configured provider, or the built-in sandbox. */
function tryProfileOf(e: Env, useBuiltInSandbox: boolean): ProviderProfile {
  const sandboxUrl = trimSlash(e.SANDBOX_PUBLIC_URL ?? `http://localhost:${e.SANDBOX_PORT}`);
  const tryBase = trimSlash(e.PROVIDER_BASE_URL ?? sandboxUrl);
  return {
    baseUrl: tryBase,
    username: e.PROVIDER_USERNAME ?? e.SANDBOX_USERNAME,
    password: e.PROVIDER_PASSWORD ?? e.SANDBOX_PASSWORD,
    entity: e.PROVIDER_ENTITY,
    checkoutId: e.PROVIDER_CHECKOUT_ID,
    secureOrigin3ds: new URL(e.PROVIDER_3DS_ORIGIN ?? tryBase).origin,
    hppLibraryUrl: e.PROVIDER_HPP_LIBRARY_URL ?? `${tryBase}${hppLibraryPath}`,
    testScenariosUrl: e.PROVIDER_TEST_SCENARIOS_URL ?? `${tryBase}/docs/test-scenarios`,
    applePaySessionUrl: e.PROVIDER_APPLE_PAY_SESSION_URL ?? applePaySessionUrls.sandbox,
    isTestProvider: true,
    ...(useBuiltInSandbox ? { builtInSandbox: true } : {}),
    ...(useBuiltInSandbox && e.SANDBOX_SIMULATOR_KEY
      ? { simulatorKey: e.SANDBOX_SIMULATOR_KEY }
      : {}),
    ...(useBuiltInSandbox &&
    e.SANDBOX_USERNAME === defaultSandboxCredentials.username &&
    e.SANDBOX_PASSWORD === defaultSandboxCredentials.password
      ? { publicDemoCredentials: { ...defaultSandboxCredentials } }
      : {}),
  };
}

/** The 'live' profile: a provider of its own, or the 'try' one again. */
function liveProfileOf(e: Env, tryProfile: ProviderProfile): ProviderProfile {
  const liveBase = e.LIVE_PROVIDER_BASE_URL ? trimSlash(e.LIVE_PROVIDER_BASE_URL) : undefined;
  const liveProfile: ProviderProfile = liveBase
    ? {
        baseUrl: liveBase,
        username: e.LIVE_PROVIDER_USERNAME ?? '',
        password: e.LIVE_PROVIDER_PASSWORD ?? '',
        entity: e.LIVE_PROVIDER_ENTITY ?? tryProfile.entity,
        checkoutId: e.LIVE_PROVIDER_CHECKOUT_ID ?? tryProfile.checkoutId,
        secureOrigin3ds: new URL(e.LIVE_PROVIDER_3DS_ORIGIN ?? liveBase).origin,
        hppLibraryUrl: e.LIVE_PROVIDER_HPP_LIBRARY_URL ?? `${liveBase}${hppLibraryPath}`,
        testScenariosUrl: tryProfile.testScenariosUrl,
        applePaySessionUrl: e.LIVE_PROVIDER_APPLE_PAY_SESSION_URL ?? applePaySessionUrls.production,
        isTestProvider: false,
      }
    : { ...tryProfile };
  if (liveBase && (!liveProfile.username || !liveProfile.password)) {
    throw new Error(
      'Invalid server configuration:\n  LIVE_PROVIDER_USERNAME and LIVE_PROVIDER_PASSWORD are required when LIVE_PROVIDER_BASE_URL is set',
    );
  }
  return liveProfile;
}

/** Parses `env` into the server's startup settings; throws one readable error listing every problem. */
export function loadConfig(
  env: NodeJS.ProcessEnv,
  defaults: { webDist: string | null } = { webDist: null },
): ServerStartup {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const useBuiltInSandbox = e.PROVIDER_BASE_URL === undefined;
  if (!useBuiltInSandbox && (!e.PROVIDER_USERNAME || !e.PROVIDER_PASSWORD)) {
    throw new Error(
      'Invalid server configuration:\n  PROVIDER_USERNAME and PROVIDER_PASSWORD are required when PROVIDER_BASE_URL is set',
    );
  }
  // The built-in sandbox signs with SANDBOX_WEBHOOK_SECRETS when only that is set: take its keys.
  const webhookKeys = webhookKeysOf(e, env, useBuiltInSandbox);
  const tryProfile = tryProfileOf(e, useBuiltInSandbox);
  const tryBase = tryProfile.baseUrl;
  const liveProfile = liveProfileOf(e, tryProfile);
  const publicUrl = trimSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    useBuiltInSandbox,
    listen: { port: e.PORT, host: e.HOST },
    app: {
      publicUrl,
      webDist: e.WEB_DIST ?? defaults.webDist,
      providers: { try: tryProfile, live: liveProfile },
      logLevel: e.LOG_LEVEL,
      proxy: {
        timeoutMs: e.PROVIDER_TIMEOUT_MS,
        bodyLimitBytes: e.PROXY_BODY_LIMIT_BYTES,
        maxResponseBytes: maxProviderResponseBytes,
      },
      rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
      webhooks: {
        keys: webhookKeys,
        visitorCookieSecret: e.VISITOR_COOKIE_SECRET ?? null,
        databaseUrl: e.DATABASE_URL ?? null,
        builtInSandbox: useBuiltInSandbox,
      },
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      site: {
        gaDomains: e.GA_DOMAINS.split(',')
          .map((d) => d.trim())
          .filter(Boolean),
        gaTrackingId: e.GA_TRACKING_ID,
        errorReportingDsn: e.ERROR_REPORTING_DSN,
        errorReportingSampleRate: e.ERROR_REPORTING_SAMPLE_RATE,
        cookiePolicyLink: e.COOKIE_POLICY_URL ?? `${tryBase}/docs/cookie-policy`,
        privacyPolicyLink: e.PRIVACY_POLICY_URL ?? `${tryBase}/docs/privacy-policy`,
        getInTouchLink: e.CONTACT_URL ?? `${tryBase}/docs/contact`,
        contactUsLabel: e.CONTACT_LABEL,
      },
    },
  };
}
