// The server's OpenAPI 3.1 document, generated from the routes Fastify registered
// (plugins/route-inventory.ts): paths and methods from the route table; parameters, request
// bodies and answers from each route's zod schemas through zod's own JSON Schema conversion
// (toJSONSchema accepts the contracts' zod/mini schemas; its draft 2020-12 output is what
// OpenAPI 3.1 uses); summaries and media types from operations.ts. A route without schemas
// (the web app's pages and files) is not part of the API and is left out.
import { STATUS_CODES } from 'node:http';
import * as z from 'zod/mini';
import * as core from 'zod/v4/core';
import { apiErrorSchema } from '@sjd/contracts';
import serverPackage from '../../package.json' with { type: 'json' };
import type { RegisteredRoute } from '../plugins/route-inventory';
import { operationTexts } from './operations';

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: unknown;
}

interface MediaTypes {
  [mediaType: string]: { schema: JsonSchema };
}

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: MediaTypes };
  responses: Record<string, { description: string; content?: MediaTypes }>;
}

// A type alias, not an interface: it must fit the loose schema's index signature.
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

/** The shape /api/openapi.json promises (its answer is checked against it like any other). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

const isZodSchema = (value: unknown): value is core.$ZodType => value instanceof core.$ZodType;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonSchema(schema: core.$ZodType, io: 'input' | 'output', where: string): JsonSchema {
  const { $schema: _dialect, ...converted } = core.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Transforms and refinements have no JSON Schema form; their input or output type does.
    unrepresentable: 'any',
  });
  // Recursive schemas come out with local $defs, which would not resolve once inlined here.
  if ('$defs' in converted) {
    throw new Error(`${where}: recursive schemas need components in openapi/document.ts`);
  }
  return converted;
}

/** Query, header and path parameters: one per property of the part's object schema. */
function parameters(part: unknown, location: Parameter['in'], where: string): Parameter[] {
  if (!isZodSchema(part)) return [];
  const converted = jsonSchema(part, 'input', where);
  const properties = isRecord(converted.properties) ? converted.properties : {};
  const required = Array.isArray(converted.required) ? converted.required : [];
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: location,
    required: location === 'path' || required.includes(name),
    schema,
  }));
}

const json = (schema: JsonSchema): MediaTypes => ({ 'application/json': { schema } });

const answer = (status: number | string, content?: MediaTypes) => ({
  description: STATUS_CODES[Number(status)] ?? `Status ${status}`,
  ...(content ? { content } : {}),
});

/** Fastify's status range '4xx' is OpenAPI's '4XX'. */
const statusKey = (status: string) => status.replace(/xx$/, 'XX');

/** `GET /api/config` → getApiConfig. */
function operationId(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
}

/** Fastify's /items/:id is OpenAPI's /items/{id}. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operation(route: RegisteredRoute): Operation | null {
  const schema = route.schema ?? {};
  const parts = [schema.body, schema.querystring, schema.params, schema.headers, schema.response];
  if (route.method === 'HEAD' || !parts.some((p) => isZodSchema(p) || isRecord(p))) return null;

  // Texts are keyed by the OpenAPI path: /items/{id}, not Fastify's /items/:id.
  const key = `${route.method} ${openApiPath(route.url)}`;
  const text = operationTexts[key];
  const parameterList = [
    ...parameters(schema.params, 'path', key),
    ...parameters(schema.querystring, 'query', key),
    ...parameters(schema.headers, 'header', key),
  ];
  const body = isZodSchema(schema.body) ? schema.body : null;
  const responses: Operation['responses'] = {};
  for (const [status, part] of Object.entries(isRecord(schema.response) ? schema.response : {})) {
    if (isZodSchema(part)) {
      responses[statusKey(status)] = answer(status, json(jsonSchema(part, 'output', key)));
    }
  }
  for (const [status, page] of Object.entries(text?.pages ?? {})) {
    responses[status] = {
      description: page.description,
      content: { [page.mediaType]: { schema: { type: 'string' } } },
    };
  }
  // Answers every route of its kind can give, from the error handler and the /api plugins.
  const error = json(jsonSchema(apiErrorSchema, 'output', key));
  if (body || parameterList.length > 0) responses['400'] ??= answer(400, error);
  if (body) responses['413'] ??= answer(413, error);
  if (route.url.startsWith('/api/') && route.rateLimited) {
    responses['429'] ??= answer(429, error);
  }

  return {
    operationId: operationId(route.method, route.url),
    summary: text?.summary ?? key,
    ...(text?.description ? { description: text.description } : {}),
    tags: text ? [text.tag] : [],
    ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
    ...(body
      ? {
          requestBody: {
            // A body schema that accepts nothing at all makes the body optional.
            required: !core.safeParse(body, undefined).success,
            content: {
              [text?.requestMediaType ?? 'application/json']: {
                schema: jsonSchema(body, 'input', key),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(
  routes: readonly RegisteredRoute[],
  publicUrl: string,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const op = operation(route);
    if (!op) continue;
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Smart Journey Demo server API',
      version: serverPackage.version,
      description:
        "The demo site's own API: its configuration and the proxy through which the browser reaches the payment provider (the built-in sandbox by default). The proxy's `payload` and the provider answers in `body` follow the provider's API reference; the server checks the method and path against its endpoint table and passes bodies through.",
    },
    servers: [{ url: publicUrl }],
    paths,
  };
}
