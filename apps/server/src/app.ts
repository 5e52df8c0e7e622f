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
import { apmReturnRoutes } from './routes/apm-return';
import { challengeReturnRoutes } from './routes/challenge-return';
import { configRoutes } from './routes/config';
import { healthRoutes } from './routes/health';
import { openApiRoutes } from './routes/openapi';
import { apiCompressionThresholdBytes } from './proxy/compress-answer';
import { clockRoutes } from './routes/clock';
import { providerProxyRoutes } from './routes/provider-proxy';
import { webhookInspectorRoutes } from './routes/webhook-inspector';
import { webhookReceiverRoutes } from './routes/webhook-receiver';
import { webhookStreamRoutes } from './routes/webhook-stream';
import { CallsInFlight } from './clock/calls-in-flight';
import { SiteDatabase } from './site-database';
import { PostgresVisitorLedger } from './visitors/postgres-visitor-ledger';
import { simulatorClient } from './visitors/simulator-client';
import { MemoryVisitorLedger, type VisitorLedger } from './visitors/visitor-ledger';
import { merchantKeyOf, siteVisitors } from './visitors/visitors';
import { MemoryEventLedger, type EventLedger } from './webhooks/event-ledger';
import { PostgresEventLedger } from './webhooks/postgres-event-ledger';
import { ReceptionLog } from './webhooks/receptions';
import { WebhookHub } from './webhooks/webhook-hub';

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** What carries provider calls instead of the keep-alive pool (tests without sockets). */
  providerDispatcher?: Dispatcher;
  /**
   * What the site remembers of its visitors and of the provider's events (tests pass their own).
   * Without them: in PostgreSQL with DATABASE_URL (shared by every instance), else in memory.
   */
  ledgers?: SiteLedgers;
}

export interface SiteLedgers {
  visitors: VisitorLedger;
  events: EventLedger;
}

/** The ledgers in the site's PostgreSQL database, and the key every instance shares. */
async function postgresLedgers(app: FastifyInstance, url: string) {
  const db = await SiteDatabase.open(url, {
    onError: (message, error) => app.log.error({ err: error }, message),
  });
  try {
    const ledgers = {
      visitors: new PostgresVisitorLedger(db),
      events: await PostgresEventLedger.open(db),
    };
    app.addHook('onClose', async () => {
      await ledgers.events.close();
      await db.close();
    });
    return { ledgers, sharedKey: await db.sharedSecret('visitor-cookie-key') };
  } catch (error) {
    await db.close();
    throw error;
  }
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
  const shared = !options.ledgers && databaseUrl ? await postgresLedgers(app, databaseUrl) : null;
  const ledgers = options.ledgers ??
    shared?.ledgers ?? { visitors: new MemoryVisitorLedger(), events: new MemoryEventLedger() };
  // The built-in sandbox's simulator routes (inspector, faults, scenarios, clock); none with a
  // real provider.
  const simulator = config.webhooks.builtInSandbox
    ? simulatorClient(config.providers.try, config.proxy.timeoutMs, options.providerDispatcher)
    : null;
  // Several instances must read each other's cookies: one key, configured or kept in the
  // shared database (made by the first instance that starts). The same key derives each
  // visitor's demo clock id (visitors/visitors.ts), so every instance names the same clock.
  const visitors = siteVisitors({
    key: config.webhooks.visitorCookieSecret ?? shared?.sharedKey ?? randomBytes(32),
    isSecure: config.publicUrl.startsWith('https:'),
    ledger: ledgers.visitors,
    simulator,
    // Each visitor a merchant of their own at the built-in sandbox (visitors/visitors.ts).
    merchantKey: merchantKeyOf(config.providers.try),
  });
  const hub = new WebhookHub(ledgers.events, ledgers.visitors);
  app.decorate('webhookHub', hub);
  const receptions = new ReceptionLog();
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
    await api.register(configRoutes(config, visitors));
    await api.register(providerProxyRoutes(config, visitors, options.providerDispatcher, inFlight));
    await api.register(clockRoutes(config, visitors, inFlight));
    await api.register(webhookReceiverRoutes(config, hub, visitors, receptions));
    await api.register(webhookStreamRoutes(hub, visitors));
    await api.register(webhookInspectorRoutes(visitors, receptions));
  });

  await app.register(challengeReturnRoutes());
  await app.register(apmReturnRoutes());
  await registerWebApp(app, config.webDist);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The receiver's routing of events to this instance's streams (tests count its streams). */
    webhookHub: WebhookHub;
  }
}
