// Serves the production build of the web app:
// - precompressed .br/.gz files written by the web build, chosen by Accept-Encoding;
// - hashed files under /assets/ cached for a year, HTML never cached;
// - SPA fallback: a GET for a client route (no file extension) gets index.html, while a missing
//   asset and an unknown /api/* path are real 404s.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiNotFound } from './errors';

const immutable = 'public, max-age=31536000, immutable';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** A path the SPA router owns: not an asset (no extension in the last segment). */
function isClientRoute(path: string): boolean {
  if (path.startsWith('/assets/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasBuild = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    const assetsDir = join(webDist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      cacheControl: false,
      // index.html is served by the fallback below so that it always gets no-cache.
      index: false,
      wildcard: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? immutable : 'no-cache');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm start` (or `npm run build`) and reload.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };

  // The root is a client route too (static would answer a directory with 403).
  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) return reply.status(404).send(apiNotFound(request.method, request.url));
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isPageRequest && isClientRoute(path)) return sendIndex(reply);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
