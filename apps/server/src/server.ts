// Entry point: validates the environment, starts the built-in sandbox unless a real provider is
// configured, then listens. `npm start` runs the bundled form of this file (dist/server.js).
import { fileURLToPath } from 'node:url';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { listenOnLoopback } from './listen';

// src/server.ts and dist/server.js both sit two levels below apps/.
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const startup = loadConfig(process.env, { webDist: defaultWebDist });
  const closers: (() => Promise<void>)[] = [];

  if (startup.useBuiltInSandbox) {
    // The built-in sandbox accepts the checkout ids the server hands to the web app.
    const checkoutIds = Object.values(startup.app.providers).map((p) => p.checkoutId);
    const { config, listen } = sandboxConfigFromEnv(process.env, startup.app.publicUrl, [
      ...new Set(checkoutIds),
    ]);
    const sandbox = await buildSandbox(config);
    await listenOnLoopback(sandbox, listen);
    closers.push(() => sandbox.close());
  }

  const app = await buildApp(startup.app);
  await listenOnLoopback(app, startup.listen);
  closers.unshift(() => app.close());
  app.log.info(
    `Smart Journey Demo on ${startup.app.publicUrl}` +
      (startup.useBuiltInSandbox
        ? ` (built-in sandbox on ${startup.app.providers.try.baseUrl})`
        : ` (provider ${startup.app.providers.try.baseUrl})`),
  );

  const shutdown = async () => {
    for (const close of closers) await close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
