// A merchant's page on an origin of its own, for the sandbox's hosted pieces (Checkout SDK,
// 3DS frames, HPP library): serves e2e/fixtures/hosted/* and answers the 3DS challenge's
// ReturnUrl (POST /challenge-return) with a page that tells its parent what was posted.
// Global setup starts two: one the sandbox allows (SANDBOX_APP_ORIGINS) and one it does not.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { repoRoot } from './demo-server';

const fixtures = join(repoRoot, 'e2e', 'fixtures', 'hosted');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

export interface HostServer {
  origin: string;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 64 * 1024) request.destroy();
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** The ReturnUrl page: posts the fields to its parent (same origin) as the demo's own page does. */
function challengeReturnPage(fields: URLSearchParams): string {
  const data = JSON.stringify({
    type: 'challenge-returned',
    TransactionId: fields.get('TransactionId'),
    MD: fields.get('MD'),
  }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><title>Returned</title></head><body>
<p>Returned to the shop.</p>
<script>parent.postMessage(${data}, location.origin);</script></body></html>`;
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://host.invalid');
  if (request.method === 'POST' && url.pathname === '/challenge-return') {
    const fields = new URLSearchParams(await readBody(request));
    response.writeHead(200, { 'content-type': types['.html'] });
    response.end(challengeReturnPage(fields));
    return;
  }
  const path = normalize(url.pathname === '/' ? '/host.html' : url.pathname);
  const type = types[extname(path)];
  if (request.method !== 'GET' || !type || path.includes('..')) {
    response.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(join(fixtures, path));
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
}

export function startHostServer(): Promise<HostServer> {
  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
