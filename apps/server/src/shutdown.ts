// Graceful stop on SIGTERM (process managers, `docker stop`) and SIGINT (Ctrl-C): stop taking
// connections, let the requests in flight finish, close the sandbox (and its SQLite store), then
// exit 0. Exits 1 if that takes longer than `graceMs`, so a stuck call cannot hold a deploy.
import type { FastifyBaseLogger } from 'fastify';

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
