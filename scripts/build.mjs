// npm run build: install if needed, then build the web app and the server (--force: always).
import { buildIfStale, ensureInstalled } from './lib.mjs';

ensureInstalled();
buildIfStale({ force: process.argv.includes('--force') });
