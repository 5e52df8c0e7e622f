import type { FastifyPluginAsync } from 'fastify';
import { healthSchema, type Health } from '@sjd/contracts';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema } } },
    async (): Promise<Health> => ({
      status: 'ok',
      service: 'server',
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  );
};
