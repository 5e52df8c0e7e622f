// Bundles the server (and the workspace packages it imports, which export TypeScript source)
// into dist/server.js, and the standalone sandbox (packages/sandbox/src/main.ts: the sandbox
// alone, for several instances behind a load balancer) into dist/sandbox.js. npm dependencies
// stay external and load from node_modules.
// The sandbox's browser scripts (checkout.js, the 3DS and HPP page scripts) are bundled here
// too and inlined as __SJD_CLIENT_BUNDLES__, so the running server needs no bundler.
import { build } from 'esbuild';
import { bundleClientScripts } from '../../packages/sandbox/client-bundles.mjs';

const clientBundles = await bundleClientScripts();

await build({
  entryPoints: { server: 'src/server.ts', sandbox: '../../packages/sandbox/src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  sourcemap: true,
  logLevel: 'warning',
  define: { __SJD_CLIENT_BUNDLES__: JSON.stringify(clientBundles) },
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sjd/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
