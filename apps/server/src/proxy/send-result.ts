// The proxy's 200: the provider's answer as the JSON text callProvider wrote, so its body is not
// serialised a second time (the 200 schema is what providerResultJson writes, tested beside it).
// The /api scope's compression plugin is off for the proxy routes: a large answer is compressed
// here, once (compress-answer.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderResult } from '@sjd/contracts';
import { apiCompressionThresholdBytes, compressAnswer, preferredEncoding } from './compress-answer';

export function sendProviderResult(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { result: ProviderResult; json: string },
) {
  reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
  const encoding =
    answer.json.length >= apiCompressionThresholdBytes
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  if (encoding) {
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(compressAnswer(answer.json, encoding));
  }
  return reply.serializer(() => answer.json).send(answer.result);
}
