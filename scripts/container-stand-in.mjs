// The Dockerfile's base image where no image registry can be reached: a stand-in, under the exact
// name its FROM lines give, built from what this machine can get (Debian's packages, the npm
// registry) and kept in podman's storage. Used by scripts/container-check.mjs; also a command:
//   node scripts/container-stand-in.mjs      (as root; makes what is missing, says what it did)
// A stand-in is rebuilt only when what it is made of changes: the pinned Node release
// (scripts/node-release.mjs), the npm that release bundles, the Debian suite or the recipe
// (scripts/container/). Where podman holds the real image under that name (`podman pull` on a
// machine that reaches the registry), the real one is used and nothing is built.
//   1. Debian: debian:<suite>-slim as Debian's own image tool makes it, plus libatomic1
//      (scripts/container-debian.mjs);
//   2. Node: `podman build` of scripts/container/node-stand-in.Containerfile on it, with the
//      pinned release's platform package (as scripts/node-line.mjs brings it into .tools/) and
//      the npm package that release bundles (its changelog names it).
import { createHash } from 'node:crypto';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { debianRecipe, ensureDebian } from './container-debian.mjs';
import {
  EngineError,
  containerFlags,
  imageLabel,
  lockPath,
  podman,
  preflight,
  runLogged,
  tail,
  withLock,
} from './container-engine.mjs';
import { bringNode, broughtNodeHome, nodeLine, root } from './node-release.mjs';

/** The Debian release under each slim tag of the node image (docker-node's 26/<suite>-slim). */
const slimSuites = { slim: 'trixie', 'trixie-slim': 'trixie', 'bookworm-slim': 'bookworm' };
const recipeDir = join(root, 'scripts', 'container');
const nodeLabel = 'sjd.stand-in';

/** The images the Dockerfile's FROM lines name (stages aside), with its global ARG defaults. */
export function baseImages(dockerfile) {
  const args = new Map();
  const stages = new Set();
  const images = [];
  let seenFrom = false;
  for (const line of dockerfile.split('\n')) {
    const arg = /^\s*ARG\s+([A-Za-z_]\w*)=(\S+)\s*$/i.exec(line);
    if (arg && !seenFrom) args.set(arg[1], arg[2]);
    const from = /^\s*FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?\s*$/i.exec(line);
    if (!from) continue;
    seenFrom = true;
    const image = (from[1] ?? '').replace(
      /\$\{(\w+)\}|\$(\w+)/g,
      (_, a, b) => args.get(a ?? b) ?? '',
    );
    if (!stages.has(image.toLowerCase()) && !images.includes(image)) images.push(image);
    if (from[2]) stages.add(from[2].toLowerCase());
  }
  return images;
}

/** What stands in for `image`: the node image's slim tags at the project's pinned release. */
export function standInFor(image) {
  const match = /^(?:docker\.io\/)?(?:library\/)?node:(\d+\.\d+\.\d+)-([a-z-]+)$/.exec(image);
  const suite = match ? slimSuites[match[2] ?? ''] : undefined;
  if (!match || !suite)
    throw new EngineError(
      `FROM ${image}: no stand-in can be made for it (only node:<release>-${Object.keys(slimSuites).join('|')}), and no registry can be reached to pull it`,
    );
  if (match[1] !== nodeLine.pinned)
    throw new EngineError(
      `FROM ${image}: the project runs on Node ${nodeLine.pinned} (scripts/node-release.mjs); the Dockerfile must name that release`,
    );
  return {
    // The name Docker and podman read `node:…` as (registries.conf's short-name alias too).
    name: `docker.io/library/node:${match[1]}-${match[2]}`,
    release: match[1],
    suite,
    debian: `localhost/sjd-stand-in/debian:${suite}-slim`,
  };
}

/** The npm a Node release bundles: the newest "upgrade npm to" of its changelog at or before it. */
export function bundledNpm(changelog, release) {
  const at = changelog.indexOf(`<a id="${release}"></a>`);
  const upgrade =
    at < 0
      ? null
      : /\*\*deps\*\*: (?:upgrade|update) npm to (\d+\.\d+\.\d+)/.exec(changelog.slice(at));
  if (!upgrade?.[1])
    throw new EngineError(
      `Node ${release}'s changelog (in its platform package) does not say which npm it bundles`,
    );
  return upgrade[1];
}

/** The stand-in's build context: Node's files, npm's, the entrypoint. */
async function nodeContext(npmVersion, dir, log) {
  const home = broughtNodeHome();
  const openssl = { x64: 'linux-x86_64', arm64: 'linux-aarch64' }[process.arch];
  const archs = join(home, 'include', 'node', 'openssl', 'archs');
  for (const part of ['bin', 'include', 'share', 'CHANGELOG.md', 'LICENSE', 'README.md']) {
    cpSync(join(home, part), join(dir, 'node', part), {
      recursive: true,
      // As the node image's recipe does: OpenSSL's headers for this machine's platform only.
      filter: (path) =>
        !path.startsWith(`${archs}/`) || path.startsWith(join(archs, openssl ?? '')),
    });
  }
  mkdirSync(join(dir, 'npm'), { recursive: true });
  await runLogged('npm', ['pack', `npm@${npmVersion}`, '--pack-destination', dir, '--silent'], log);
  await runLogged(
    'tar',
    ['-xzf', join(dir, `npm-${npmVersion}.tgz`), '-C', join(dir, 'npm'), '--strip-components=1'],
    log,
  );
  rmSync(join(dir, `npm-${npmVersion}.tgz`));
  cpSync(join(recipeDir, 'docker-entrypoint.sh'), join(dir, 'docker-entrypoint.sh'));
}

/**
 * Makes sure podman holds `image` (a FROM of the Dockerfile): the real one when present, else
 * the stand-in, built when missing or stale. Resolves with what it found or did.
 */
export async function ensureStandIn(image, { log, say = () => {} }) {
  const plan = standInFor(image);
  const started = performance.now();
  const label = await imageLabel(plan.name, nodeLabel);
  if (label === '') return { image: plan.name, state: 'real', seconds: 0 };
  const recipe = createHash('sha256');
  for (const file of ['node-stand-in.Containerfile', 'docker-entrypoint.sh'])
    recipe.update(readFileSync(join(recipeDir, file)));
  // The release decides the npm too (the one it bundles), so it needs no place in the key.
  const key = `node ${plan.release}, ${debianRecipe(plan.suite)}, recipe ${recipe.digest('hex').slice(0, 12)}`;
  if (label === key) return { image: plan.name, state: 'cached', key, seconds: 0 };
  // The Node release and its npm make the stand-in: bring them first (once, into .tools/).
  bringNode();
  const npmVersion = bundledNpm(
    readFileSync(join(broughtNodeHome(), 'CHANGELOG.md'), 'utf8'),
    plan.release,
  );

  const work = mkdtempSync(join(tmpdir(), 'sjd-stand-in-'));
  try {
    await ensureDebian(plan.suite, plan.debian, { work, log, say });
    say(`Building the stand-in for ${image}: Node ${plan.release}, npm ${npmVersion}…`);
    const context = join(work, 'context');
    await nodeContext(npmVersion, context, log);
    const built = await podman(
      [
        'build',
        ...containerFlags(),
        '--pull=never',
        '--format=docker',
        '--file',
        join(recipeDir, 'node-stand-in.Containerfile'),
        '--build-arg',
        `DEBIAN_IMAGE=${plan.debian}`,
        '--build-arg',
        `NODE_VERSION=${plan.release}`,
        '--label',
        `${nodeLabel}=${key}`,
        '--label',
        `${nodeLabel}.npm=${npmVersion}`,
        '--tag',
        plan.name,
        context,
      ],
      { log },
    );
    if (built.code !== 0)
      throw new EngineError(
        `podman build of the stand-in failed: ${tail(built.stderr || built.stdout)}`,
      );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  // Stand-ins of other releases are stale now (images built on them carry the label too, by
  // inheritance: only the node image's names are stand-ins).
  const others = await podman([
    'images',
    '--filter',
    `label=${nodeLabel}`,
    '--format',
    '{{.Repository}}:{{.Tag}}',
  ]);
  const stale = others.stdout
    .split('\n')
    .filter((name) => name.startsWith('docker.io/library/node:') && name !== plan.name);
  for (const name of stale) await podman(['rmi', name]);
  return { image: plan.name, state: 'built', key, seconds: (performance.now() - started) / 1000 };
}

/** Every FROM of the Dockerfile, ensured (the command's work). */
export async function ensureStandIns({ log, say }) {
  const images = baseImages(readFileSync(join(root, 'Dockerfile'), 'utf8'));
  const results = [];
  for (const image of images) results.push(await ensureStandIn(image, { log, say }));
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(join(root, '.reports'), { recursive: true });
  const log = createWriteStream(join(root, '.reports', 'container-stand-in.log'), { flags: 'a' });
  try {
    await preflight();
    const results = await withLock(
      lockPath,
      () => ensureStandIns({ log, say: console.log }),
      console.log,
    );
    for (const result of results)
      console.log(
        `${result.image}: ${result.state}${result.seconds ? ` in ${result.seconds.toFixed(0)} s` : ''}${result.key ? ` (${result.key})` : ''}`,
      );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    log.end();
  }
}
