// Part of the web build (npm run build, after `vite build`): writes the launch pages of
// src/launch-pages.tsx beside index.html — index.html with the launch screen in #root instead of
// the landing hero — and then pages.json, which tells the server which paths they answer (the
// build's last file: scripts/lib.mjs takes it as the sign that the web build is complete). The
// module is built for Node with the app's own Vite config, so its asset URLs are the client's.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { writePrecompressed } from './precompress.mjs';

const webDir = dirname(fileURLToPath(import.meta.url));
const dist = join(webDir, 'dist');
const outDir = join(webDir, 'node_modules', '.prerender');

await build({
  root: webDir,
  configFile: join(webDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/launch-pages.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
});
const { launchPages } = await import(pathToFileURL(join(outDir, 'launch-pages.js')).href);
rmSync(outDir, { recursive: true, force: true });

const index = readFileSync(join(dist, 'index.html'), 'utf8');
// index.html's body is a comment about its first paint and #root holding the landing hero, the
// last element: the hero's markup ends with #root's closing tag right before </body>. Anything
// else added to the body would be lost below, so it stops the build instead.
const body = /<body>\s*<!--[\s\S]*?-->\s*<div id="root">[\s\S]*<\/div>\s*<\/body>/;
if (!body.test(index) || /<body>[\s\S]*<(script|noscript|template)\b/.test(index)) {
  throw new Error('prerender: index.html body is not the comment and #root it expects');
}

const pages = [];
for (const page of launchPages()) {
  const html = index.replace(
    body,
    () =>
      '<body>\n    <!-- The launch screen, prerendered by apps/web/prerender.mjs. -->\n' +
      `    <div id="root">${page.markup}</div>\n  </body>`,
  );
  const file = join(dist, page.file);
  writeFileSync(file, html);
  await writePrecompressed(file, html);
  pages.push({ file: page.file, paths: page.paths });
}
writeFileSync(join(dist, 'pages.json'), `${JSON.stringify({ pages }, null, 2)}\n`);
console.log(`prerender: ${pages.map((p) => `${p.paths.join(', ')} → ${p.file}`).join('; ')}`);
