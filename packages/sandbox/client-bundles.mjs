// Bundles the hosted pages' browser scripts (src/hosted/client/*.ts, TypeScript) into plain JS
// with esbuild. Two callers, one recipe:
//   - apps/server/build.mjs bundles them once and inlines the result into dist/server.js, so
//     `npm start` serves prebuilt scripts and needs no bundler at run time;
//   - the sandbox running from source (Vitest, `tsx src/main.ts`) calls this on the first
//     request for a script and keeps the result in memory for the life of the process.
// Plain .mjs (Node built-ins + esbuild only) so that build.mjs can import it without a loader.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** Served name → entry file under src/hosted/client. */
export const clientEntries = {
  'checkout.js': 'checkout/sdk.ts',
  'checkout-field.js': 'checkout/field.ts',
  'checkout-controller.js': 'checkout/controller.ts',
  'ddc.js': 'three-ds/ddc.ts',
  'challenge.js': 'three-ds/challenge.ts',
  'hpp-library.js': 'hpp/library.ts',
  'hpp-page.js': 'hpp/page.ts',
  'hpp-return.js': 'hpp/return.ts',
  'apm.js': 'apm/page.ts',
};

const clientDir = fileURLToPath(new URL('./src/hosted/client/', import.meta.url));

/** @returns {Promise<Record<string, { code: string, etag: string }>>} */
export async function bundleClientScripts() {
  const { build } = await import('esbuild');
  const names = Object.keys(clientEntries);
  const results = await Promise.all(
    names.map((name) =>
      build({
        entryPoints: [clientDir + clientEntries[name]],
        bundle: true,
        write: false,
        format: 'iife',
        platform: 'browser',
        target: ['chrome109', 'firefox115', 'safari15'],
        minify: true,
        legalComments: 'none',
        logLevel: 'silent',
      }),
    ),
  );
  return Object.fromEntries(
    names.map((name, index) => {
      const code = results[index].outputFiles[0].text;
      const etag = `"${createHash('sha256').update(code).digest('base64url').slice(0, 16)}"`;
      return [name, { code, etag }];
    }),
  );
}
