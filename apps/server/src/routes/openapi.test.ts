import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as core from 'zod/v4/core';
import {
  environmentConfigSchema,
  healthSchema,
  hppRequestSchema,
  paymentsRequestSchema,
  providerResultSchema,
  demoClockStateSchema,
  webhookEventsAnswerSchema,
  webhookFaultsAnswerSchema,
  webhookReceivedSchema,
  webhookResendAnswerSchema,
  webhookScenarioAnswerSchema,
  wpServicesRequestSchema,
} from '@sjd/contracts';
import { buildApp } from '../app';
import { buildOpenApiDocument } from '../openapi/document';
import { operationTexts } from '../openapi/operations';
import { recordRoutes, type RegisteredRoute } from '../plugins/route-inventory';
import { registerZodSchemas } from '../plugins/zod-schemas';
import { makeWebDist, testConfig } from '../test-helpers';
import { openApiPath } from './openapi';

const operationSchema = z.looseObject({
  operationId: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  parameters: z.optional(z.array(z.looseObject({ name: z.string(), in: z.string() }))),
  requestBody: z.optional(
    z.looseObject({
      content: z.record(z.string(), z.looseObject({ schema: z.unknown() })),
    }),
  ),
  responses: z.record(
    z.string(),
    z.looseObject({
      content: z.optional(z.record(z.string(), z.looseObject({ schema: z.unknown() }))),
    }),
  ),
});
const documentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  servers: z.array(z.looseObject({ url: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});
type Document = z.infer<typeof documentSchema>;

/** The web app's page and files: they serve the SPA, they are not the API. */
const webAppRoutes = ['GET /', 'GET /*'];

/** Registered routes (HEAD aside: Fastify adds one to every GET) the document does not describe. */
function undocumentedRoutes(routes: readonly RegisteredRoute[], document: Document): string[] {
  return routes
    .map((route) => ({ ...route, key: `${route.method} ${route.url}` }))
    .filter((route) => route.method !== 'HEAD' && !webAppRoutes.includes(route.key))
    .filter((route) => {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      return !document.paths[path]?.[route.method.toLowerCase()];
    })
    .map((route) => route.key);
}

async function served() {
  const app = await buildApp({ ...testConfig(), webDist: makeWebDist().dir });
  const response = await app.inject(openApiPath);
  return { app, response, document: documentSchema.parse(response.json()) };
}

/** What the document must hold for a zod schema: zod's own conversion, nothing hand-written. */
const converted = (schema: core.$ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = core.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
};

describe('GET /api/openapi.json', () => {
  it('describes every route the server registers, and only those', async () => {
    const { app, response, document } = await served();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(app.registeredRoutes.length).toBeGreaterThan(webAppRoutes.length);
    expect(undocumentedRoutes(app.registeredRoutes, document)).toEqual([]);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{([^}]+)\}/g, ':$1');
        expect(app.hasRoute({ method: method.toUpperCase(), url }), `${method} ${path}`).toBe(true);
      }
    }
    await app.close();
  });

  it('finds a registered route that the document lacks (a route without schemas)', async () => {
    const app = Fastify();
    registerZodSchemas(app);
    const routes = recordRoutes(app);
    app.get('/items/:id', { schema: { params: z.object({ id: z.string() }) } }, () => 'item');
    app.get('/undescribed', () => 'no schema');
    await app.ready();
    const document = documentSchema.parse(buildOpenApiDocument(routes, 'http://localhost:3000'));
    expect(undocumentedRoutes(routes, document)).toEqual(['GET /undescribed']);
    expect(document.paths['/items/{id}']?.get?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    await app.close();
  });

  it('is OpenAPI 3.1 whose schemas are the zod contracts, converted', async () => {
    const { app, document } = await served();
    expect(document.servers).toEqual([{ url: 'http://localhost:3000' }]);
    const body = (path: string) =>
      document.paths[path]?.post?.requestBody?.content['application/json']?.schema;
    const answer = (path: string, method: string, status: string) =>
      document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;

    expect(body('/api/wpservices')).toEqual(converted(wpServicesRequestSchema, 'input'));
    expect(body('/api/payments')).toEqual(converted(paymentsRequestSchema, 'input'));
    expect(body('/api/hpp')).toEqual(converted(hppRequestSchema, 'input'));
    for (const path of ['/api/wpservices', '/api/payments', '/api/hpp']) {
      expect(answer(path, 'post', '200')).toEqual(converted(providerResultSchema, 'output'));
      expect(Object.keys(document.paths[path]?.post?.responses ?? {}).sort()).toEqual([
        '200',
        '400',
        // A token namespace another visitor uses (namespaceInUse).
        '403',
        '413',
        '429',
        '502',
        '504',
      ]);
    }
    expect(answer('/api/config', 'get', '200')).toEqual(
      converted(environmentConfigSchema, 'output'),
    );
    expect(answer('/api/health', 'get', '200')).toEqual(converted(healthSchema, 'output'));
    // Health is outside the rate limit; the other /api routes are not.
    expect(Object.keys(document.paths['/api/health']?.get?.responses ?? {})).toEqual(['200']);
    expect(document.paths['/api/config']?.get?.responses['429']).toBeDefined();
    expect(document.paths['/api/config']?.get?.parameters).toMatchObject([
      { name: 'environment', in: 'query', required: false },
    ]);
    expect(
      Object.keys(document.paths['/challenge-return.html']?.post?.requestBody?.content ?? {}),
    ).toEqual(['application/x-www-form-urlencoded']);
    await app.close();
  });

  it('gives every operation its answer: a contract schema, or a page of its media type', async () => {
    const { app, document } = await served();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const success = Object.entries(op.responses).filter(([status]) => /^2/.test(status));
        expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [status, response] of success) {
          expect(Object.keys(response.content ?? {}), `${method} ${path} ${status}`).toHaveLength(
            1,
          );
        }
      }
    }
    const answer = (path: string, method: string, status: string) =>
      document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
    const expected = [
      ['/api/webhooks', 'post', '200', webhookReceivedSchema],
      ['/api/webhooks/events', 'get', '200', webhookEventsAnswerSchema],
      ['/api/webhooks/events/{eventId}/resend', 'post', '202', webhookResendAnswerSchema],
      ['/api/webhooks/faults', 'get', '200', webhookFaultsAnswerSchema],
      ['/api/webhooks/faults', 'put', '200', webhookFaultsAnswerSchema],
      ['/api/webhooks/scenarios', 'post', '200', webhookScenarioAnswerSchema],
      ['/api/clock', 'get', '200', demoClockStateSchema],
      ['/api/clock', 'post', '200', demoClockStateSchema],
    ] as const;
    for (const [path, method, status, schema] of expected) {
      expect(answer(path, method, status), `${method} ${path}`).toEqual(
        converted(schema, 'output'),
      );
    }
    // The sandbox's own refusals pass through with their status: a range, as OpenAPI spells it.
    expect(document.paths['/api/webhooks/scenarios']?.post?.responses['4XX']).toBeDefined();
    expect(
      Object.keys(document.paths['/api/webhooks/stream']?.get?.responses['200']?.content ?? {}),
    ).toEqual(['text/event-stream']);
    await app.close();
  });

  it('words every operation from operations.ts, with a unique operationId', async () => {
    const { app, document } = await served();
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        op,
      })),
    );
    for (const { key, op } of operations) {
      expect(op.summary, key).toBe(operationTexts[key]?.summary);
      expect(op.tags, key).toHaveLength(1);
    }
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // No text describes a route that no longer exists.
    expect(Object.keys(operationTexts).sort()).toEqual(operations.map(({ key }) => key).sort());
    await app.close();
  });
});
