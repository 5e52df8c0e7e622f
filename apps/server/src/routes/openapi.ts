// GET /api/openapi.json: the server's OpenAPI 3.1 document (openapi/document.ts), generated once
// all routes are registered. A route whose schemas cannot be described fails the start-up, not
// a reader's request.
import type { FastifyPluginAsync } from 'fastify';
import { sitePaths } from '@sjd/contracts';
import type { AppConfig } from '../config/env';
import {
  buildOpenApiDocument,
  openApiDocumentSchema,
  type OpenApiDocument,
} from '../openapi/document';
import type { RegisteredRoute } from '../plugins/route-inventory';
import type { ZodTypeProvider } from '../plugins/zod-schemas';

export const openApiPath = sitePaths.openApi;

export function openApiRoutes(
  config: AppConfig,
  routes: readonly RegisteredRoute[],
): FastifyPluginAsync {
  return async (fastify) => {
    let prepared: { document: OpenApiDocument; json: string } | undefined;
    const prepare = () => {
      const document = buildOpenApiDocument(routes, config.publicUrl);
      return { document, json: JSON.stringify(document) };
    };
    fastify.addHook('onReady', async () => {
      prepared = prepare();
    });

    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      openApiPath,
      { schema: { response: { 200: openApiDocumentSchema } } },
      async (_request, reply) => {
        const { document, json } = (prepared ??= prepare());
        return reply
          .header('cache-control', 'no-cache')
          .type('application/json; charset=utf-8')
          .serializer(() => json)
          .send(document);
      },
    );
  };
}
