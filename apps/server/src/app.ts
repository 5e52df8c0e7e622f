// buildApp(config): the demo server as a Fastify instance. It never listens; server.ts does.
// Routes are registered explicitly, in order: security headers, compression for /api, API
// routes, then the static SPA with its fallback.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/env';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { registerZodSchemas } from './plugins/zod-schemas';
import { configRoutes } from './routes/config';
import { healthRoutes } from './routes/health';

export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: { paths: logRedactPaths, censor: '[redacted]' } },
    bodyLimit: 64 * 1024,
    trustProxy: false,
  });

  registerZodSchemas(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app, config);

  // JSON API responses are compressed on the fly; static files are precompressed at build time.
  await app.register(async (api) => {
    await api.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await api.register(healthRoutes);
    await api.register(configRoutes(config));
  });

  await registerWebApp(app, config.webDist);
  return app;
}
