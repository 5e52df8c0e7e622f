// buildApp(config): the demo server as a Fastify instance. It never listens; server.ts does.
// Routes are registered explicitly, in order: security headers, then the /api scope (rate
// limit, compression, health, OpenAPI document, config, provider proxy, the provider's events:
// receiver and browser stream), the 3DS challenge
// return page, and the static SPA with its fallback. Every route is recorded as it is
// registered, for the OpenAPI document.
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Dispatcher } from 'undici';
import { proxyErrorCodes } from '@sjd/contracts';
import type { AppConfig } from './config/env';
import { ApiHttpError, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerRequestLog, siteLog } from './plugins/logging';
import { registerSecurityHeaders } from './plugins/security';
import { recordRoutes } from './plugins/route-inventory';
import { registerWebApp } from './plugins/web-app';
import { registerZodSchemas } from './plugins/zod-schemas';
import { challengeReturnRoutes } from './routes/challenge-return';
import { configRoutes } from './routes/config';
import { healthRoutes } from './routes/health';
import { openApiRoutes } from './routes/openapi';
import { apiCompressionThresholdBytes } from './proxy/compress-answer';
import { clockRoutes } from './routes/clock';
import { providerProxyRoutes } from './routes/provider-proxy';
import { webhookInspectorRoutes } from './routes/webhook-inspector';
import { webhookRoutes } from './routes/webhooks';
import { ReceptionLog } from './webhooks/receptions';
import { simulatorClient } from './webhooks/simulator-client';
import { VisitorFaults } from './webhooks/visitor-faults';
import { visitorCookies } from './webhooks/visitor-cookie';
import { CallsInFlight } from './clock/demo-clock';
import { MemoryLedger } from './webhooks/hub-ledger';
import { PostgresLedger } from './webhooks/postgres-ledger';
import { WebhookHub } from './webhooks/webhook-hub';

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** What carries provider calls instead of the keep-alive pool (tests without sockets). */
  providerDispatcher?: Dispatcher;
  /**
   * The receiver's memory and event routing (tests pass one with small limits). Without one:
   * in PostgreSQL with DATABASE_URL (shared by every instance), else in memory.
   */
  webhookHub?: WebhookHub;
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...siteLog.options(config.logLevel, options.logStream),
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors,
  });
  const routes = recordRoutes(app);
  const databaseUrl = config.webhooks.databaseUrl;
  const ledger =
    !options.webhookHub && databaseUrl
      ? await PostgresLedger.open(databaseUrl, {
          onError: (message, error) => app.log.error({ err: error }, message),
        })
      : null;
  const hub = options.webhookHub ?? new WebhookHub(ledger ?? new MemoryLedger());
  if (ledger) app.addHook('onClose', () => ledger.close());
  const faults = new VisitorFaults();
  const receptions = new ReceptionLog();
  // The built-in sandbox's simulator routes (inspector, faults, scenarios); none with a provider.
  const simulator = config.webhooks.builtInSandbox
    ? simulatorClient(config.providers.try, config.proxy.timeoutMs, options.providerDispatcher)
    : null;
  // Several instances must read each other's cookies: one key, configured or kept in the
  // shared database (made by the first instance that starts). The same key derives each
  // visitor's demo clock id (clock/demo-clock.ts), so every instance names the same clock.
  const visitorKey =
    config.webhooks.visitorCookieSecret ??
    (ledger ? await ledger.sharedSecret('visitor-cookie-key') : randomBytes(32));
  const cookies = visitorCookies(visitorKey, config.publicUrl.startsWith('https:'));
  const inFlight = new CallsInFlight();

  registerZodSchemas(app);
  registerRequestLog(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app, config);

  await app.register(async (api) => {
    // Per client address over all /api routes. The in-memory store suits one instance; several
    // instances would share counters through the plugin's Redis store (ARCHITECTURE §7).
    await api.register(rateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      errorResponseBuilder: (_request, context) =>
        new ApiHttpError(429, {
          error: proxyErrorCodes.rateLimited,
          message: `Too many requests: at most ${context.max} per ${Math.round(config.rateLimit.windowMs / 1000)} s from one address. Try again in ${context.after}.`,
          details: { retryAfterMs: context.ttl },
        }),
    });
    // Large JSON API answers are compressed on the fly (static files are precompressed at build
    // time). Below the threshold they are not: an answer that fits TCP's initial congestion
    // window (10 segments, ~14 KB) arrives in one round trip compressed or not, and compressing
    // every proxied answer cost the proxy ~10% of its CPU (bench/proxy.ts profile). The proxy
    // routes opt out of the plugin and compress their rare large answers themselves
    // (proxy/compress-answer.ts).
    await api.register(compress, {
      global: true,
      threshold: apiCompressionThresholdBytes,
      encodings: ['br', 'gzip'],
    });
    await api.register(healthRoutes);
    await api.register(openApiRoutes(config, routes));
    await api.register(configRoutes(config, cookies));
    await api.register(
      providerProxyRoutes(
        config,
        hub,
        cookies,
        options.providerDispatcher,
        { faults, simulator },
        { key: visitorKey, inFlight },
      ),
    );
    await api.register(clockRoutes(config, cookies, visitorKey, inFlight));
    await api.register(webhookRoutes(config, hub, cookies, { faults, receptions }));
    await api.register(webhookInspectorRoutes({ hub, cookies, faults, receptions, simulator }));
  });

  await app.register(challengeReturnRoutes());
  await registerWebApp(app, config.webDist);
  return app;
}
