// Compression of the proxy's rare large answers. The proxy routes opt out of @fastify/compress
// (app.ts): its hooks ran on every proxied request (decorating the reply, then negotiating the
// encoding and measuring the payload in onSend) only to find, nearly always, a provider answer
// below the threshold, about 5% of the proxy's own time per call (bench/proxy.ts). The route
// knows its answer's size, so it compresses here, as the plugin would, only from the threshold up.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** /api answers from this size up are compressed: an answer that fits TCP's initial congestion
 * window (10 segments, ~14 KB) arrives in one round trip compressed or not. */
export const apiCompressionThresholdBytes = 14 * 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding to use for an Accept-Encoding header: the one with the higher q of br and gzip
 * (br on a tie); `*` stands for either when not named; q=0 refuses.
 */
export function preferredEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = quality.get('*') ?? 0;
  const br = quality.get('br') ?? wildcard;
  const gzip = quality.get('gzip') ?? wildcard;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** `text` compressed with `encoding` (brotli at quality 4, the plugin's setting). */
export function compressAnswer(text: string, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(text);
}
