// What the wallet videos are made from, as one hash: every file of this folder (the drawings and
// the script with its encoder settings), the sheet layout and marks the web app shares with them,
// and the font files their text is outlined with. The script writes it into the manifest beside
// the videos; a test recomputes it, so a drawing changed without re-running the script fails.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontFiles } from './draw.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const webRoot = join(here, '..', '..');

export function sourceFiles() {
  const own = readdirSync(here)
    .filter((name) => name.endsWith('.mjs') || name.endsWith('.md'))
    .map((name) => join(here, name));
  const shared = ['sheet-layout.ts', 'wallet-marks.ts'].map((name) =>
    join(webRoot, 'src', 'features', 'express', name),
  );
  return [...own, ...shared].sort();
}

export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const file of sourceFiles()) {
    hash.update(relative(webRoot, file));
    // Line endings do not change a drawing (a checkout with CRLF must give the same hash).
    hash.update(readFileSync(file, 'utf8').replace(/\r\n/g, '\n'));
  }
  for (const [face, file] of Object.entries(fontFiles).sort()) {
    hash.update(face);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function fileHash(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}
