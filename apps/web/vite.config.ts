import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compressible, writePrecompressed } from './precompress.mjs';

/** Writes .br and .gz beside every compressible file so the server can send them as they are. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sjd-precompress',
    // The client build's files (prerender.mjs's build for Node is read once and deleted).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const walk = async (dir: string): Promise<string[]> => {
        const entries = await readdir(dir, { withFileTypes: true });
        const files = await Promise.all(
          entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])),
        );
        return files.flat();
      };
      for (const file of await walk(outDir)) {
        if (!compressible.test(file) || (await stat(file)).size < 256) continue;
        await writePrecompressed(file, await readFile(file));
      }
    },
  };
}

/**
 * Inlines the entry stylesheet (the plain pages' few KB) into index.html: the first paint then
 * needs no second request, which would otherwise share the slow link with the scripts.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'sjd-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
      html.source = html.source.replace(
        /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
        (tag, fileName: string) => {
          const css = bundle[fileName];
          if (!css || css.type !== 'asset') return tag;
          return `<style>${String(css.source)}</style>`;
        },
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), inlineEntryCss()],
  resolve: {
    alias: {
      '@emotion/use-insertion-effect-with-fallbacks': fileURLToPath(
        new URL('./src/lib/emotion-insertion.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/challenge-return.html': 'http://localhost:3000' },
  },
});
