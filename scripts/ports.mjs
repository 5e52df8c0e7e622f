// Free loopback ports for a server that must know its URL before it listens. One module for the
// scripts, the e2e harness, the benches and the server's and web app's tests (Node built-ins
// only: the scripts run it before dependencies are installed). Types: ports.d.mts.
import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now. */
export function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Two distinct free loopback ports (two calls in a row may hand out the same one). */
export async function freeLoopbackPorts() {
  const first = await freeLoopbackPort();
  let second = await freeLoopbackPort();
  while (second === first) second = await freeLoopbackPort();
  return [first, second];
}
