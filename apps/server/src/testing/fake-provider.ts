// A recording fake provider for the proxy tests: a bare Fastify app on a loopback port that
// keeps every request it receives (method, url, headers, raw body) and answers with whatever
// the test sets. "Nothing was sent" is asserted on `requests`, so the fake accepts any path,
// method and content type without judging them.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body as received, '' when none. */
  body: string;
}

export type FakeAnswer =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | {
      kind: 'raw';
      status: number;
      contentType?: string;
      body: string;
      headers?: Record<string, string>;
    }
  /** Never answers (until the fake is closed). */
  | { kind: 'hang' }
  /** Destroys the connection without answering, as a crashing process would. */
  | { kind: 'crash' };

export interface FakeProvider {
  /** Origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  requests: RecordedRequest[];
  /** Decides each answer; the default echoes the path with a 200 and a WP-CorrelationId. */
  answer: (request: RecordedRequest) => FakeAnswer;
  reset(): void;
  close(): Promise<void>;
}

export const fakeCorrelationId = 'fake-correlation-id';

const defaultAnswer = (request: RecordedRequest): FakeAnswer => ({
  kind: 'json',
  status: 200,
  body: { answeredBy: 'fake-provider', method: request.method, url: request.url },
  headers: { 'wp-correlationid': fakeCorrelationId },
});

export async function startFakeProvider(): Promise<FakeProvider> {
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 10 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const fake: FakeProvider = {
    url: '',
    requests: [],
    answer: defaultAnswer,
    reset() {
      fake.requests.length = 0;
      fake.answer = defaultAnswer;
    },
    close: () => app.close(),
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      headers: { ...request.headers },
      body: typeof request.body === 'string' ? request.body : '',
    };
    fake.requests.push(recorded);
    const answer = fake.answer(recorded);
    switch (answer.kind) {
      case 'json':
        return reply
          .status(answer.status)
          .headers(answer.headers ?? {})
          .type('application/json')
          .send(JSON.stringify(answer.body));
      case 'raw':
        reply.status(answer.status).headers(answer.headers ?? {});
        if (answer.contentType) reply.type(answer.contentType);
        return reply.send(answer.body);
      case 'hang':
        return new Promise<never>(() => undefined);
      case 'crash':
        request.raw.socket.destroy();
        return reply.hijack();
      default: {
        const unknownAnswer: never = answer;
        throw new Error(`unknown answer ${JSON.stringify(unknownAnswer)}`);
      }
    }
  };
  app.all('/', handle);
  app.all('/*', handle);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  fake.url = `http://127.0.0.1:${port}`;
  return fake;
}

/** A loopback port nothing listens on (the fake is started and closed again). */
export async function closedPortUrl(): Promise<string> {
  const fake = await startFakeProvider();
  await fake.close();
  return fake.url;
}
