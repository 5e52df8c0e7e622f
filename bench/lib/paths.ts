import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(benchDir, '..');
export const outDir = join(benchDir, '.out');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
