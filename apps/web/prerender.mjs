// Part of the web build (npm run build, after `vite build`): writes the launch pages of
// src/launch-pages.tsx beside index.html — index.html with the launch screen in #root instead of
// the landing hero — and pages.json, which tells the server which paths they answer. The module
// is built for Node with the app's own Vite config, so its asset URLs are the client build's.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webDir = dirname(fileURLToPath(import.meta.url));
const dist = join(webDir, 'dist');
const outDir = join(webDir, 'node_modules', '.prerender');

await build({
  root: webDir,
  configFile: join(webDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/launch-pages.tsx',
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const { launchPages } = await import(pathToFileURL(join(outDir, 'launch-pages.js')).href);
const index = readFileSync(join(dist, 'index.html'), 'utf8');
// The body holds a comment about the hero and #root with the hero in it, then nothing else.
const body = /<body>[\s\S]*<\/body>/;
if (!body.test(index)) throw new Error('prerender: index.html has no <body>');

const pages = [];
for (const page of launchPages()) {
  const html = index.replace(
    body,
    `<body>\n    <!-- The launch screen, prerendered by apps/web/prerender.mjs. -->\n    <div id="root">${page.markup}</div>\n  </body>`,
  );
  const file = join(dist, page.file);
  writeFileSync(file, html);
  // As the build's precompress plugin does for every file.
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  pages.push({ file: page.file, paths: page.paths });
}
writeFileSync(join(dist, 'pages.json'), `${JSON.stringify({ pages }, null, 2)}\n`);
rmSync(outDir, { recursive: true, force: true });
console.log(`prerender: ${pages.map((p) => `${p.paths.join(', ')} → ${p.file}`).join('; ')}`);
