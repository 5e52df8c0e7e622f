// (a) Initial JS of the landing page (gzip) against a bare React 19 "hello" built by the same
// Vite in the same run. "Initial" = every script the browser loads to show /landing, collected
// by opening the page in Chromium, so lazy chunks the landing really needs are counted too.
// The web app is built with source maps here (not in the product build), so the bench can print
// the ten largest modules of that JS (gzip): a regression names its cause. A smoke run measures
// the production build npm test made (apps/web/dist: the same scripts, no source maps, so no
// module list) instead of building it again.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { build, type PluginOption } from 'vite';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { chromiumArgs, chromiumPath, benchDir, outDir, repoRoot } from './lib/paths';
import { gzipBytesByModule } from './lib/module-sizes';
import { smoke } from './lib/mode';
import { kb, ratio, type Report } from './lib/report';

/**
 * Landing initial JS at most this multiple of the bare React 19 baseline (gzip, same run): issue
 * 46's goal (1.69× before the landing rendered without the router, 1.13× after).
 */
const landingBudget = 1.5;

/**
 * The terminal's views that load only when used (issue 32), by the name Vite gives their chunk
 * (their module's): the terminal itself, the Code view with its snippet library, the diagram,
 * the share link's compressor and scrubber, the HAR writer and the trail importer.
 */
const lazyViews = [
  'Terminal',
  'CodeView',
  'DiagramView',
  'share-link',
  'har-export',
  'trail-import',
];

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The web app's own React plugin for Vite (a dev dependency of apps/web, which npm may keep in
 * apps/web/node_modules): the bare page is built with the same toolchain as the app.
 */
async function webReactPlugin(): Promise<PluginOption> {
  const fromWeb = createRequire(join(repoRoot, 'apps', 'web', 'package.json'));
  const plugin: unknown = await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href);
  const react =
    typeof plugin === 'object' && plugin !== null ? Reflect.get(plugin, 'default') : null;
  if (typeof react !== 'function') throw new Error('@vitejs/plugin-react has no default export');
  const made: unknown = react();
  return made as PluginOption;
}

async function buildBareReact(): Promise<number> {
  const dist = join(outDir, 'bare-react');
  await build({
    root: join(benchDir, 'fixtures', 'bare-react'),
    configFile: false,
    logLevel: 'silent',
    plugins: [await webReactPlugin()],
    build: { outDir: dist, emptyOutDir: true, target: 'es2022' },
  });
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSize(join(assets, f)), 0);
}

async function buildWebApp(): Promise<string> {
  const dist = join(outDir, 'web');
  await build({
    root: join(repoRoot, 'apps', 'web'),
    configFile: join(repoRoot, 'apps', 'web', 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: dist, emptyOutDir: true, sourcemap: true },
  });
  return dist;
}

/** Opens `path` in Chromium against a server serving `webDist`; returns the JS files it loaded. */
export async function scriptsLoadedBy(webDist: string, path: string): Promise<string[]> {
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: '0' }).app;
  const app = await buildApp({ ...config, webDist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port === String(port) && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    return [...scripts];
  } finally {
    await browser.close();
    await app.close();
  }
}

export async function benchBundleSize(report: Report): Promise<void> {
  console.log('Bundle size: building the web app and a bare React 19 "hello" with the same Vite…');
  const bare = await buildBareReact();
  const webDist = smoke ? join(repoRoot, 'apps', 'web', 'dist') : await buildWebApp();
  const scripts = await scriptsLoadedBy(webDist, '/landing');
  const landing = scripts.reduce((sum, p) => sum + gzipSize(join(webDist, p)), 0);
  report.figure('bare React 19 hello JS (gzip)', kb(bare));
  report.figure(`landing initial JS (gzip, ${scripts.length} files)`, kb(landing));
  report.figure('landing / bare React', ratio(landing / bare));
  const modules = [...gzipBytesByModule(scripts.map((p) => join(webDist, p)))].sort(
    (a, b) => b[1] - a[1],
  );
  const total = modules.reduce((sum, [, bytes]) => sum + bytes, 0);
  report.note(
    'The ten largest modules of the landing initial JS (gzip each, from source maps)',
    modules
      .slice(0, 10)
      .map(
        ([name, bytes]) =>
          `${kb(bytes).padStart(8)}  ${((bytes / total) * 100).toFixed(1).padStart(4)}%  ${name}`,
      ),
  );
  const assets = readdirSync(join(webDist, 'assets'));
  const lazyFiles = lazyViews.map((view) => {
    const file = assets.find((name) => new RegExp(`^${view}-[\\w-]+\\.js$`).test(name));
    if (!file) throw new Error(`No chunk for the lazy view ${view}: was it renamed?`);
    report.figure(`lazy view ${view} (gzip)`, kb(gzipSize(join(webDist, 'assets', file))));
    return `/assets/${file}`;
  });
  report.invariant(
    'lazy terminal views stay off the landing',
    lazyFiles.every((file) => !scripts.includes(file)),
    `none of ${lazyViews.join(', ')} among the landing's scripts`,
  );
  // The landing page must not pay for the shops (ARCHITECTURE §3 "Code splitting").
  report.budget(
    'landing initial JS',
    landing / bare <= landingBudget,
    `${ratio(landing / bare)} of bare React (budget ≤ ${ratio(landingBudget)}, gzip)`,
  );
}
