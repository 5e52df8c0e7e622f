import type { FastifyPluginAsync } from 'fastify';
import type { Health } from '@sjd/contracts';

const startedAt = Date.now();

/** Liveness of the sandbox; always on, unlike the test-only control routes. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Its line at debug (request-log.ts): a balancer probing every 2 s would write thousands a
  // day at info.
  app.get('/_sandbox/health', { config: { quietLog: true } }, async (): Promise<Health> => ({
    status: 'ok',
    service: 'sandbox',
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));
};
