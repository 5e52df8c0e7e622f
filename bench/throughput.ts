// (b) Requests/s of GET /api/config on the server against a bare Fastify JSON route with schema
// validation, measured in the same run on loopback, as a ratio.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { environmentConfigFor } from '../apps/server/src/routes/config';
import { compareThroughput } from './lib/load';
import { ratio, type Report } from './lib/report';

export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** A bare Fastify route answering the same JSON, with a JSON-schema querystring and response. */
export function bareFastify(payload: Record<string, unknown>): FastifyInstance {
  const bare = Fastify({ logger: false });
  const properties = Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? { type: 'array', items: { type: 'string' } }
        : { type: typeof value === 'number' ? 'number' : 'string' },
    ]),
  );
  bare.get(
    '/bare',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { environment: { type: 'string', enum: ['try', 'live'] } },
        },
        response: { 200: { type: 'object', properties } },
      },
    },
    async () => payload,
  );
  return bare;
}

export async function benchServerThroughput(report: Report): Promise<void> {
  console.log('Server throughput: GET /api/config against a bare Fastify JSON route…');
  // The API rate limit stays on (its cost is part of the route's) but cannot trip during the run.
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }).app,
    webDist: null,
    rateLimit: { max: 1e9, windowMs: 60_000 },
  };
  const app = await buildApp(config);
  const bare = bareFastify({ ...environmentConfigFor(config, 'try') });
  try {
    const appUrl = await listenOnLoopback(app);
    const bareUrl = await listenOnLoopback(bare);
    const result = await compareThroughput(
      { url: `${appUrl}/api/config` },
      { url: `${bareUrl}/bare` },
    );
    report.figure('bare Fastify JSON route', `${Math.round(result.baseline)} req/s`);
    report.figure('GET /api/config', `${Math.round(result.target)} req/s`);
    report.figure('/api/config / bare Fastify', ratio(result.ratio));
  } finally {
    await app.close();
    await bare.close();
  }
}
