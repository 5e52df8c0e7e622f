// node-line.mjs runs a script in its own process when the machine's Node fits the line; the
// script imports node-line.mjs back through lib.mjs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './lib.mjs';
import { fitsLine } from './node-line.mjs';

const folder = mkdtempSync(join(tmpdir(), 'sjd-node-line-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function runThrough(source) {
  const script = join(folder, `script-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(script, source);
  return spawnSync(
    process.execPath,
    [join(root, 'scripts', 'node-line.mjs'), relative(root, script)],
    { encoding: 'utf8', timeout: 30_000 },
  );
}

describe.runIf(fitsLine(process.versions.node))('node-line.mjs on a Node that fits', () => {
  it('runs a script that imports lib.mjs (and so node-line.mjs) in the same process', () => {
    const libUrl = new URL('./lib.mjs', import.meta.url).href;
    const result = runThrough(
      `import { root } from ${JSON.stringify(libUrl)};\nconsole.log('ran', typeof root);\n`,
    );
    // Before the fix: exit 13, 'Detected unsettled top-level await' (node-line.mjs awaited the
    // script, which waited for node-line.mjs).
    expect(result.stderr).not.toContain('unsettled top-level await');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('ran string');
  });

  it("ends with the script's error and exit 1 when the script throws", () => {
    const result = runThrough("throw new Error('the script failed');\n");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('the script failed');
  });
});
