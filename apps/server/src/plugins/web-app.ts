// Serves the production build of the web app:
// - precompressed .br/.gz files written by the web build, chosen by Accept-Encoding;
// - hashed files under /assets/ cached for a year, HTML never cached;
// - SPA fallback: a GET for a client route (no file extension) gets index.html, while a missing
//   asset and an unknown /api/* path are real 404s;
// - the pages the build lists in pages.json answer their exact paths instead of index.html (the
//   shops' splash routes, with their launch screen prerendered: apps/web/prerender.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
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

const pagesSchema = z.object({
  pages: z.array(
    z.object({
      file: z.string().regex(/^[\w-]+\.html$/),
      paths: z.array(z.string().regex(/^\/[\w/-]*$/)),
    }),
  ),
});

/**
 * The HTML file that answers each path pages.json lists (exact, case-sensitive, as the routes
 * are). Without one (a build stopped before its last step) or with a damaged one, every route
 * is served index.html and the log says so: the app works the same, without launch pages.
 */
function readPages(webDist: string, log: FastifyBaseLogger): Map<string, string> {
  const pages = new Map<string, string>();
  const file = join(webDist, 'pages.json');
  if (!existsSync(file)) {
    log.info(`No ${file}: every route is served index.html (rebuild for the launch pages)`);
    return pages;
  }
  try {
    for (const page of pagesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).pages) {
      if (!existsSync(join(webDist, page.file))) throw new Error(`${page.file} is missing`);
      for (const path of page.paths) pages.set(path, page.file);
    }
  } catch (error) {
    log.warn({ err: error }, `Ignoring ${file}: every route is served index.html`);
    pages.clear();
  }
  return pages;
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

  const pages = hasBuild ? readPages(webDist, app.log) : new Map<string, string>();
  const sendPage = (reply: FastifyReply, path: string) => {
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm start` (or `npm run build`) and reload.');
    }
    return reply.header('cache-control', 'no-cache').sendFile(pages.get(path) ?? 'index.html');
  };

  // The root is a client route too (static would answer a directory with 403).
  app.get('/', (_request, reply) => sendPage(reply, '/'));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) return reply.status(404).send(apiNotFound(request.method, request.url));
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isPageRequest && isClientRoute(path)) return sendPage(reply, path);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
