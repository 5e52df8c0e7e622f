// buildSandbox(config): the provider simulator as a Fastify instance that never listens itself.
// Routes mirror the provider's paths (see ../../shared/provider-api.md); sandbox-only routes live
// under /_sandbox. `app.sandbox` is the domain context (store, clock, hrefs, JWT secret) that the
// hosted pages use to act on the same state as the REST API.
import { demoClockRoutes } from './api/demo-clocks';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { maxOpaqueIdLength } from '@sjd/contracts';
import type { SandboxConfig } from './config';
import { controlRoutes } from './api/control';
import { simulatorRoutes } from './api/simulator-routes';
import { delegatePaymentRoutes } from './api/delegate-payment';
import { healthRoutes } from './api/health';
import {
  frameworkErrors,
  registerCorrelationId,
  registerNotFound,
  registerProviderRoutes,
  registerRootErrorHandler,
} from './api/http';
import { providerHandlers } from './api/routes';
import { ControllableClock, type SandboxContext } from './domain/context';
import { resolvingTables } from './domain/merchants';
import { openTables, tableSpecs } from './domain/tables';
import { sandboxLog, type LogStream } from './logging';
import { docsRoutes } from './hosted/docs';
import { indexRoutes } from './hosted/index-page';
import { hostedRoutes } from './hosted/routes';
import { scenariosRoutes } from './hosted/scenarios-page';
import { registerSecurityHeaders } from './security-headers';
import { openSandboxStore } from './store/open-store';
import { openPostgresStore } from './store/postgres';
import type { DamagedRecord, SandboxStore } from './store/store';
import { WebhookDelivery } from './webhooks/delivery';
import { observeTables, Outbox } from './webhooks/outbox';

export interface BuildOptions {
  /** Where logs go instead of stdout (tests read them to prove what is never logged). */
  logStream?: LogStream;
}

/**
 * Deletes what has outlived its retention or expiry (SANDBOX_RETENTION_HOURS), at start-up and
 * then every `intervalMs`, so the database does not grow without bound. The timer does not keep
 * the process alive and stops with the app.
 */
function startPurging(
  app: FastifyInstance,
  store: SandboxStore,
  now: () => number,
  intervalMs: number,
): void {
  // On a shared database one instance purges at a time (the others skip that round).
  const purge = async () => {
    try {
      const purged = await store.exclusive('purge', () => store.purgeExpired(now()));
      if (purged) app.log.info({ purged }, 'expired sandbox records deleted');
    } catch (error) {
      // A failed clean-up (a disk error) is tried again next time; it must not stop the demo.
      app.log.error({ err: error }, 'deleting expired sandbox records failed');
    }
  };
  let running = purge();
  const timer = setInterval(() => void (running = running.then(purge)), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** The store the config names (PostgreSQL or SQLite), its start-up said in the log. */
async function openStore(
  app: FastifyInstance,
  config: SandboxConfig,
  now: () => number,
): Promise<SandboxStore> {
  const where = config.databaseUrl ? 'on DATABASE_URL' : config.databaseFile;
  const storeOptions = {
    retentionMs: config.retentionMs,
    now,
    // A record that cannot be read back is set aside, never dropped in silence.
    onDamagedRecord: ({ table, id, reason }: DamagedRecord) =>
      app.log.error(
        { file: where, table, id, reason },
        `The sandbox database ${where} holds a damaged ${table} record ${id} (${reason}): it was moved to the ${config.databaseUrl ? 'damaged_records table of that database' : 'damagedRecords table of that file'} and is not used.`,
      ),
  };
  if (config.databaseUrl) {
    // A shared database: an instance that cannot reach it or migrate it does not start.
    const opened = await openPostgresStore(config.databaseUrl, storeOptions);
    if (opened.migrated.length > 0) {
      app.log.info({ migrations: opened.migrated }, 'sandbox database migrated');
    }
    return opened.store;
  }
  const opened = openSandboxStore(config.databaseFile, storeOptions);
  if (opened.problem) app.log.warn(opened.problem);
  if (opened.dataLoss) app.log.error(opened.dataLoss);
  return opened.store;
}

export async function buildSandbox(
  config: SandboxConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // One line per request, naming the sandbox and the call's correlation id; never bodies
    // (card numbers, CVCs) or headers (logging.ts).
    ...sandboxLog.options(config.logLevel, options.logStream),
    // Bodies larger than this are refused with 413 before any parsing.
    bodyLimit: 64 * 1024,
    // Ids as long as the proxy forwards reach their route (Fastify's default stops at 100, and
    // a longer id was answered as if the route did not take the method).
    routerOptions: { maxParamLength: maxOpaqueIdLength },
    frameworkErrors,
  });

  const clock = new ControllableClock();
  const now = () => clock.now().getTime();
  const store = await openStore(app, config, now);
  app.addHook('onClose', async () => store.close());
  // The JWT secret lives in the store, so DDC and challenge JWTs survive a restart and every
  // instance on a shared database signs and checks with the same one: the first to start
  // claims it, the others read it.
  const secret = await store.meta.claim('jwtSecret', randomBytes(32).toString('base64url'));
  let tables = openTables(store);
  // The provider's events, only when a receiver is configured (SANDBOX_WEBHOOK_URLS): every
  // write of a payment or payout then records the events it implies, which are delivered when
  // they are due on the sandbox clock. Without one, nothing is recorded and nothing runs.
  let webhooks: { outbox: Outbox; delivery: WebhookDelivery } | undefined;
  if (config.webhooks.urls.length > 0) {
    const outbox = new Outbox(store, config.webhooks, config.publicUrl);
    tables = observeTables(tables, outbox, config.publicUrl);
    webhooks = { outbox, delivery: new WebhookDelivery(outbox, clock, app.log) };
  }
  // A write from a hosted page or the simulator keeps its record's merchant (domain/merchants.ts).
  tables = resolvingTables(tables, tableSpecs);
  // Every record is read once at start-up, so damage shows in the log now, not as a visitor's
  // "not found" later.
  await store.checkRecords();
  const ctx: SandboxContext = {
    store,
    tables,
    clock,
    publicUrl: config.publicUrl,
    secret,
    checkoutIds: config.checkoutIds,
    authorizationValidityMs: config.authorizationValidityMs,
    appOrigins: config.appOrigins,
  };

  startPurging(app, store, now, config.purgeIntervalMs);
  if (webhooks) {
    const { delivery } = webhooks;
    delivery.start();
    app.addHook('onClose', async () => delivery.close());
  }

  app.decorate('sandboxConfig', config);
  app.decorate('sandbox', ctx);
  app.decorate('webhooks', webhooks);
  // The caller's merchant, set by the provider routes' guard (api/guard.ts).
  app.decorateRequest('merchant', null);
  registerSecurityHeaders(app);
  registerCorrelationId(app);
  registerNotFound(app);
  registerRootErrorHandler(app);
  await app.register(healthRoutes);
  await app.register(indexRoutes(config));
  await app.register(docsRoutes);
  await app.register(scenariosRoutes);
  await app.register(hostedRoutes(config));
  await app.register(async (api) => registerProviderRoutes(api, config, ctx, providerHandlers));
  await app.register(delegatePaymentRoutes(config));
  await app.register(demoClockRoutes(config, ctx, webhooks?.outbox));
  if (config.enableControlRoutes) {
    await app.register(controlRoutes(ctx, clock));
  }
  await app.register(simulatorRoutes(ctx, clock, config, webhooks?.outbox));
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandboxConfig: SandboxConfig;
    /** The domain context: hosted pages call the domain functions with it. */
    sandbox: SandboxContext;
    /** The provider's events: recorded and delivered only when a receiver is configured. */
    webhooks: { outbox: Outbox; delivery: WebhookDelivery } | undefined;
  }
}
