// The container engine the container check drives (scripts/container-check.mjs and
// scripts/container-stand-in.mjs): Debian's podman, as root, with its storage in the default root
// locations (/var/lib/containers). Node built-ins only.
// Every container and every RUN of a build gets the same three settings, measured on these
// machines (Debian 12, podman 4.3, cgroups v1 or hybrid):
//   --runtime runc   crun (podman's usual runtime) fails on hybrid cgroups;
//   --ulimit         podman asks for nofile 1048576 by default, above this machine's hard limit,
//                    which the runtime may not raise: the limits given stay within it;
//   --network=host   no bridge, no port publishing: the container's ports are this machine's,
//                    on loopback (the check sets HOST=127.0.0.1), and a build's npm reaches the
//                    registry as this machine does.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { rootCertificates } from 'node:tls';
import { delimiter, join } from 'node:path';

/** The engine cannot run here: the message says why and what to install or change. */
export class EngineError extends Error {}

/** `name` on PATH, or null. */
export function onPath(name, pathValue = process.env.PATH ?? '') {
  for (const folder of pathValue.split(delimiter)) {
    const candidate = join(folder, name);
    if (folder && existsSync(candidate)) return candidate;
  }
  // Root's tools (debootstrap, debuerreotype) live in sbin, which a user's PATH may lack.
  for (const folder of ['/usr/sbin', '/sbin']) {
    if (existsSync(join(folder, name))) return join(folder, name);
  }
  return null;
}

/** The soft and hard limit of one resource from /proc/self/limits ('Max open files'…). */
function limit(text, name) {
  const line = text.split('\n').find((row) => row.startsWith(name));
  const [soft, hard] = (line?.slice(name.length).trim().split(/\s+/) ?? []).map((value) =>
    value === 'unlimited' ? Infinity : Number(value),
  );
  return { soft: soft ?? Infinity, hard: hard ?? Infinity };
}

/** `--ulimit` values within this machine's hard limits (16384 files, 8192 processes at most). */
export function ulimitFlags(limitsText = readFileSync('/proc/self/limits', 'utf8')) {
  const files = Math.min(16384, limit(limitsText, 'Max open files').hard);
  const processes = Math.min(8192, limit(limitsText, 'Max processes').hard);
  return ['--ulimit', `nofile=${files}:${files}`, '--ulimit', `nproc=${processes}:${processes}`];
}

/** The flags every `podman run` and `podman build` gets (see the head of this file). */
export const containerFlags = () => [...ulimitFlags(), '--network=host'];

/**
 * Runs `podman --runtime runc <args>`; resolves with { code, stdout, stderr }. `log`: a stream
 * that also gets the output as it comes; `input`: a readable stream for its stdin.
 */
export function podman(args, { log = null, input = null, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn('podman', ['--runtime', 'runc', ...args], {
      env,
      stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    if (input) input.pipe(child.stdin);
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => {
      out.push(chunk);
      log?.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      err.push(chunk);
      log?.write(chunk);
    });
    child.on('error', (error) => resolve({ code: 127, stdout: '', stderr: error.message }));
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? (signal ? 128 : 1),
        stdout: Buffer.concat(out).toString(),
        stderr: Buffer.concat(err).toString(),
      }),
    );
  });
}

/**
 * `podman build` flags that give the build's RUNs this machine's way to the npm registry: its
 * registry and the certificates its npm trusts for it (here an egress proxy re-signs TLS with a
 * certificate authority of its own, which the base image does not know). They are mounted for
 * the RUNs only, in npm's global config of the node image (/usr/local/etc/npmrc): nothing of
 * them is in the image, and the Dockerfile stays as written. `folder`: where to write them.
 */
export function npmBuildMounts(folder) {
  const get = (key) =>
    spawnSync('npm', ['config', 'get', key], { encoding: 'utf8' }).stdout?.trim() ?? '';
  const lines = [`registry=${get('registry') || 'https://registry.npmjs.org/'}`];
  const mounts = [];
  const cafile = get('cafile');
  const extra = process.env.NODE_EXTRA_CA_CERTS;
  // npm's cafile replaces Node's own authorities; Node's extra ones add to them.
  const certificates =
    cafile && cafile !== 'null' && existsSync(cafile)
      ? [readFileSync(cafile, 'utf8')]
      : extra && existsSync(extra)
        ? [...rootCertificates, readFileSync(extra, 'utf8')]
        : [];
  if (certificates.length) {
    writeFileSync(join(folder, 'npm-ca.pem'), `${certificates.join('\n')}\n`);
    lines.push('cafile=/usr/local/etc/sjd-npm-ca.pem');
    mounts.push('--volume', `${join(folder, 'npm-ca.pem')}:/usr/local/etc/sjd-npm-ca.pem:ro`);
  }
  writeFileSync(join(folder, 'npmrc'), `${lines.join('\n')}\n`);
  return [...mounts, '--volume', `${join(folder, 'npmrc')}:/usr/local/etc/npmrc:ro`];
}

/** Runs a command to its end, its output into `log`; throws with its last lines if it fails. */
export function runLogged(command, args, log) {
  return new Promise((resolve, reject) => {
    log.write(`\n$ ${command} ${args.join(' ')}\n`);
    const child = spawn(onPath(command) ?? command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const err = [];
    child.stdout.pipe(log, { end: false });
    child.stderr.on('data', (chunk) => {
      err.push(chunk);
      log.write(chunk);
    });
    child.on('error', (error) => reject(new EngineError(`${command}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new EngineError(`${command} exited ${code}: ${tail(Buffer.concat(err).toString())}`),
        );
    });
  });
}

/** A label of an image in podman's storage: undefined when the image is not there, '' unset. */
export async function imageLabel(name, label) {
  const found = await podman(['image', 'inspect', '--format', '{{json .Labels}}', name]);
  if (found.code !== 0) return undefined;
  try {
    return JSON.parse(found.stdout)?.[label] ?? '';
  } catch {
    return '';
  }
}

/** `podman` to its end, synchronously (for clean-up on exit); returns the exit code. */
export function podmanSync(args) {
  return spawnSync('podman', ['--runtime', 'runc', ...args], { stdio: 'ignore' }).status;
}

/** The last lines of a command's error output, for a message. */
export const tail = (text, lines = 8) => text.trim().split('\n').slice(-lines).join('\n    ');

/**
 * Whether podman can run here; throws an EngineError that says why not. What CI installs
 * (.ci/run): podman, runc, podman-compose, and debuerreotype, debootstrap and wget for the
 * stand-in's Debian (scripts/container-debian.mjs checks for those when it needs them).
 */
export async function preflight() {
  const install =
    'On Debian: apt-get install --no-install-recommends podman runc podman-compose (.ci/run does it).';
  if (process.platform !== 'linux')
    throw new EngineError(`podman runs containers on Linux only (this is ${process.platform}).`);
  if (typeof process.getuid !== 'function' || process.getuid() !== 0)
    throw new EngineError(
      'The container check runs podman as root (its storage in /var/lib/containers, as CI has ' +
        'it); rootless podman needs subordinate uid ranges this project does not set up. Run it ' +
        'as root, or with sudo.',
    );
  for (const tool of ['podman', 'runc']) {
    if (!onPath(tool)) throw new EngineError(`${tool} is not installed. ${install}`);
  }
  const info = await podman([
    'info',
    '--format',
    '{{.Store.GraphDriverName}} {{.Host.CgroupsVersion}}',
  ]);
  if (info.code !== 0)
    throw new EngineError(`podman cannot start here (podman info: ${tail(info.stderr)}).`);
  return info.stdout.trim();
}

/** The lock two container checks on one machine take turns on (see withLock). */
export const lockPath = existsSync('/run/lock')
  ? '/run/lock/sjd-container-check'
  : join(tmpdir(), 'sjd-container-check.lock');

/**
 * Holds a lock (a folder holding the holder's pid) while `work` runs: two container checks on
 * one machine would build the stand-in twice and compete for its two cores. A lock whose holder
 * has died is taken over.
 */
export async function withLock(path, work, say = () => {}) {
  const pidFile = join(path, 'pid');
  let told = false;
  for (;;) {
    try {
      mkdirSync(path);
      writeFileSync(pidFile, String(process.pid));
      break;
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
      const holder = Number(existsSync(pidFile) ? readFileSync(pidFile, 'utf8') : NaN);
      const known = Number.isInteger(holder) && holder > 0;
      // A lock without a pid a minute after it was made: its holder died in between.
      const orphan =
        !known && Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 60_000;
      if ((known && !isAlive(holder)) || orphan) {
        rmSync(path, { recursive: true, force: true });
        continue;
      }
      if (!told) say(`Waiting for another container check (pid ${holder || '?'}) to finish…`);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(path, { recursive: true, force: true });
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}
