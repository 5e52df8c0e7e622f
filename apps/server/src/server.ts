// Entry point: reads `.env` when present, validates the environment, starts the built-in sandbox
// on a thread of its own (sandbox-thread.ts) unless a real provider is configured, then listens
// until SIGTERM or SIGINT. `npm run serve` (and `npm start`, after installing and building) runs
// the bundled form, dist/server.js; `npm run dev` runs this source with tsx and restarts it on
// change.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { builtInSandboxWebhooks } from './config/built-in-webhooks';
import { loadEnvFile, withoutEmptyValues } from './config/env-file';
import { loadConfig } from './config/env';
import { listenOnLoopback } from './listen';
import { isSandboxThread, runSandboxThread, startSandboxThread } from './sandbox-thread';
import { closeGracefully, stopOnSignals } from './shutdown';

// src/server.ts and dist/server.js both sit two levels below apps/.
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Beyond the longest provider call a request in flight can wait for. */
const shutdownMarginMs = 3000;

async function main(envFile: string | null): Promise<void> {
  const env = withoutEmptyValues(process.env);
  const startup = loadConfig(env, { webDist: defaultWebDist });
  const closers: (() => Promise<void>)[] = [];

  if (startup.useBuiltInSandbox) {
    // The built-in sandbox accepts the checkout ids the server hands to the web app.
    const checkoutIds = Object.values(startup.app.providers).map((p) => p.checkoutId);
    // Its events go to this server's receiver, signed with a secret both hold.
    const { keys, sandboxEnv } = builtInSandboxWebhooks(startup, env);
    startup.app.webhooks.keys = keys;
    const closeSandbox = await startSandboxThread(
      new URL(import.meta.url),
      sandboxEnv,
      startup.app.publicUrl,
      [...new Set(checkoutIds)],
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
    // Closed last: requests in flight on the site may still be waiting for it.
    closers.push(closeSandbox);
  }

  const app = await buildApp(startup.app);
  await listenOnLoopback(app, startup.listen);
  closers.unshift(() => closeGracefully(app));
  if (envFile) app.log.info(`Settings read from ${envFile} (the environment wins over it)`);
  // The Node the demo really runs on (npm scripts may have brought one into .tools/).
  app.log.info(
    { node: process.version },
    `Smart Journey Demo on ${startup.app.publicUrl}` +
      (startup.useBuiltInSandbox
        ? ` (built-in sandbox on ${startup.app.providers.try.baseUrl})`
        : ` (provider ${startup.app.providers.try.baseUrl})`) +
      `, Node ${process.version}`,
  );

  stopOnSignals(
    async () => {
      for (const close of closers) await close();
    },
    app.log,
    startup.app.proxy.timeoutMs + shutdownMarginMs,
  );
}

/** Reads .env, starts the site (and the sandbox's thread); a start-up failure exits 1. */
async function start(): Promise<void> {
  let envFile: string | null = null;
  try {
    envFile = loadEnvFile(process.cwd());
    await main(envFile);
  } catch (error: unknown) {
    console.error(error instanceof Error ? error.message : error);
    if (envFile) console.error(`(Settings come from the environment and ${envFile}.)`);
    process.exit(1);
  }
}

// The sandbox's thread runs this same module (sandbox-thread.ts).
if (isSandboxThread()) await runSandboxThread();
else await start();
