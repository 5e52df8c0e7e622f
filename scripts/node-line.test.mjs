// The npm scripts' entry (node-line.mjs) and the line's facts (node-release.mjs): which Node
// versions fit, that engines says the same, and that a script run through the entry on a Node
// that fits (in the entry's own process) really runs. A script that imports lib.mjs must not
// import node-line.mjs back: the entry is still in its top-level await then, so such a cycle
// never settles and Node exits 13 ('unsettled top-level await') without running anything.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fitsLine, nodeLine, root } from './node-release.mjs';

describe('the Node line', () => {
  it('takes the pinned release and later ones of its major, nothing else', () => {
    const [major, minor, patch] = nodeLine.pinned.split('.').map(Number);
    expect(fitsLine(nodeLine.pinned)).toBe(true);
    expect(fitsLine(`${major}.${minor}.${patch + 1}`)).toBe(true);
    expect(fitsLine(`${major}.${minor + 1}.0`)).toBe(true);
    expect(fitsLine(`${major}.${minor - 1}.99`)).toBe(false);
    expect(fitsLine(`${major + 1}.0.0`)).toBe(false);
    expect(fitsLine('20.20.2')).toBe(false);
  });

  it("is the range package.json's engines states", () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(nodeLine.range);
  });
});

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
  it('runs a script that imports lib.mjs in the same process', () => {
    const libUrl = new URL('./lib.mjs', import.meta.url).href;
    const result = runThrough(
      `import { root } from ${JSON.stringify(libUrl)};\nconsole.log('ran', typeof root);\n`,
    );
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
