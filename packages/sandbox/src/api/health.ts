import type { FastifyPluginAsync } from 'fastify';
import type { Health } from '@sjd/contracts';

const startedAt = Date.now();

/** Liveness of the sandbox; always on, unlike the test-only control routes. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/_sandbox/health', async (): Promise<Health> => ({
    status: 'ok',
    service: 'sandbox',
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));
};
