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

const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!(schema instanceof core.$ZodType)) {
    throw new Error('Route schemas must be zod schemas');
  }
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
