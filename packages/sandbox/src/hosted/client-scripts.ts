// The hosted pages' browser scripts as served JS. `npm start` runs the bundled server, whose
// build (apps/server/build.mjs) inlines the prebuilt scripts as __SJD_CLIENT_BUNDLES__; run from
// source (Vitest, tsx) the sandbox bundles them with esbuild on first use and keeps them in
// memory. Both paths use the one recipe in ../../client-bundles.mjs.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

export interface ClientScript {
  code: string;
  etag: string;
}
export type ClientScripts = Record<string, ClientScript>;

declare const __SJD_CLIENT_BUNDLES__: ClientScripts | undefined;

let loading: Promise<ClientScripts> | undefined;

export function clientScripts(): Promise<ClientScripts> {
  if (typeof __SJD_CLIENT_BUNDLES__ !== 'undefined') return Promise.resolve(__SJD_CLIENT_BUNDLES__);
  loading ??= import('../../client-bundles.mjs')
    .then((bundler) => bundler.bundleClientScripts())
    .catch((error: unknown) => {
      // A failed bundle is retried on the next request instead of being cached.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Internal scripts of the sandbox's own pages. */
export const scriptUrl = (name: string) => `/static/js/${name}`;

/** The public scripts merchants load by their provider paths (provider-api.md §1.1, §12.2). */
export const publicScripts: Readonly<Record<string, string>> = {
  '/access-checkout/v2/checkout.js': 'checkout.js',
  // v1 pages get the same SDK; it sees its own path and makes v1 (verifiedTokens) sessions.
  '/access-checkout/v1/checkout.js': 'checkout.js',
  '/resources/hpp/integrations/embedded/js/hpp-embedded-integration-library.js': 'hpp-library.js',
};

async function sendScript(
  reply: FastifyReply,
  name: string,
  ifNoneMatch: string | undefined,
  isPublic: boolean,
) {
  const script = (await clientScripts())[name];
  if (!script) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  reply
    .header('cache-control', 'no-cache')
    .header('etag', script.etag)
    .header('x-content-type-options', 'nosniff')
    // Merchant pages on other origins load the public scripts; the internal ones are only
    // ever loaded by the sandbox's own pages.
    .header('cross-origin-resource-policy', isPublic ? 'cross-origin' : 'same-origin');
  if (ifNoneMatch === script.etag) return reply.code(304).send();
  return reply.type('text/javascript; charset=utf-8').send(script.code);
}

export const clientScriptRoutes: FastifyPluginAsync = async (app) => {
  for (const [path, name] of Object.entries(publicScripts)) {
    app.get(path, (request, reply) =>
      sendScript(reply, name, request.headers['if-none-match'], true),
    );
  }
  app.get<{ Params: { name: string } }>('/static/js/:name', (request, reply) =>
    sendScript(reply, request.params.name, request.headers['if-none-match'], false),
  );
};
