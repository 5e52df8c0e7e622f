// One HTTP exchange with the provider at undici's dispatcher level, for callProvider: the
// request goes out on the app's keep-alive pool and the answer's bytes are collected as they
// arrive, under one deadline for connecting, the headers and the whole body.
// Why not undici's `request()`: it wraps every answer in a Readable stream (BodyReadable) and a
// promise per stage, and `body.text()` reads it back through the stream machinery; for the
// proxy's small JSON answers that was a sizeable share of undici's time per call (bench/proxy.ts
// profile). Here a plain handler object keeps the chunks and reads the two headers the proxy
// uses. The handler speaks undici's controller callbacks (onRequestStart, onResponseStart,
// onResponseData, onResponseEnd, onResponseError: undici 8 dropped the classic onConnect/onHeaders
// ones), which every dispatcher accepts: the pool, MockAgent and the tests' scripted dispatcher.
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';

export interface ProviderAnswer {
  status: number;
  /** The first Content-Type header, or '' when none. */
  contentType: string;
  /** The first WP-CorrelationId header, or null when none. */
  correlationId: string | null;
  /** The whole body as UTF-8 text (a leading byte-order mark dropped), '' when empty. */
  text: string;
}

export type Exchange =
  | { ok: true; answer: ProviderAnswer }
  | { ok: false; timedOut: true }
  | { ok: false; timedOut: false; error: unknown };

export interface ExchangeRequest {
  /** Absolute URL (scheme, host, port, path, query). */
  url: string;
  method: Dispatcher.HttpMethod;
  headers: Record<string, string>;
  body: string | undefined;
}

const originCache = new Map<string, string>();

/** Origin and path (with any base path and query) of an absolute URL. */
function splitUrl(url: string): { origin: string; path: string } {
  // The calls of one profile share their origin: it is parsed once per distinct prefix.
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  const prefix = pathStart === -1 ? url : url.slice(0, pathStart);
  let origin = originCache.get(prefix);
  if (origin === undefined) {
    origin = new URL(prefix).origin;
    if (originCache.size < 64) originCache.set(prefix, origin);
  }
  return { origin, path: pathStart === -1 ? '/' : url.slice(pathStart) };
}

/** The first value of a header undici parsed (names are lower case), or null. */
function firstValue(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? null : String(first);
}

function text(chunks: Buffer[]): string {
  const joined = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  if (!joined) return '';
  const decoded = joined.toString('utf8');
  return decoded.charCodeAt(0) === 0xfeff ? decoded.slice(1) : decoded;
}

/**
 * Sends one request and settles with the provider's whole answer, a timeout (after
 * `timeoutMs`, whatever stage the exchange is at; the connection is then aborted) or the
 * dispatcher's error (unreachable, connection dropped, answer over the pool's size limit).
 * Never rejects.
 */
export function exchange(
  dispatcher: Dispatcher,
  request: ExchangeRequest,
  timeoutMs: number,
): Promise<Exchange> {
  return new Promise((resolve) => {
    let isSettled = false;
    let controllerOf: Dispatcher.DispatchController | null = null;
    let status = 0;
    let contentType = '';
    let correlationId: string | null = null;
    const chunks: Buffer[] = [];

    const settle = (outcome: Exchange) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      settle({ ok: false, timedOut: true });
      // Before the request starts there is nothing to abort yet: onRequestStart does it.
      controllerOf?.abort(new Error('The provider call timed out'));
    }, timeoutMs);

    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(controller) {
        controllerOf = controller;
        if (isSettled) controller.abort(new Error('The provider call timed out'));
      },
      onResponseStart(_controller, statusCode, headers) {
        status = statusCode;
        contentType = firstValue(headers, 'content-type') ?? '';
        correlationId = firstValue(headers, 'wp-correlationid');
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        settle({ ok: true, answer: { status, contentType, correlationId, text: text(chunks) } });
      },
      onResponseError(_controller, error) {
        settle({ ok: false, timedOut: false, error });
      },
    };

    try {
      const { origin, path } = splitUrl(request.url);
      dispatcher.dispatch(
        { origin, path, method: request.method, headers: request.headers, body: request.body },
        handler,
      );
    } catch (error) {
      settle({ ok: false, timedOut: false, error });
    }
  });
}
