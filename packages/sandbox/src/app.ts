// buildSandbox(config): the provider simulator as a Fastify instance that never listens itself.
// Routes mirror the provider's paths (see ../../shared/provider-api.md); sandbox-only routes live
// under /_sandbox.
import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxConfig } from './config';
import { healthRoutes } from './api/health';
import { docsRoutes } from './hosted/docs';

export async function buildSandbox(config: SandboxConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization'] },
    // Bodies larger than this are refused by Fastify with 413 before any parsing.
    bodyLimit: 64 * 1024,
  });

  app.decorate('sandboxConfig', config);
  await app.register(healthRoutes);
  await app.register(docsRoutes);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandboxConfig: SandboxConfig;
  }
}
