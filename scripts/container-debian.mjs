// The Debian under the node image's stand-in (scripts/container-stand-in.mjs): debian:<suite>-slim
// as Debian's own image tool, debuerreotype, makes the official image, from what this machine
// reaches. debuerreotype-init --non-debian (debootstrap --variant=minbase from this machine's apt
// mirror, the release's signature checked against Debian's keyring; the official build takes
// snapshot.debian.org, which cannot be reached here), the image's minimizing config, slimify
// (the -slim variant's removals), a deterministic tarball, imported with `podman import` and the
// official image's settings (its PATH, CMD ["bash"]). One package more than minbase:
// libatomic1, which Node needs and the node image's recipe installs and keeps as well.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EngineError, imageLabel, onPath, podman, runLogged, tail } from './container-engine.mjs';

/** On the Debian image, so on every image made from it (labels are inherited): see pruneStale. */
export const debianLabel = 'sjd.stand-in.debian';

/** What the Debian image is made of (its label); a change here rebuilds it. */
export const debianRecipe = (suite) =>
  `${suite}: debuerreotype minbase, minimized, slimified; +libatomic1`;

/** This machine's Debian mirror, as apt has it (the archive of its own release). */
function debianMirror() {
  const codename = /^VERSION_CODENAME=(\S+)$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
  // The index targets `apt-get update` would fetch: they name each source's URI and suite.
  const targets = spawnSync('apt-get', ['indextargets', '--format', '$(REPO_URI) $(RELEASE)'], {
    encoding: 'utf8',
  });
  const mirror = (targets.stdout ?? '')
    .split('\n')
    .map((line) => line.split(' '))
    .find(([, release]) => release === codename)?.[0];
  if (!mirror)
    throw new EngineError(
      `apt names no source for Debian ${codename ?? '(is this Debian?)'}; debootstrap needs its mirror`,
    );
  return mirror.replace(/\/$/, '');
}

async function buildDebian(suite, name, work, log) {
  const rootfs = join(work, 'rootfs');
  await runLogged(
    'debuerreotype-init',
    [
      '--non-debian',
      '--keyring',
      '/usr/share/keyrings/debian-archive-keyring.gpg',
      '--include=libatomic1',
      rootfs,
      suite,
      debianMirror(),
    ],
    log,
  );
  await runLogged('debuerreotype-minimizing-config', [rootfs], log);
  await runLogged('debuerreotype-slimify', [rootfs], log);
  // As the official image's tarball: no machine-id (it has never booted).
  const tar = spawn(
    onPath('debuerreotype-tar') ?? 'debuerreotype-tar',
    ['--exclude', './etc/machine-id', rootfs, '-'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  tar.stderr.pipe(log, { end: false });
  const imported = await podman(
    [
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      'CMD ["bash"]',
      '--change',
      `LABEL ${debianLabel}="${debianRecipe(suite)}"`,
      '-',
      name,
    ],
    { input: tar.stdout, log },
  );
  if (imported.code !== 0)
    throw new EngineError(`podman import of the Debian rootfs failed: ${tail(imported.stderr)}`);
}

/** Makes `name` (debian:<suite>-slim's stand-in) unless podman holds it as this recipe makes it. */
export async function ensureDebian(suite, name, { work, log, say }) {
  if ((await imageLabel(name, debianLabel)) === debianRecipe(suite)) return false;
  for (const [tool, pkg] of [
    ['debuerreotype-init', 'debuerreotype'],
    ['debootstrap', 'debootstrap'],
    ['wget', 'wget'],
  ])
    if (!onPath(tool))
      throw new EngineError(`${tool} is not installed (apt-get install ${pkg}; .ci/run does)`);
  say(`Making Debian ${suite} slim (debuerreotype, about 2 minutes)…`);
  await buildDebian(suite, name, work, log);
  return true;
}
