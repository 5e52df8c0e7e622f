// The proxy bench's floor, run as a child process: the sandbox and a bare node:http proxy (no
// Fastify, no hooks, no validation, no log line) in one process, the sandbox on its own thread
// as `npm start` runs it (apps/server/src/sandbox-thread.ts), the proxy forwarding each
// POST {url, payload} to the sandbox over real HTTP with the server's own exchange (keep-alive
// pool, whole answer collected, JSON.parse of the answer, the body spliced into the reply).
// What it measures is the price of the second HTTP hop alone, against which the real proxy's
// ratio can be read. Usage: node --import tsx bench/lib/bare-proxy.ts <proxyPort> <sandboxPort>
import { createServer } from 'node:http';
import { defaultCheckoutId, defaultSandboxCredentials } from '@sjd/sandbox';
import { providerApis } from '@sjd/contracts';
import { exchange } from '../../apps/server/src/proxy/exchange';
import { providerPool } from '../../apps/server/src/proxy/call-provider';
import {
  isSandboxThread,
  runSandboxThread,
  startSandboxThread,
} from '../../apps/server/src/sandbox-thread';

if (isSandboxThread()) await runSandboxThread();
else await startBareProxy();

async function startBareProxy(): Promise<void> {
  const [proxyPort, sandboxPort] = process.argv.slice(2).map(Number);
  if (!proxyPort || !sandboxPort) throw new Error('Usage: bare-proxy.ts <proxyPort> <sandboxPort>');
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  await startSandboxThread(
    new URL(import.meta.url),
    {
      ...process.env,
      SANDBOX_DB: ':memory:',
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PUBLIC_URL: sandboxUrl,
    },
    `http://127.0.0.1:${proxyPort}`,
    [defaultCheckoutId],
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );

  const pool = providerPool({
    timeoutMs: 15_000,
    bodyLimitBytes: 32 * 1024,
    maxResponseBytes: 1 << 20,
  });
  const { username, password } = defaultSandboxCredentials;
  const mediaType = providerApis.verifiedTokens.contentType;
  const fixedHeaders = {
    authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
    'content-type': mediaType,
    accept: mediaType,
  };

  function readRequest(text: string): { url: string; payload: unknown } | null {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const url: unknown = Reflect.get(parsed, 'url');
    return typeof url === 'string' ? { url, payload: Reflect.get(parsed, 'payload') } : null;
  }

  createServer((request, response) => {
    if (request.method !== 'POST') {
      response.end('ok');
      return;
    }
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const call = readRequest(text);
      if (!call) {
        response.writeHead(400).end();
        return;
      }
      void exchange(
        pool,
        {
          url: `${sandboxUrl}${call.url}`,
          method: 'POST',
          headers: { ...fixedHeaders, 'wp-correlationid': crypto.randomUUID() },
          body: JSON.stringify(call.payload),
        },
        15_000,
      ).then((sent) => {
        if (!sent.ok) {
          response.writeHead(502).end();
          return;
        }
        JSON.parse(sent.answer.text);
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(`{"status":${sent.answer.status},"body":${sent.answer.text}}`);
      });
    });
  }).listen(proxyPort, '127.0.0.1');
}
