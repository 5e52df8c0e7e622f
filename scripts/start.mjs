// npm start, the one-command quick start: install what is missing, build what is stale, then run
// the demo as `npm run serve` does, in this process (so SIGTERM and SIGINT reach the server
// itself): site on :3000, built-in sandbox on :3001 unless PROVIDER_BASE_URL names a real provider.
import { buildIfStale, ensureInstalled } from './lib.mjs';

ensureInstalled();
buildIfStale();
await import('./serve.mjs');
