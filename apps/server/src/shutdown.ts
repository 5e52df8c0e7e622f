// Graceful stop on SIGTERM (process managers, `docker stop`) and SIGINT (Ctrl-C): stop taking
// connections, let the requests in flight finish, close the sandbox (and its SQLite store), then
// exit 0. Exits 1 if that takes longer than `graceMs`, so a stuck call cannot hold a deploy.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** How often idle keep-alive connections are closed while requests drain. */
const sweepMs = 100;

/**
 * Fastify's close(), except that keep-alive connections end as soon as their last request is
 * answered. Fastify closes the idle connections once, when close() starts; one whose request was
 * still in flight turns idle later and would hold the close open for its keep-alive timeout.
 */
export async function closeGracefully(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), sweepMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

export function stopOnSignals(
  stop: () => Promise<void>,
  log: FastifyBaseLogger,
  graceMs: number,
): void {
  let isStopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A repeat is ignored rather than fatal: under `npm run …` one Ctrl-C arrives twice (from the
    // terminal and forwarded by npm), and a kill mid-drain would drop the requests in flight.
    if (isStopping) return;
    isStopping = true;
    log.info(`${signal}: finishing the requests in flight, then stopping`);
    setTimeout(() => {
      log.error(`Requests still in flight after ${graceMs} ms: stopping anyway`);
      process.exit(1);
    }, graceMs).unref();
    stop().then(
      () => {
        log.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'Stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
