// Installs the dependencies when they are missing or the package files changed (what npm start,
// npm test and npm run build do first). The container build runs it on its own, before the
// sources are copied in, so that the install is a cached layer of its own.
import { ensureInstalled } from './lib.mjs';

ensureInstalled();
