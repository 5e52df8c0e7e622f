// The container recipe read as data: the Dockerfile's rules, .dockerignore's, compose.yaml's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  RecipeError,
  composeEnvironment,
  composeProblems,
  dockerignore,
  expandWords,
  imageConfig,
  interpolate,
  nodeImage,
  parseDockerfile,
  relativeImports,
  resolvePath,
  scriptsNamed,
  stagesNeeded,
  userIds,
} from './container-recipe.mjs';
import { root } from './lib.mjs';
import { nodeLine } from './node-release.mjs';

const vars = (entries) => new Map(Object.entries(entries));

describe('expandWords (the Dockerfile variables, quotes and escapes)', () => {
  it('expands $NAME, ${NAME} and the default, alternative and required forms', () => {
    const set = vars({ A: 'a', EMPTY: '' });
    expect(expandWords('$A ${A} ${MISSING}x', set)).toEqual(['a', 'a', 'x']);
    expect(expandWords('${EMPTY:-d} ${EMPTY-d} ${MISSING-d}', set)).toEqual(['d', 'd']);
    expect(expandWords('${A:+alt} ${EMPTY:+alt}. ${EMPTY+set}', set)).toEqual(['alt', '.', 'set']);
    expect(expandWords('${MISSING:-${A}-nested}', set)).toEqual(['a-nested']);
    expect(() => expandWords('${MISSING:?say why}', set)).toThrow(/say why/);
  });

  it('keeps single-quoted text as it is and splits only outside quotes', () => {
    const set = vars({ A: 'a' });
    expect(expandWords(`'$A b' "$A b" \\$A`, set)).toEqual(['$A b', 'a b', '$A']);
    expect(expandWords('one two', set, { split: false })).toEqual(['one two']);
  });
});

describe('parseDockerfile', () => {
  const text = [
    '# syntax=docker/dockerfile:1',
    'ARG V=26.12.1',
    'FROM node:${V}-slim AS base',
    'WORKDIR /app',
    'ENV A=1 \\',
    '  # a comment inside a continued line is dropped',
    '  B="two words"',
    'ENV A=2 C=$A',
    'COPY --chown=node:node a.txt "b c.txt" ./',
    'COPY ["x.json", "sub/"]',
    'FROM base AS next',
    'ARG V',
    'RUN echo $A && node -e 1',
    'RUN ["node", "x.mjs"]',
    'USER node',
    'HEALTHCHECK --interval=30s --timeout=5s CMD ["node", "h.mjs"]',
    'CMD ["node", "s.mjs"]',
  ].join('\n');

  it('reads stages, global ARGs in FROM, continuations and ENV as Docker does', () => {
    const recipe = parseDockerfile(text);
    expect(recipe.stages.map((s) => [s.name, s.base])).toEqual([
      ['base', { image: 'node:26.12.1-slim' }],
      ['next', { stage: 'base' }],
    ]);
    const [base, next] = recipe.stages;
    // Every value of one ENV sees the variables from before it: C is the old A.
    expect(Object.fromEntries(base?.envAtEnd ?? [])).toEqual({ A: '2', B: 'two words', C: '1' });
    const copies = base?.instructions.filter((step) => step.keyword === 'COPY');
    expect(copies?.map((c) => [c.chown, c.sources, c.dest])).toEqual([
      ['node:node', ['a.txt', 'b c.txt'], './'],
      [null, ['x.json'], 'sub/'],
    ]);
    const runs = next?.instructions.filter((step) => step.keyword === 'RUN');
    expect(runs?.[0]?.shell).toBe('echo $A && node -e 1');
    expect(runs?.[1]?.exec).toEqual(['node', 'x.mjs']);
    // A stage's RUN sees the ENV inherited from its parent stage and its own ARGs.
    expect(Object.fromEntries(runs?.[0]?.env ?? [])).toEqual({
      A: '2',
      B: 'two words',
      C: '1',
      V: '26.12.1',
    });
  });

  it("gives the image's settings, a parent stage's first", () => {
    const recipe = parseDockerfile(text);
    const { target, find } = stagesNeeded(recipe);
    const config = imageConfig(target, find);
    expect(config.workdir).toBe('/app');
    expect(config.user).toBe('node');
    expect(config.cmd?.exec).toEqual(['node', 's.mjs']);
    expect(config.healthcheck?.exec).toEqual(['node', 'h.mjs']);
    expect(config.healthcheck?.options.get('timeout')).toBe('5s');
    expect(config.stopSignal).toBe('SIGTERM');
  });

  it('builds only the stages the target needs (FROM and COPY --from)', () => {
    const recipe = parseDockerfile(
      'FROM node:26.12.1 AS a\nFROM node:26.12.1 AS unused\nFROM node:26.12.1 AS b\nCOPY --from=a /x /x\n',
    );
    expect(stagesNeeded(recipe).stages.map((s) => s.name)).toEqual(['a', 'b']);
  });

  it('refuses, with the line, what the check does not simulate', () => {
    const refused = (body) => () => parseDockerfile(`FROM node:26.12.1\n${body}\n`);
    expect(refused('ADD https://example.test/x /x')).toThrow(/line 2 \(ADD\): not simulated/);
    expect(refused('RUN --mount=type=cache,target=/root/.npm npm ci')).toThrow(/--mount/);
    expect(refused('RUN <<EOF\necho hi\nEOF')).toThrow(/here-documents/);
    expect(refused('COPY --parents a/ b/')).toThrow(/--parents/);
    expect(() => parseDockerfile('RUN echo\n')).toThrow(RecipeError);
  });
});

describe('the repository Dockerfile', () => {
  const recipe = parseDockerfile(readFileSync(join(root, 'Dockerfile'), 'utf8'));
  const { target, find, stages } = stagesNeeded(recipe);
  const config = imageConfig(target, find);

  it(`is the project's Node line: every base stage is node:${nodeLine.pinned}-slim`, () => {
    const bases = stages.filter((s) => 'image' in s.base).map((s) => s.base.image);
    expect(bases.length).toBeGreaterThan(0);
    for (const image of bases) {
      expect(nodeImage(image)).toMatchObject({ version: nodeLine.pinned, variant: 'slim' });
    }
  });

  it('needs no package manager of the base image and runs Node as PID 1, as node', () => {
    const runs = stages.flatMap((s) => s.instructions.filter((step) => step.keyword === 'RUN'));
    expect(runs.map((r) => r.shell ?? r.exec.join(' ')).join('\n')).not.toMatch(/apt-get|apk /);
    expect(config.cmd?.exec?.[0]).toBe('node');
    expect(config.entrypoint).toBeNull();
    expect(userIds(config.user)).toEqual({ uid: 1000, gid: 1000 });
  });
});

describe('dockerignore', () => {
  const ignore = dockerignore(readFileSync(join(root, '.dockerignore'), 'utf8'));

  it('applies **, anchored names and exceptions as Docker does', () => {
    expect(ignore.isIgnored('node_modules')).toBe(true);
    expect(ignore.isIgnored('apps/web/node_modules/react/index.js')).toBe(true);
    expect(ignore.isIgnored('apps/server/dist/server.js')).toBe(true);
    expect(ignore.isIgnored('.env')).toBe(true);
    expect(ignore.isIgnored('.env.local')).toBe(true);
    expect(ignore.isIgnored('.env.example')).toBe(false);
    // `data` and `*.log` name the context's root only.
    expect(ignore.isIgnored('data/sandbox.db')).toBe(true);
    expect(ignore.isIgnored('apps/server/src/data/x.ts')).toBe(false);
    expect(ignore.isIgnored('npm-debug.log')).toBe(true);
    expect(ignore.isIgnored('apps/web/debug.log')).toBe(false);
    expect(ignore.isIgnored('scripts/ports.mjs')).toBe(false);
  });

  it('lets the last matching line win and walks into a folder an exception may bring back', () => {
    const rules = dockerignore('# comment\n/build\n!build/keep.txt\n**/*.tmp\n');
    expect(rules.isIgnored('build/other.txt')).toBe(true);
    expect(rules.isIgnored('build/keep.txt')).toBe(false);
    expect(rules.isIgnored('a/b/c.tmp')).toBe(true);
    expect(rules.mayReinclude('build')).toBe(true);
    expect(dockerignore('dist\n').mayReinclude('dist')).toBe(false);
  });
});

describe('what a command loads', () => {
  it('finds relative imports, re-exports and literal dynamic imports', () => {
    const source = [
      "import { a } from './a.mjs';",
      "import './side-effect.mjs';",
      "import {\n  b,\n  c,\n} from '../b.mjs';",
      "export { d } from './d.mjs';",
      "export * from './e.mjs';",
      "const f = await import('./f.mjs');",
      "import { spawn } from 'node:child_process';",
      "import z from 'zod';",
    ].join('\n');
    expect(relativeImports(source).sort()).toEqual(
      ['./a.mjs', './side-effect.mjs', '../b.mjs', './d.mjs', './e.mjs', './f.mjs'].sort(),
    );
  });

  it('follows npm run through package.json scripts to the files they name', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(scriptsNamed('npm run build', pkg)).toEqual([
      'scripts/node-line.mjs',
      'scripts/build.mjs',
    ]);
    expect(scriptsNamed(['node', 'scripts/serve.mjs'], pkg)).toEqual(['scripts/serve.mjs']);
    expect(scriptsNamed('npm ci --omit=dev --workspace @sjd/server', pkg)).toEqual([]);
  });

  it('resolves image paths against the working directory', () => {
    expect(resolvePath('/app', 'scripts/')).toBe('/app/scripts');
    expect(resolvePath('/app', '../data')).toBe('/data');
    expect(resolvePath('/app', '/data/x')).toBe('/data/x');
  });
});

describe('compose.yaml', () => {
  it('interpolates the forms every Compose reads alike, and names the others', () => {
    const env = { PORT: '4000', EMPTY: '' };
    expect(interpolate('${PORT:-3000}:${SANDBOX_PORT:-3001} $$HOME $PORT', env)).toMatchObject({
      value: '4000:3001 $HOME 4000',
      unportable: [],
    });
    expect(interpolate('${EMPTY:-x} ${EMPTY-x}', env).value).toBe('x ');
    expect(interpolate('${NAME:?needed}', env).errors).toEqual(['${NAME:?needed}: needed']);
    expect(interpolate('${NAME:-}', env).unportable).toHaveLength(1);
    expect(interpolate('${NAME:+alt}', env).unportable).toHaveLength(1);
    expect(interpolate('${URL:-http://localhost:${PORT:-3000}}', env).unportable).not.toEqual([]);
  });

  it("the repository's file: short-form env_file and literal defaults only", () => {
    const compose = parseYaml(readFileSync(join(root, 'compose.yaml'), 'utf8'));
    expect(composeProblems(compose)).toEqual([]);
    expect(compose.services.demo.env_file).toBe('.env');
  });

  it('the long-form env_file and a nested default, as compose.yaml had them, are refused', () => {
    const before = parseYaml(
      [
        'services:',
        '  demo:',
        '    build: .',
        '    env_file:',
        '      - path: .env',
        '        required: false',
        '    environment:',
        '      PUBLIC_URL: ${PUBLIC_URL:-http://localhost:${PORT:-3000}}',
      ].join('\n'),
    );
    const problems = composeProblems(before);
    expect(
      problems.some((p) => /env_file: the long form .* podman-compose 1\.0\.3 refuses it/.test(p)),
    ).toBe(true);
    expect(problems.some((p) => /PUBLIC_URL: .*nested/.test(p))).toBe(true);
  });

  it('reads environment as a mapping or a KEY=value list', () => {
    expect([...composeEnvironment({ A: '1', B: null, C: 3 })]).toEqual([
      ['A', '1'],
      ['C', '3'],
    ]);
    expect([...composeEnvironment(['A=1=2', 'B'])]).toEqual([['A', '1=2']]);
  });
});
