// Bundles the server (and the workspace packages it imports, which export TypeScript source)
// into dist/server.js. npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
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
