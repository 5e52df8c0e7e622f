// An undici dispatcher that hands the proxy's provider calls to a Fastify app through `inject`,
// without sockets: the server's bad-input properties (api.fuzz.test.ts) run against the real
// sandbox in the test's own process, every answer passing through callProvider as over HTTP.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Dispatcher } from 'undici';

type Method = NonNullable<InjectOptions['method']>;
const methods: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];

function headersOf(headers: Dispatcher.DispatchOptions['headers']): Record<string, string> {
  const result: Record<string, string> = {};
  if (!headers || typeof headers !== 'object' || Symbol.iterator in headers) return result;
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string') result[name] = value;
  }
  return result;
}

/** The request body as one buffer: undici's request sends a string, fetch an iterable of chunks. */
async function bodyOf(body: Dispatcher.DispatchOptions['body']): Promise<string | Buffer | null> {
  if (typeof body === 'string' || Buffer.isBuffer(body)) return body;
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body === null || body === undefined || typeof body !== 'object') return null;
  if (!(Symbol.asyncIterator in body) && !(Symbol.iterator in body)) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body) {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export class InjectDispatcher extends Dispatcher {
  constructor(private readonly app: FastifyInstance) {
    super();
  }

  override dispatch(
    options: Dispatcher.DispatchOptions,
    handler: Dispatcher.DispatchHandler,
  ): boolean {
    void this.forward(options, handler);
    return true;
  }

  private async forward(
    options: Dispatcher.DispatchOptions,
    handler: Dispatcher.DispatchHandler,
  ): Promise<void> {
    let isSettled = false;
    const controller: Dispatcher.DispatchController = {
      aborted: false,
      paused: false,
      reason: null,
      abort: (error) => {
        if (isSettled) return;
        isSettled = true;
        handler.onResponseError?.(controller, error);
      },
      pause: () => undefined,
      resume: () => undefined,
    };
    handler.onRequestStart?.(controller, {});
    try {
      const method = methods.find((m) => m === options.method);
      if (!method) throw new Error(`Unsupported method ${options.method}`);
      const body = await bodyOf(options.body);
      const res = await this.app.inject({
        method,
        url: options.path,
        headers: headersOf(options.headers),
        ...(body === null ? {} : { payload: body }),
      });
      if (isSettled) return;
      const headers = Object.fromEntries(
        Object.entries(res.headers).flatMap(([name, value]) =>
          value === undefined
            ? []
            : [[name.toLowerCase(), Array.isArray(value) ? value.map(String) : String(value)]],
        ),
      );
      handler.onResponseStart?.(controller, res.statusCode, headers, res.statusMessage);
      if (res.rawPayload.length > 0) handler.onResponseData?.(controller, res.rawPayload);
      isSettled = true;
      handler.onResponseEnd?.(controller, {});
    } catch (error) {
      if (isSettled) return;
      isSettled = true;
      handler.onResponseError?.(
        controller,
        error instanceof Error ? error : new Error(String(error)),
      );
    }
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | void {
    if (callback) return callback();
    return Promise.resolve();
  }

  override destroy(): Promise<void>;
  override destroy(err: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(err: Error | null, callback: () => void): void;
  override destroy(first?: Error | null | (() => void), second?: () => void): Promise<void> | void {
    const callback = typeof first === 'function' ? first : second;
    if (callback) return callback();
    return Promise.resolve();
  }
}
