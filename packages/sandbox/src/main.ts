// Standalone entry: runs only the sandbox (npm start runs it beside the server instead), e.g.
// several instances on one PostgreSQL (DATABASE_URL) behind a load balancer. `npm run build`
// bundles it into apps/server/dist/sandbox.js, the production entry (`node
// apps/server/dist/sandbox.js`, also in the container image); `tsx packages/sandbox/src/main.ts`
// runs this source. It listens on SANDBOX_HOST (0.0.0.0 for every interface) and SANDBOX_PORT,
// and on SIGTERM or SIGINT finishes the requests in flight, closes the store and exits 0.
import { buildSandbox } from './app';
import { sandboxConfigFromEnv } from './config';

const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
let started;
try {
  started = sandboxConfigFromEnv(env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { config, listen } = started;
const app = await buildSandbox(config);
await app.listen(listen);
app.log.info(
  { store: app.sandbox.store.engine },
  `Sandbox on ${config.publicUrl} (${app.sandbox.store.engine === 'postgres' ? 'PostgreSQL on DATABASE_URL' : `SQLite ${config.databaseFile}`}), Node ${process.version}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
