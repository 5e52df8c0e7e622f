// Listening on every loopback name. With HOST=localhost (the default) a visitor may open the demo
// as http://localhost:3000, http://127.0.0.1:3000 or http://[::1]:3000. Fastify binds the
// addresses the system resolver gives for 'localhost', which on many Linux machines (an
// /etc/hosts without '::1 localhost') is 127.0.0.1 alone, so [::1] would not even connect. Here
// both loopback addresses are bound explicitly; a machine without IPv6 keeps 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface ListenOptions {
  port: number;
  host: string;
}

function bind(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * `app.listen(options)`, except that 'localhost' means 127.0.0.1 and ::1. Call before the app is
 * ready (it adds an onClose hook). The IPv6 listener hands its requests to the app's own handler.
 */
export async function listenOnLoopback(
  app: FastifyInstance,
  options: ListenOptions,
): Promise<void> {
  if (options.host !== 'localhost') {
    await app.listen(options);
    return;
  }
  const ipv6 = createServer((request, response) => app.server.emit('request', request, response));
  app.addHook('onClose', async () => {
    if (!ipv6.listening) return;
    // Like the main listener: no new connections, requests in flight answered, idle keep-alive
    // connections closed as they turn idle (see shutdown.ts).
    const sweep = setInterval(() => ipv6.closeIdleConnections(), 100);
    try {
      await new Promise<void>((resolve) => ipv6.close(() => resolve()));
    } finally {
      clearInterval(sweep);
    }
  });
  await app.listen({ port: options.port, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  try {
    await bind(ipv6, port, '::1');
  } catch (error) {
    // No IPv6 loopback here, or the port is taken on it: 127.0.0.1 and localhost still work.
    const reason = error instanceof Error ? error.message : String(error);
    app.log.warn(`Not listening on [::1]:${port} (${reason}); localhost and 127.0.0.1 work`);
  }
}
