import type { FastifyPluginAsync } from 'fastify';
import { healthSchema, sitePaths, type Health } from '@sjd/contracts';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    sitePaths.health,
    {
      schema: { response: { 200: healthSchema } },
      // Outside the /api rate limit: a load balancer or container probe every few seconds from
      // one address would spend the budget of the visitors behind it (without TRUST_PROXY, all
      // of them) and, once past it, see a 429 and take a healthy server out of service.
      // Its line at debug (request-log.ts): a balancer probing every 2 s would write thousands
      // a day at info.
      config: { rateLimit: false, quietLog: true },
    },
    async (): Promise<Health> => ({
      status: 'ok',
      service: 'server',
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  );
};
