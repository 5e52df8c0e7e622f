// The landing page's bundle budget (bench/bundle-size.ts) holds only if the entry does not
// statically import the router and its route table (they load when the landing opens a shop:
// main.tsx), nor the store, Redux, the flows or the provider client: they come with the shops
// (app-store-source.ts). This walks the static imports from main.tsx (dynamic import() is the
// lazy boundary) and fails when one of them comes back into the first bundle.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// `import … from '…'`, `export … from '…'` and `import '…'`; type-only ones are erased.
const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every source file and package the entry reaches through static imports. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      if (specifier === undefined) continue;
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const target = resolveLocal(file, specifier);
      if (target) queue.push(target);
    }
  }
  return {
    files: new Set([...files].map((file) => relative(srcDir, file).split('\\').join('/'))),
    packages,
  };
}

describe("the landing page's static imports", () => {
  const { files, packages } = staticGraph(resolve(srcDir, 'main.tsx'));

  it('reach the landing page itself (the walk follows the imports)', () => {
    expect(files).toContain('features/landing/LandingPage.tsx');
    expect(packages).toContain('react-dom/client');
  });

  it('leave out the router and the route table: they load when the landing opens a shop', () => {
    expect([...packages].filter((name) => name.startsWith('react-router'))).toEqual([]);
    expect(files).not.toContain('app/router.tsx');
    expect([...files].filter((file) => file.startsWith('config/shops/'))).toEqual([]);
  });

  it('leave out Redux, the UI kit and the shops', () => {
    const heavy = ['@reduxjs/toolkit', 'react-redux', 'immer', '@mui/material'];
    expect([...packages].filter((name) => heavy.some((pkg) => name.startsWith(pkg)))).toEqual([]);
  });

  it('leave out the store, the flows and the provider client', () => {
    const storeSide = [...files].filter(
      (file) =>
        /^app\/(store|app-runtime|persisted-state)\.ts$/.test(file) ||
        /^lib\/(provider-client|provider-calls|listener)\.ts$/.test(file) ||
        /-(flow|flows|slice)\.ts$/.test(file) ||
        file.startsWith('app/routes/shop-') ||
        file.startsWith('features/journeys/'),
    );
    expect(storeSide).toEqual([]);
  });
});
