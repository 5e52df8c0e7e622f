// npm run serve: runs the production build as it is, with no install and no build (`npm run
// build` makes it). The server runs in this very process, so SIGTERM and SIGINT reach its own
// handlers: it finishes the requests in flight, closes the sandbox's store and exits 0.
// Node built-ins only: the container's runtime image holds this file, the build and the
// production dependencies, nothing else.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverJs = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps/server/dist/server.js');
if (!existsSync(serverJs)) {
  console.error(`The server is not built (${serverJs} is missing): run \`npm run build\` first.`);
  process.exit(1);
}
// What --enable-source-maps does: stack traces point into src/, not into the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverJs).href);
