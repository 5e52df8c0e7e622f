// POST /sessions/agentic_commerce/delegate_payment — the provider's Sessions API for agentic
// commerce (API version 2025-09-29; @sjd/contracts delegate-payment.ts). It keeps the protocol's
// conventions rather than the other Access APIs', so it is a route of its own instead of an
// entry of the endpoint table (which the proxy and the provider-envelope guard read):
// - `Authorization: Bearer <API key>`: the sandbox takes its password (SANDBOX_PASSWORD) as the
//   agent platform's key ([INF]: the provider issues the key; Basic auth is refused here);
// - `API-Version: 2025-09-29` required, `Content-Type: application/json`;
// - `Idempotency-Key` optional: the same key and body get the first answer again
//   (`Idempotent-Replayed: true`), the same key with another body 409;
// - `Request-Id` echoed when it is sane;
// - every refusal the flat `{ type, code, message, param? }` object.
// The agent platform calls it, never a shop's browser: the server's proxy does not allow it.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  delegatePaymentApiVersion,
  delegatePaymentPath,
  delegatePaymentRequestSchema,
  maxRequestDepth,
  tooDeepAt,
  type DelegatePaymentError,
  type DelegatePaymentRequest,
} from '@sjd/contracts';
import type { SandboxConfig } from '../config';
import { createDelegateToken, DelegatePaymentRefusal } from '../domain/delegate-payments';

const sane = /^[A-Za-z0-9._:-]{1,128}$/;
const digest = (value: string) => createHash('sha256').update(value).digest();

function refuse(reply: FastifyReply, status: number, body: DelegatePaymentError) {
  return reply.code(status).type('application/json').send(JSON.stringify(body));
}

const invalidRequest = (message: string, param?: string): DelegatePaymentError => ({
  type: 'invalid_request',
  code: 'invalid_request',
  message,
  ...(param !== undefined ? { param } : {}),
});

/** `payment_method.number`, `risk_signals[0].action`. */
function paramOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) =>
      typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key),
    '',
  );
}

type Refusal = { status: number; body: DelegatePaymentError };

/** The request's headers checked in the protocol's order: key, version, media type, idempotency key. */
function checkHeaders(headers: IncomingHttpHeaders, expectedKey: Buffer): Refusal | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer === undefined || !timingSafeEqual(digest(bearer), expectedKey)) {
    return {
      status: 401,
      body: { type: 'unauthorized', code: 'unauthorized', message: 'Unauthorized' },
    };
  }
  const version = headers['api-version'];
  if (version !== delegatePaymentApiVersion) {
    return {
      status: 400,
      body: {
        type: 'invalid_request',
        code: version === undefined ? 'missing_api_version' : 'unsupported_api_version',
        message: `Send the API-Version header: ${delegatePaymentApiVersion}`,
        supported_versions: [delegatePaymentApiVersion],
      },
    };
  }
  const contentType = headers['content-type'] ?? '';
  if (contentType.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    return { status: 415, body: invalidRequest('Send the body as application/json') };
  }
  const idempotencyKey = headers['idempotency-key'];
  if (
    Array.isArray(idempotencyKey) ||
    (idempotencyKey !== undefined && !/^.{1,255}$/.test(idempotencyKey))
  ) {
    return { status: 400, body: invalidRequest('The Idempotency-Key header is not valid') };
  }
  return null;
}

/** The body as the protocol's request, or its 400. */
function readRequest(
  rawBody: string,
): { ok: true; request: DelegatePaymentRequest } | { ok: false; refusal: Refusal } {
  const refused = (body: DelegatePaymentError) => ({
    ok: false as const,
    refusal: { status: 400, body },
  });
  let input: unknown;
  try {
    input = JSON.parse(rawBody);
  } catch {
    return refused(invalidRequest('The request body is not valid JSON'));
  }
  const tooDeep = tooDeepAt(input, maxRequestDepth);
  if (tooDeep) {
    return refused(
      invalidRequest(`Is nested more than ${maxRequestDepth} levels deep`, paramOf(tooDeep)),
    );
  }
  const parsed = delegatePaymentRequestSchema.safeParse(input);
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  const param = paramOf(issue?.path ?? []);
  const message =
    issue?.code === 'unrecognized_keys'
      ? `Unknown field ${issue.keys.join(', ')}`
      : `Missing or malformed field ${param || '(body)'}`;
  return refused({
    type: 'invalid_request',
    code: param.startsWith('payment_method') ? 'invalid_card' : 'invalid_request',
    message,
    ...(param ? { param } : {}),
  });
}

/** The body arrives as text: bad JSON is the protocol's 400, and the errors are its objects. */
function readBodiesAsText(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error, request, reply) => {
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
    if (status === 413) return refuse(reply, 413, invalidRequest('The request body is too large'));
    if (status >= 400 && status < 500) {
      return refuse(reply, 400, invalidRequest('The request body could not be read'));
    }
    request.log.error({ err: error }, 'delegate payment failed');
    return refuse(reply, 500, {
      type: 'processing_error',
      code: 'processing_error',
      message: 'The request could not be processed. Please try again.',
    });
  });
}

export function delegatePaymentRoutes(config: SandboxConfig): FastifyPluginAsync {
  const expectedKey = digest(config.credentials.password);
  return async (app) => {
    // The body is fingerprinted for idempotency as it came.
    readBodiesAsText(app);
    app.post(delegatePaymentPath, async (request, reply) => {
      const requestId = request.headers['request-id'];
      if (typeof requestId === 'string' && sane.test(requestId))
        reply.header('Request-Id', requestId);
      const headerRefusal = checkHeaders(request.headers, expectedKey);
      if (headerRefusal) return refuse(reply, headerRefusal.status, headerRefusal.body);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const read = readRequest(rawBody);
      if (!read.ok) return refuse(reply, read.refusal.status, read.refusal.body);
      const idempotencyKey = request.headers['idempotency-key'];
      try {
        const answer = await app.sandbox.store.transaction(() =>
          createDelegateToken(
            app.sandbox,
            read.request,
            rawBody,
            typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
          ),
        );
        if (answer.isReplay) reply.header('Idempotent-Replayed', 'true');
        return reply.code(201).type('application/json').send(JSON.stringify(answer.response));
      } catch (error) {
        if (error instanceof DelegatePaymentRefusal) return refuse(reply, error.status, error.body);
        throw error;
      }
    });
  };
}
