// The image built without a container engine (container-build.mjs): COPY's rules on a small
// context of its own, and the repository's Dockerfile with a file left out of a COPY line.
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildImage, layOutContext } from './container-build.mjs';
import { root } from './lib.mjs';
import { nodeLine } from './node-release.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'sjd-container-test-'));
// Each build's folders go after its test (the context alone is ~800 files): a busy machine took
// longer than a hook's default 10 s to remove them all at the end.
const workFolders = [];
afterEach(() => {
  for (const folder of workFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }), 60_000);
let runs = 0;
const isRoot = process.getuid?.() === 0;
const from = `node:${nodeLine.pinned}-slim`;

/** Builds `dockerfile` over the context `contextRoot`; the work folder is new each time. */
function build(dockerfile, options = {}) {
  runs += 1;
  const work = join(scratch, `work-${runs}`);
  workFolders.push(work);
  return buildImage({
    root: options.root ?? root,
    dockerfile,
    dockerignoreText:
      options.dockerignoreText ?? readFileSync(join(options.root ?? root, '.dockerignore'), 'utf8'),
    work,
    ...options,
  }).then((result) => ({ ...result, work }));
}

describe('COPY, WORKDIR, ENV and RUN, on a small context', () => {
  const context = join(scratch, 'context');
  const files = {
    'a.txt': 'a',
    'dir/b.txt': 'b',
    'dir/sub/c.txt': 'c',
    'x1.json': '1',
    'x2.json': '2',
    '.env': 'SECRET=1',
    'node_modules/m/index.js': '',
    'debug.log': '',
    '.dockerignore': '**/node_modules\n.env\n*.log\n',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(context, path)), { recursive: true });
    writeFileSync(join(context, path), content);
  }
  const buildHere = (dockerfile, options = {}) => build(dockerfile, { root: context, ...options });

  it('copies as Docker does: into folders ending in /, a folder by its contents, globs, --from, --chown', async () => {
    const result = await buildHere(
      [
        `FROM ${from} AS one`,
        'WORKDIR /w',
        'ENV OUT=/out/made.txt GREETING=hello',
        'COPY a.txt ./',
        'COPY a.txt renamed.txt',
        'COPY dir ./d/',
        'COPY x*.json json/',
        `RUN node -e "require('fs').mkdirSync(require('path').dirname(process.env.OUT), { recursive: true }); require('fs').writeFileSync(process.env.OUT, process.env.GREETING + ' in ' + process.cwd())"`,
        `FROM ${from} AS two`,
        'COPY --from=one /out/made.txt /made.txt',
        'COPY --from=one --chown=node:node /w/d /data',
      ].join('\n'),
    );
    expect(result.problems).toEqual([]);
    const one = join(result.work, 'stage-one');
    const two = join(result.work, 'stage-two');
    const read = (path) => readFileSync(path, 'utf8');
    expect(read(join(one, 'w/a.txt'))).toBe('a');
    expect(read(join(one, 'w/renamed.txt'))).toBe('a');
    expect(read(join(one, 'w/d/b.txt'))).toBe('b');
    expect(read(join(one, 'w/d/sub/c.txt'))).toBe('c');
    expect(read(join(one, 'w/json/x2.json'))).toBe('2');
    // The RUN ran in WORKDIR with the stage's ENV; an image path lives under the stage's folder.
    expect(read(join(one, 'out/made.txt'))).toBe(`hello in ${join(one, 'w')}`);
    expect(read(join(two, 'made.txt'))).toBe(`hello in ${join(one, 'w')}`);
    expect(read(join(two, 'data/sub/c.txt'))).toBe('c');
    if (isRoot) expect(lstatSync(join(two, 'data')).uid).toBe(1000);
  });

  it('finds nothing that .dockerignore leaves out, and says so', async () => {
    const result = await buildHere(`FROM ${from}\nCOPY .env ./\n`);
    expect(result.problems).toEqual([
      '[stage 0 1/1] COPY: .env is not in the build context (.dockerignore excludes it)',
    ]);
    const modules = await buildHere(`FROM ${from}\nCOPY node_modules/m/index.js ./\n`);
    expect(modules.problems[0]).toMatch(
      /node_modules\/m\/index\.js is not in the build context \(\.dockerignore/,
    );
    const missing = await buildHere(`FROM ${from}\nCOPY missing.txt ./\n`);
    expect(missing.problems).toEqual([
      '[stage 0 1/1] COPY: missing.txt is not in the build context',
    ]);
  });

  it('wants a folder ending in / for several sources', async () => {
    const result = await buildHere(`FROM ${from}\nWORKDIR /w\nCOPY x*.json json\n`);
    expect(result.problems[0]).toMatch(
      /more than one source the destination must be a folder ending in \//,
    );
  });

  it("refuses a RUN that needs the base image's package manager or names an image path", async () => {
    const apt = await buildHere(`FROM ${from}\nRUN apt-get update && apt-get install -y python3\n`);
    expect(apt.problems[0]).toMatch(/needs the base image's package manager/);
    const absolute = await buildHere(`FROM ${from}\nRUN mkdir /data && chown node:node /data\n`);
    expect(absolute.problems[0]).toMatch(/names the image path \/data/);
  });

  it("wants the node image of the project's pinned release", async () => {
    const result = await buildHere('FROM node:26-slim\nRUN node -e 1\n');
    expect(result.problems[0]).toMatch(
      new RegExp(
        `must be the project's pinned Node release, node:${nodeLine.pinned.replaceAll('.', '\\.')}-slim`,
      ),
    );
    const other = await buildHere('FROM debian:13-slim\n');
    expect(other.problems[0]).toMatch(/only the node image is simulated/);
  });
});

describe("the repository's Dockerfile", () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  // The build context, laid out once for these tests (the builds copy from it, never into it).
  const laidOutContext = join(scratch, 'repository-context');
  layOutContext(root, readFileSync(join(root, '.dockerignore'), 'utf8'), laidOutContext);
  const buildRepository = (text, options = {}) => build(text, { laidOutContext, ...options });
  const copyLine = /^COPY scripts\/install\.mjs .*scripts\/$/m;
  /** The Dockerfile with `file` taken out of the build stage's COPY of install.mjs's modules. */
  function without(file) {
    const line = copyLine.exec(dockerfile)?.[0] ?? '';
    expect(line).toContain(file);
    const changed = line.replace(` ${file}`, '').replace(`${file} `, '');
    expect(changed).not.toContain(file);
    return dockerfile.replace(line, changed);
  }

  it('lays out and copies every stage, and every script its RUNs, CMD and HEALTHCHECK name is there', async () => {
    const result = await buildRepository(dockerfile, { execute: false });
    expect(result.problems).toEqual([]);
    // What RUNs make (the install, the build) is not there without running them: said so.
    expect(result.notes.join('\n')).toMatch(
      /apps\/server\/dist would be made by a RUN of stage build/,
    );
  }, 60_000);

  it.each(['scripts/ports.mjs', 'scripts/node-release.mjs'])(
    "fails, naming it, when %s is left out of the build stage's COPY line",
    async (file) => {
      const result = await buildRepository(without(file), { execute: false });
      console.log(`without ${file}:\n  ${result.problems.join('\n  ')}`);
      expect(result.ok).toBe(false);
      expect(result.problems).toContainEqual(
        `[build 2/5] RUN node scripts/install.mjs: scripts/lib.mjs imports ./${file.split('/')[1]}, which is not in stage build: no COPY before it brings ${file}`,
      );
    },
    60_000,
  );

  it('fails when install.mjs itself is left out', async () => {
    const result = await buildRepository(without('scripts/install.mjs'), { execute: false });
    expect(result.problems).toContainEqual(
      '[build 2/5] RUN node scripts/install.mjs: scripts/install.mjs is not in stage build: no COPY before it brings it',
    );
  }, 60_000);

  // The RUN itself, up to npm: a stand-in npm that exits 97 ends it before any install.
  const stub = join(scratch, 'stub-npm');
  mkdirSync(stub, { recursive: true });
  writeFileSync(join(stub, 'npm'), '#!/bin/sh\necho "stand-in npm: $*"\nexit 97\n');
  chmodSync(join(stub, 'npm'), 0o755);
  const firstRun = { target: 'build', stopAfterRun: { stage: 'build', nth: 1 }, extraPath: [stub] };

  it('RUN node scripts/install.mjs stops at the missing module when ports.mjs is left out', async () => {
    const result = await buildRepository(without('scripts/ports.mjs'), firstRun);
    console.log(`RUN without scripts/ports.mjs:\n  ${result.problems.join('\n  ')}`);
    const run = result.problems.find((p) => p.includes('exited'));
    expect(run).toMatch(/RUN node scripts\/install\.mjs: exited 1/);
    expect(run).toMatch(
      /Cannot find module '.*\/stage-build\/app\/scripts\/ports\.mjs' imported from .*\/scripts\/lib\.mjs/,
    );
    expect(run).not.toMatch(/stand-in npm/);
  }, 60_000);

  it('RUN node scripts/install.mjs loads and gets as far as npm with the COPY line as it is', async () => {
    const result = await buildRepository(dockerfile, firstRun);
    const run = result.problems.find((p) => p.includes('exited'));
    expect(run).toMatch(/RUN node scripts\/install\.mjs: exited 97/);
    expect(run).toMatch(/stand-in npm: ci --no-audit --no-fund/);
    expect(run).not.toMatch(/Cannot find module/);
  }, 60_000);
});
