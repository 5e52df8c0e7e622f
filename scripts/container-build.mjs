// Builds the Dockerfile's image without a container engine, each stage a folder (used by
// scripts/container-check.mjs and its tests). Node built-ins only.
//   - The build context is laid out in a folder of its own: every file of the repository that
//     .dockerignore lets through (the files on disk, as `docker build .` sends them).
//   - A stage FROM the node image starts as an empty folder: the Node this check runs on
//     (first on PATH) stands in for the image's /usr/local/bin/node and npm. No base image is
//     pulled, so there is no Debian under it: a RUN that needs the image's package manager
//     (apt-get…) is refused. A stage FROM another stage starts as a copy of its folder.
//   - WORKDIR, ENV, ARG, USER as Docker applies them; COPY with Docker's rules (sources in the
//     context or, with --from, in another stage's folder; globs; several sources; a trailing
//     slash makes the destination a folder; a folder's contents are copied, not the folder);
//     --chown is applied when the check runs as root (node is uid/gid 1000, as in the image).
//   - RUN runs in the stage's folder (its WORKDIR) with the stage's ENV and ARGs and nothing of
//     the calling shell but HOME (npm's cache and settings) and proxy settings. A RUN that
//     names an absolute path is refused: it would act on this machine's own /, not the image's.
//   - Before each RUN, and for the final stage's CMD and HEALTHCHECK, the scripts the command
//     names (following `npm run` through package.json) must be in the stage with every relative
//     module they import: a file left out of a COPY line is named before anything runs.
//   - Independent stages build side by side, as BuildKit builds them; the first failure stops
//     the build.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { basename, delimiter, dirname, join, posix } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  RecipeError,
  dockerignore,
  imageConfig,
  nodeImage,
  parseDockerfile,
  relativeImports,
  resolvePath,
  scriptsNamed,
  stagesNeeded,
  userIds,
} from './container-recipe.mjs';
import { nodeLine } from './node-release.mjs';

/** The node image's own PATH (its node and npm are in /usr/local/bin). */
const imagePath = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const proxyVariables = [
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Copies into `dir` every file and folder of `root` that .dockerignore lets through.
 * Returns { files, bytes }.
 */
export function layOutContext(root, ignoreText, dir) {
  const ignore = dockerignore(ignoreText);
  let files = 0;
  let bytes = 0;
  const visit = (relative) => {
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      const source = join(root, path);
      const target = join(dir, path);
      if (ignore.isIgnored(path)) {
        if (entry.isDirectory() && ignore.mayReinclude(path)) visit(path);
        continue;
      }
      mkdirSync(dirname(target), { recursive: true });
      if (entry.isSymbolicLink()) {
        symlinkSync(readlinkSync(source), target);
      } else if (entry.isDirectory()) {
        mkdirSync(target, { recursive: true });
        visit(path);
      } else if (entry.isFile()) {
        copyFileSync(source, target);
        files += 1;
        bytes += statSync(source).size;
      }
    }
  };
  mkdirSync(dir, { recursive: true });
  visit('');
  return { files, bytes, ignore };
}

/** Go's filepath.Match for one path component (`*`, `?`, `[…]`). */
function componentMatcher(pattern) {
  let source = '^';
  for (let i = 0; i < pattern.length; i += 1) {
    const ch = pattern[i] ?? '';
    if (ch === '*') source += '.*';
    else if (ch === '?') source += '.';
    else if (ch === '[') {
      const end = pattern.indexOf(']', i + 1);
      source += `[${pattern.slice(i + 1, end).replace(/^\^|^!/, '^')}]`;
      i = end;
    } else if (ch === '\\') source += `\\${pattern[++i] ?? ''}`;
    else source += ch.replace(/[.+^${}()|]/g, '\\$&');
  }
  return new RegExp(`${source}$`);
}

/** Image paths under `base` (a folder standing for /) that a COPY source names. */
function matchSources(base, source) {
  const path = resolvePath('/', source);
  if (!/[*?[]/.test(path)) {
    try {
      lstatSync(join(base, path));
      return [path];
    } catch {
      return [];
    }
  }
  let current = ['/'];
  for (const part of path.split('/').filter(Boolean)) {
    const next = [];
    for (const folder of current) {
      if (!/[*?[]/.test(part)) {
        if (existsSync(join(base, folder, part))) next.push(posix.join(folder, part));
        continue;
      }
      const matcher = componentMatcher(part);
      const entries = existsSync(join(base, folder)) ? readdirSync(join(base, folder)) : [];
      for (const name of entries.sort())
        if (matcher.test(name)) next.push(posix.join(folder, name));
    }
    current = next;
  }
  return current;
}

function chownTree(path, uid, gid) {
  chownSync(path, uid, gid);
  const stats = lstatSync(path);
  if (stats.isDirectory() && !stats.isSymbolicLink()) {
    for (const name of readdirSync(path)) chownTree(join(path, name), uid, gid);
  }
}

function chmodTree(path, mode) {
  chmodSync(path, mode);
  if (lstatSync(path).isDirectory()) {
    for (const name of readdirSync(path)) chmodTree(join(path, name), mode);
  }
}

/** Finds a command on a PATH, as the shell would. */
export function which(command, pathValue) {
  if (command.includes('/')) return command;
  for (const folder of pathValue.split(delimiter)) {
    const candidate = join(folder, command);
    if (existsSync(candidate)) return candidate;
  }
  return command;
}

/** Shell words of a RUN (rough: for the checks on what it names, not for running it). */
function commandWords(step) {
  return step.exec ?? step.shell.split(/\s+|&&|\|\||;|\||>|</).filter(Boolean);
}

/**
 * Builds the image. Options:
 *   root         the repository (the build context's source)
 *   dockerfile   the Dockerfile's text; dockerignoreText the .dockerignore's
 *   work         an empty folder for the context and the stages
 *   laidOutContext  a folder layOutContext made already (tests reuse one)
 *   target       the stage to build (default: the last, as `docker build` does)
 *   execute      false: COPY, WORKDIR… and the checks on what each RUN names, but no RUN runs
 *                (and the build stops at the first RUN whose scripts are missing)
 *   stopAfterRun { stage, nth }: stop once that stage's nth RUN has run
 *   extraPath    folders put before the stand-in Node on every RUN's PATH (tests)
 *   runEnv       extra variables for every RUN (e.g. npm_config_prefer_offline)
 *   logDir       where each stage's RUN output goes (container-build-<stage>.log)
 *   say          a function for progress lines
 * Resolves with { ok, problems, notes, steps, stages, target, config, find }.
 */
export async function buildImage({
  root,
  dockerfile,
  dockerignoreText,
  work,
  laidOutContext = null,
  target = null,
  execute = true,
  stopAfterRun = null,
  extraPath = [],
  runEnv = {},
  logDir = null,
  say = () => {},
}) {
  const problems = [];
  const notes = [];
  const steps = [];
  const running = new Set();
  let halted = false;
  const halt = () => {
    halted = true;
    for (const child of running) {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  const fail = (message) => {
    problems.push(message);
    halt();
  };

  let recipe;
  let needed;
  try {
    recipe = parseDockerfile(dockerfile);
    needed = stagesNeeded(recipe, target);
  } catch (error) {
    if (!(error instanceof RecipeError)) throw error;
    return { ok: false, problems: [`Dockerfile: ${error.message}`], notes, steps };
  }

  const contextDir = laidOutContext ?? join(work, 'context');
  const context = laidOutContext
    ? { ignore: dockerignore(dockerignoreText) }
    : layOutContext(root, dockerignoreText, contextDir);
  if (!laidOutContext)
    say(
      `build context laid out: ${context.files} files, ${(context.bytes / 1e6).toFixed(1)} MB (.dockerignore applied)`,
    );
  const standInBin = dirname(process.execPath);
  const label = (stage) => stage.name ?? `stage ${stage.index}`;
  const states = new Map();

  /** A variable value that is an image path lives under the stage's folder here. */
  const reroot = (state, value) =>
    value.startsWith('/') && !value.startsWith('//') ? join(state.dir, value) : value;

  function envFor(state, vars) {
    const env = { PATH: imagePath, HOME: process.env.HOME ?? '/root' };
    for (const key of proxyVariables) if (process.env[key]) env[key] = process.env[key];
    Object.assign(env, state.baseEnv);
    for (const [key, value] of vars) env[key] = key === 'PATH' ? value : reroot(state, value);
    env.PATH = [...extraPath, standInBin, env.PATH].join(delimiter);
    return { ...env, ...runEnv };
  }

  /** The scripts a command names, and what they import, must be in the stage. */
  function checkScripts(state, words, cwd, where) {
    const found = [];
    const packageFile = join(state.dir, cwd, 'package.json');
    const packageJson = existsSync(packageFile)
      ? JSON.parse(readFileSync(packageFile, 'utf8'))
      : null;
    const seen = new Set();
    const shown = (path) => posix.relative(cwd, path) || path;
    const visit = (path, importedBy, specifier) => {
      if (seen.has(path)) return;
      seen.add(path);
      if (!existsSync(join(state.dir, path))) {
        found.push(
          importedBy
            ? `${where}: ${shown(importedBy)} imports ${specifier}, which is not in stage ${label(state.stage)}: no COPY before it brings ${shown(path)}`
            : `${where}: ${shown(path)} is not in stage ${label(state.stage)}: no COPY before it brings it`,
        );
        return;
      }
      if (!/\.(?:mjs|cjs|js)$/.test(path)) return;
      const source = readFileSync(join(state.dir, path), 'utf8');
      for (const imported of relativeImports(source)) {
        visit(resolvePath(posix.dirname(path), imported), path, imported);
      }
    };
    for (const file of scriptsNamed(words, packageJson)) visit(resolvePath(cwd, file), null, null);
    return found;
  }

  async function run(state, step, where, index) {
    const words = commandWords(step);
    const text = step.exec ? JSON.stringify(step.exec) : step.shell.trim();
    if (words.some((word) => /^(?:apt-get|apt|dpkg|apk|yum|dnf|microdnf)$/.test(word))) {
      fail(
        `${where}: needs the base image's package manager; no base image is pulled here, so it cannot run (and the recipe should not need one: nothing compiles on install)`,
      );
      return;
    }
    const absolute = words.find((word) => word.startsWith('/') && word !== '/dev/null');
    if (absolute) {
      fail(
        `${where}: names the image path ${absolute}; a RUN here acts in the stage's folder and must not touch this machine's own ${absolute} (use a path under WORKDIR, or COPY)`,
      );
      return;
    }
    const missing = checkScripts(state, words, state.workdir, where);
    for (const message of missing) problems.push(message);
    // Without RUNs, nothing after a missing script would tell more: the build stops there.
    if (!execute) {
      if (missing.length) halt();
      return;
    }
    const env = envFor(state, step.env);
    const ids = userIds(state.user);
    const asUser = ids.uid !== 0 && isRoot() ? { uid: ids.uid, gid: ids.gid } : {};
    if (ids.uid !== 0 && !isRoot())
      notes.push(
        `${where}: runs as this machine's user, not ${state.user} (the check is not root)`,
      );
    const [command, ...args] = step.exec ?? ['/bin/sh', '-c', step.shell];
    const log = logDir
      ? createWriteStream(join(logDir, `container-build-${label(state.stage)}.log`), { flags: 'a' })
      : null;
    log?.write(`\n### ${where}: ${text}\n`);
    const started = performance.now();
    const output = [];
    const code = await new Promise((resolve) => {
      const child = spawn(which(command ?? '', env.PATH), args, {
        cwd: join(state.dir, state.workdir),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
        ...asUser,
      });
      running.add(child);
      const keep = (chunk) => {
        log?.write(chunk);
        output.push(chunk);
        while (output.length > 200) output.shift();
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', (error) => {
        running.delete(child);
        keep(Buffer.from(error.message));
        resolve(127);
      });
      child.on('close', (exitCode, signal) => {
        running.delete(child);
        resolve(exitCode ?? (signal ? `signal ${signal}` : 1));
      });
    });
    log?.end();
    const took = performance.now() - started;
    steps.push({ stage: label(state.stage), what: `RUN ${text}`, ms: took, ok: code === 0 });
    say(`${where} → exit ${code} in ${seconds(took)}`);
    if (code !== 0 && !halted) {
      const tail = Buffer.concat(output)
        .toString()
        .trim()
        .split('\n')
        // The error's message rather than its stack frames.
        .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
        .slice(-12)
        .join('\n    ');
      fail(`${where}: exited ${code}\n    ${tail}`);
    }
    if (stopAfterRun && stopAfterRun.stage === state.stage.name && stopAfterRun.nth === index) {
      halted = true;
    }
  }

  function copy(state, step, where, source) {
    const destEndsInSlash = /\/\.?$/.test(step.dest) || step.dest === '.';
    const dest = resolvePath(state.workdir, step.dest);
    const base = source ? source.dir : contextDir;
    const from = source ? `stage ${label(source.stage)}` : 'the build context';
    const matched = [];
    for (const pattern of step.sources) {
      const found = matchSources(base, pattern);
      if (!found.length) {
        if (source && !execute) {
          notes.push(
            `${where}: ${pattern} would be made by a RUN of ${from} (not run: execute off)`,
          );
          continue;
        }
        const path = resolvePath('/', pattern).slice(1);
        const ignored = !source && existsSync(join(root, path)) && context.ignore.isIgnored(path);
        fail(
          `${where}: ${pattern} is not in ${from}${ignored ? ' (.dockerignore excludes it)' : ''}`,
        );
        return;
      }
      matched.push(...found);
    }
    if (!matched.length) return;
    const destHost = join(state.dir, dest);
    const destIsDir = destEndsInSlash || (existsSync(destHost) && statSync(destHost).isDirectory());
    if ((step.sources.length > 1 || matched.length > 1) && !destIsDir) {
      fail(`${where}: with more than one source the destination must be a folder ending in /`);
      return;
    }
    const created = [];
    const ensureDir = (path) => {
      if (!existsSync(path)) created.push(path);
      mkdirSync(path, { recursive: true });
    };
    const written = [];
    for (const path of matched) {
      const sourceHost = join(base, path);
      if (statSync(sourceHost).isDirectory()) {
        ensureDir(destHost);
        for (const name of readdirSync(sourceHost)) {
          cpSync(join(sourceHost, name), join(destHost, name), {
            recursive: true,
            verbatimSymlinks: true,
            force: true,
          });
          written.push(join(destHost, name));
        }
      } else {
        const target = destIsDir ? join(destHost, basename(path)) : destHost;
        ensureDir(dirname(target));
        cpSync(sourceHost, target, { force: true, verbatimSymlinks: true });
        written.push(target);
      }
    }
    if (step.chmod) {
      for (const path of written) chmodTree(path, parseInt(step.chmod, 8));
    }
    if (step.chown) {
      const { uid, gid } = userIds(step.chown);
      if (isRoot()) {
        // BuildKit gives the folder it creates for the destination the same owner.
        for (const path of [...created.filter((p) => p === destHost), ...written])
          chownTree(path, uid, gid);
      } else {
        notes.push(`${where}: --chown=${step.chown} not applied (the check is not root)`);
      }
    }
  }

  async function buildStage(stage) {
    const state = {
      stage,
      dir: join(work, `stage-${stage.name ?? stage.index}`),
      workdir: '/',
      user: 'root',
      baseEnv: {},
    };
    states.set(stage, state);
    const n = stage.instructions.length;
    const where = (i, keyword) => `[${label(stage)} ${i + 1}/${n}] ${keyword}`;
    if ('stage' in stage.base) {
      const parent = needed.find(stage.base.stage);
      const parentState = await stageBuilt(parent);
      if (!parentState) return null;
      cpSync(parentState.dir, state.dir, { recursive: true, verbatimSymlinks: true });
      state.workdir = parentState.workdir;
      state.user = parentState.user;
      state.baseEnv = { ...parentState.baseEnv };
    } else {
      const image = nodeImage(stage.base.image);
      mkdirSync(state.dir, { recursive: true });
      if (!image) {
        fail(
          `line ${stage.line}: FROM ${stage.base.image}: only the node image is simulated (the Node this check runs on stands in for it)`,
        );
        return null;
      }
      if (image.version !== nodeLine.pinned) {
        fail(
          `line ${stage.line}: FROM ${stage.base.image}: the image must be the project's pinned Node release, node:${nodeLine.pinned}${image.variant ? `-${image.variant}` : ''} (scripts/node-release.mjs)`,
        );
        return null;
      }
      state.baseEnv = { NODE_VERSION: image.version };
      if (process.versions.node !== image.version)
        notes.push(
          `${label(stage)}: Node ${process.versions.node} stands in for the image's ${image.version}`,
        );
    }
    let runs = 0;
    for (const [i, step] of stage.instructions.entries()) {
      if (halted) return null;
      const at = where(i, step.keyword);
      switch (step.keyword) {
        case 'WORKDIR':
          state.workdir = resolvePath(state.workdir, step.path);
          mkdirSync(join(state.dir, state.workdir), { recursive: true });
          break;
        case 'USER':
          try {
            userIds(step.user);
            state.user = step.user;
          } catch (error) {
            fail(`${at}: ${error instanceof Error ? error.message : error}`);
          }
          break;
        case 'COPY': {
          let source = null;
          if (step.from) {
            const from = needed.find(step.from);
            if (from.index >= stage.index) {
              fail(`${at}: --from=${step.from} is not an earlier stage`);
              break;
            }
            source = await stageBuilt(from);
            if (!source || halted) return null;
          }
          // The time of the copy itself, not of waiting for the stage it copies from.
          const copyStarted = performance.now();
          copy(state, step, at, source);
          steps.push({
            stage: label(stage),
            what: `COPY ${step.from ? `--from=${step.from} ` : ''}${step.chown ? `--chown=${step.chown} ` : ''}${step.sources.join(' ')} ${step.dest}`,
            ms: performance.now() - copyStarted,
            ok: true,
          });
          break;
        }
        case 'RUN':
          runs += 1;
          await run(
            state,
            step,
            `${at} ${step.exec ? JSON.stringify(step.exec) : step.shell.trim()}`,
            runs,
          );
          break;
        case 'ENTRYPOINT':
          fail(`${at}: not simulated by the container check (CMD in exec form runs the image)`);
          break;
        default:
          // ENV and ARG are applied where they are read; CMD, HEALTHCHECK, EXPOSE, VOLUME,
          // STOPSIGNAL and LABEL are the image's settings (imageConfig).
          break;
      }
    }
    return halted && problems.length ? null : state;
  }

  const built = new Map();
  function stageBuilt(stage) {
    if (!built.has(stage)) built.set(stage, buildStage(stage));
    return built.get(stage);
  }

  const started = performance.now();
  mkdirSync(work, { recursive: true });
  const results = await Promise.all(needed.stages.map((stage) => stageBuilt(stage)));
  const targetState = results[needed.stages.indexOf(needed.target)] ?? null;
  const config = imageConfig(needed.target, needed.find);
  if (targetState && !halted) {
    for (const [what, step] of [
      ['CMD', config.cmd],
      ['HEALTHCHECK', config.healthcheck],
    ]) {
      if (!step) continue;
      problems.push(
        ...checkScripts(
          targetState,
          commandWords(step),
          config.workdir,
          `[${label(needed.target)}] ${what}`,
        ),
      );
    }
  }
  say(
    `image build (simulated) ${problems.length ? 'failed' : 'done'} in ${seconds(performance.now() - started)}`,
  );
  return {
    ok: problems.length === 0,
    problems,
    notes,
    steps,
    states,
    target: targetState,
    config,
    find: needed.find,
    recipe,
  };
}

/**
 * The environment a container of the built image starts with: the image's ENV (image paths
 * under the stage's folder), then `overrides` (compose's env_file and environment), with the
 * stand-in Node first on PATH.
 */
export function containerEnv(
  state,
  config,
  overrides = new Map(),
  nodeBin = dirname(process.execPath),
) {
  const env = {
    PATH: `${nodeBin}${delimiter}${imagePath}`,
    ...state.baseEnv,
  };
  for (const [key, value] of [...config.env, ...overrides]) {
    env[key] = value.startsWith('/') ? join(state.dir, value) : value;
  }
  return env;
}
