// The npm scripts' entry: which Node versions fit the line, and that a script run through it on a
// Node that fits (the in-process path) really runs. A script that imports lib.mjs must not import
// node-line.mjs back: the entry is still in its top-level await, so such a cycle never settles
// and Node exits 13 ("unsettled top-level await") without running anything.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it("is the range package.json's engines states", async () => {
    const { default: pkg } = await import('../package.json', { with: { type: 'json' } });
    expect(pkg.engines.node).toBe(nodeLine.range);
  });

  it('runs a script that loads lib.mjs in its own process, on the Node that runs the tests', () => {
    expect(fitsLine(process.versions.node)).toBe(true);
    // install.mjs: lib.mjs's ensureInstalled, a no-op on the tree the tests run in.
    const run = spawnSync(
      process.execPath,
      [join(root, 'scripts', 'node-line.mjs'), 'scripts/install.mjs'],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.stderr).not.toMatch(/unsettled top-level await/);
    expect(run.status).toBe(0);
  });
});
