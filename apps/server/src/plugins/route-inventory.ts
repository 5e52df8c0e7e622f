// Every route the app registers, as Fastify reports it (onRoute), with its schemas: the
// OpenAPI document is generated from this list, so it cannot forget a route that has schemas.
import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** Full path with Fastify's parameter syntax, e.g. /api/payments or /items/:id. */
  url: string;
  schema: FastifySchema | undefined;
  /** False for a route outside the /api rate limit (`config: { rateLimit: false }`). */
  rateLimited: boolean;
}

/** Starts recording; call it before any route is registered (hooks see later routes only). */
export function recordRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rateLimited = route.config?.rateLimit !== false;
    for (const method of methods) {
      routes.push({ method, url: route.url, schema: route.schema, rateLimited });
    }
  });
  app.decorate('registeredRoutes', routes);
  return routes;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What recordRoutes saw; tests compare it with the OpenAPI document. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}
