// Lets routes declare zod schemas in `schema: { body, querystring, params, response }`.
// Requests are parsed (not cast) by zod; responses are checked against their schema before
// they are sent, so the server cannot leak fields the contract does not name.
import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
// zod/v4/core accepts both zod and zod/mini schemas (the contracts use zod/mini).
import * as core from 'zod/v4/core';

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(
      `Invalid request ${part}: ${issues.map((i) => `${i.path || '(root)'} ${i.message}`).join('; ')}`,
    );
    this.name = 'RequestValidationError';
  }
}

function toIssues(error: core.$ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * Headers are checked name by name, and defaults are written into the request's own header
 * object. Fastify keeps a returned headers value beside the raw headers and merges the two into
 * a fresh copy on every later read of `request.headers` (the compress plugin and the handler
 * read it several times per request): parsing the whole header object with a loose zod object
 * cost a copy of every header per read on the proxy routes (bench/proxy.ts profile).
 */
function headersValidator(schema: core.$ZodObject) {
  const entries = Object.entries(schema._zod.def.shape);
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) {
      return { error: new RequestValidationError('headers', [{ path: '', message: 'missing' }]) };
    }
    const issues: { path: string; message: string }[] = [];
    for (const [name, fieldSchema] of entries) {
      const value: unknown = Reflect.get(data, name);
      const result = core.safeParse(fieldSchema, value);
      if (!result.success) {
        issues.push(
          ...toIssues(result.error).map((i) => ({
            ...i,
            path: i.path ? `${name}.${i.path}` : name,
          })),
        );
      } else if (result.data !== value) {
        Reflect.set(data, name, result.data);
      }
    }
    return issues.length > 0 ? { error: new RequestValidationError('headers', issues) } : {};
  };
}

/** A zod object that lets other keys through (looseObject) or drops them (object). */
function isOpenObject(schema: core.$ZodType): schema is core.$ZodObject {
  return schema instanceof core.$ZodObject && !(schema._zod.def.catchall instanceof core.$ZodNever);
}

const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!(schema instanceof core.$ZodType)) {
    throw new Error('Route schemas must be zod schemas');
  }
  if (httpPart === 'headers' && isOpenObject(schema)) return headersValidator(schema);
  return (data: unknown) => {
    const result = core.safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(httpPart ?? 'input', toIssues(result.error)) };
  };
};

export function registerZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema }) => {
    if (!(schema instanceof core.$ZodType)) throw new Error('Response schemas must be zod schemas');
    return (data) => JSON.stringify(core.parse(schema, data));
  });
}

/**
 * Types request parts from their zod schemas: with `app.withTypeProvider<ZodTypeProvider>()`,
 * `request.body` is the parsed output of the route's body schema, so handlers need no casts.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends core.$ZodType ? core.output<this['schema']> : unknown;
  serializer: this['schema'] extends core.$ZodType ? core.input<this['schema']> : unknown;
}
