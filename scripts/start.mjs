// npm start: install what is missing, build what is stale, then run the demo (site on :3000,
// built-in sandbox on :3001 unless PROVIDER_BASE_URL points at a real provider).
import { join } from 'node:path';
import { buildIfStale, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
buildIfStale();
const code = await run(process.execPath, [
  '--enable-source-maps',
  join(root, 'apps/server/dist/server.js'),
]);
process.exit(code);
