// Test harness: an in-memory sandbox driven through `inject` (no ports), with the provider's
// headers filled in per API, and a conformance check on every answer: the body must parse with
// the contracts' schema for that endpoint and status, and carry no field the schema does not
// name. A test that gets a non-conforming answer fails there and then.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  matchProviderEndpoint,
  providerApis,
  providerEndpointById,
  providerResponseSchema,
  type ProviderEndpoint,
} from '@sjd/contracts';
import { buildSandbox } from '../app';
import { sandboxConfigFromEnv, type SandboxConfig } from '../config';
import type { SandboxContext } from '../domain/context';

export const publicUrl = 'http://sandbox.test';

export interface CallOptions {
  params?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: unknown;
  query?: Record<string, string>;
  /** Replaces default headers; `undefined` removes one. */
  headers?: Record<string, string | undefined>;
}

export interface Answer {
  status: number;
  json: unknown;
  headers: Record<string, string | string[] | number | undefined>;
  raw: string;
}

export interface TestSandbox {
  app: FastifyInstance;
  ctx: SandboxContext;
  config: SandboxConfig;
  call(endpointId: string, options?: CallOptions): Promise<Answer>;
  /** Follows an href the sandbox returned, as a client must (never building URLs by hand). */
  follow(
    href: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    options?: CallOptions,
  ): Promise<Answer>;
  close(): Promise<void>;
}

/** The simulator routes' key in tests (merchantAuth sends it). */
export const testSimulatorKey = 'test-simulator-key-0123456789';

export function testConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  const { config } = sandboxConfigFromEnv({ SANDBOX_DB: ':memory:', LOG_LEVEL: 'silent' });
  return {
    ...config,
    publicUrl,
    enableControlRoutes: true,
    simulatorKey: testSimulatorKey,
    ...overrides,
  };
}

export function defaultHeaders(
  endpoint: ProviderEndpoint,
  config: SandboxConfig,
): Record<string, string> {
  const api = providerApis[endpoint.api];
  const { username, password } = config.credentials;
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
    accept: api.accept,
  };
  if (endpoint.method === 'POST' || endpoint.method === 'PUT')
    headers['content-type'] = api.contentType;
  if ('apiVersion' in api) headers['wp-api-version'] = api.apiVersion;
  return headers;
}

/** Checks one answer against the contracts; returns a description of what is wrong, or null. */
export function conformanceProblem(
  endpoint: ProviderEndpoint,
  status: number,
  raw: string,
): string | null {
  const schema = providerResponseSchema(endpoint.id, status);
  if (schema === undefined)
    return `${endpoint.id} answered ${status}, a status the contracts do not list`;
  if (schema === null) return raw === '' ? null : `${endpoint.id} ${status} should have no body`;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    // A plain-text answer (the APMs API's status) conforms when its schema takes the text.
    if (schema.safeParse(raw).success) return null;
    return `${endpoint.id} ${status} body is not JSON`;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return `${endpoint.id} ${status} does not match its schema: ${JSON.stringify(parsed.error.issues)}`;
  }
  // Object schemas drop unknown keys, so a difference means the sandbox sent an undocumented field.
  if (!isDeepStrictEqual(parsed.data, json)) {
    return `${endpoint.id} ${status} has fields its schema does not name: ${JSON.stringify(json)}`;
  }
  return null;
}

export async function startTestSandbox(
  overrides: Partial<SandboxConfig> = {},
): Promise<TestSandbox> {
  const config = testConfig(overrides);
  const app = await buildSandbox(config);

  async function send(
    endpoint: ProviderEndpoint,
    url: string,
    options: CallOptions = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries({
      ...defaultHeaders(endpoint, config),
      ...options.headers,
    })) {
      if (value !== undefined) headers[name] = value;
    }
    const inject: InjectOptions = { method: endpoint.method, url, headers, query: options.query };
    if (options.body !== undefined) {
      inject.payload =
        typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await app.inject(inject);
    const problem = conformanceProblem(endpoint, res.statusCode, res.body);
    if (problem) throw new Error(`Conformance: ${problem}`);
    return {
      status: res.statusCode,
      json:
        res.body === '' || !/json/.test(String(res.headers['content-type']))
          ? undefined
          : res.json(),
      headers: res.headers,
      raw: res.body,
    };
  }

  return {
    app,
    ctx: app.sandbox,
    config,
    call(endpointId, options = {}) {
      const endpoint = providerEndpointById(endpointId);
      if (!endpoint) throw new Error(`Unknown endpoint ${endpointId}`);
      const url = endpoint.path.replace(
        /:(\w+)/g,
        (_m, name: string) => options.params?.[name] ?? 'unknownId',
      );
      return send(endpoint, url, options);
    },
    follow(href, method, options = {}) {
      const url = new URL(href);
      if (url.origin !== publicUrl) throw new Error(`${href} is not on the sandbox's public URL`);
      const match = matchProviderEndpoint(method, url.pathname);
      if (!match) throw new Error(`${method} ${href} matches no provider endpoint`);
      const query = Object.fromEntries(url.searchParams);
      return send(match.endpoint, url.pathname, {
        ...options,
        query: { ...query, ...options.query },
      });
    },
    close: () => app.close(),
  };
}
