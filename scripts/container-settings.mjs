// The settings the container check asserts, as the real tools read them: compose.yaml and
// compose.hosting.yaml as podman-compose reads them (Debian 12's, 1.0.3, parses each in a project
// folder of its own with the .env the check gives, through scripts/container/compose-config.py:
// the parser its `up` runs; it has no `config` command), and the built image's settings as
// `podman image inspect` shows them. The checks are pure: each is [ok, what].
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { EngineError, onPath, tail } from './container-engine.mjs';
import { root } from './node-release.mjs';

/** The Python that runs podman-compose (its script's #! line: the machine's own, not a pyenv's). */
function composePython() {
  const script = onPath('podman-compose');
  if (!script)
    throw new EngineError(
      'podman-compose is not installed (apt-get install podman-compose; .ci/run does)',
    );
  const shebang = /^#!\s*(\S+)/.exec(readFileSync(script, 'utf8'))?.[1];
  return shebang ?? 'python3';
}

/**
 * What podman-compose makes of the compose file at `source`, copied into `folder` beside
 * `dotenv` as its .env: { version, project, services, volumes }.
 */
export async function composeConfig(source, { folder, project, dotenv }) {
  const file = basename(source);
  mkdirSync(folder, { recursive: true });
  copyFileSync(source, join(folder, file));
  writeFileSync(join(folder, '.env'), dotenv);
  const python = composePython();
  const result = await new Promise((resolve) => {
    // Nothing of this process's environment: only the .env decides (podman-compose lets the
    // environment fill what .env leaves out).
    const child = spawn(
      python,
      [join(root, 'scripts', 'container', 'compose-config.py'), join(folder, file), project],
      { cwd: folder, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } },
    );
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', (error) => resolve({ code: 127, out: '', err: error.message }));
    child.on('close', (code) =>
      resolve({ code, out: Buffer.concat(out).toString(), err: Buffer.concat(err).toString() }),
    );
  });
  if (result.code !== 0)
    throw new EngineError(`podman-compose could not read ${file}: ${tail(result.err)}`);
  return JSON.parse(result.out);
}

/** Every string left with a `${` after interpolation: a form podman-compose did not read. */
export function uninterpolated(value, path = '') {
  if (typeof value === 'string') return value.includes('${') ? [`${path}: ${value}`] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => uninterpolated(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      uninterpolated(item, path ? `${path}.${key}` : key),
    );
  return [];
}

const builds = (service) =>
  service?.build === '.' ||
  (typeof service?.build === 'object' &&
    (service.build.context ?? '.') === '.' &&
    !service.build.dockerfile &&
    !service.build.target);

/**
 * The checks on compose.yaml as podman-compose read it, given the ports the check's .env set:
 * each [ok, what]. Returns { checks, service } (service: the one that builds the image).
 */
export function composeChecks(config, { port, sandboxPort }) {
  const checks = [];
  const check = (ok, what) => checks.push([Boolean(ok), what]);
  const left = uninterpolated(config.services);
  check(
    left.length === 0,
    `compose.yaml: podman-compose ${config.version} interpolated every variable with the .env${left.length ? ` (left as text: ${left.join('; ')})` : ''}`,
  );
  const building = Object.entries(config.services ?? {}).filter(([, service]) => service.build);
  check(building.length === 1, 'compose.yaml: one service builds the image');
  const [name, service] = building[0] ?? ['(none)', {}];
  check(builds(service), `compose.yaml: services.${name} builds ./Dockerfile, its last stage`);
  const envFiles = service.env_file ?? [];
  check(
    envFiles.length === 1 && envFiles[0] === '.env',
    `compose.yaml: env_file ${JSON.stringify(envFiles)}, the short form podman-compose 1.0.3 and Docker Compose v2 both read`,
  );
  const env = service.environment ?? {};
  const ports = (service.ports ?? []).map((entry) => String(entry).split(':'));
  check(
    ports.length === 2 &&
      ports.every(([host, inside]) => host === inside) &&
      ports.some(([, inside]) => inside === String(port) && env.PORT === String(port)) &&
      ports.some(
        ([, inside]) => inside === String(sandboxPort) && env.SANDBOX_PORT === String(sandboxPort),
      ),
    `compose.yaml: publishes PORT and SANDBOX_PORT from .env as themselves (${(service.ports ?? []).join(', ')})`,
  );
  const volumes = (service.volumes ?? []).map((entry) => String(entry).split(':'));
  const [volume, target] = volumes[0] ?? [];
  check(
    volumes.length === 1 &&
      volume !== undefined &&
      Object.hasOwn(config.volumes ?? {}, volume) &&
      String(env.SANDBOX_DB ?? '').startsWith(`${target}/`),
    `compose.yaml: SANDBOX_DB (${env.SANDBOX_DB}) is on the named volume ${volume} at ${target}`,
  );
  check(
    env.HOST === '0.0.0.0' && env.SANDBOX_HOST === '0.0.0.0',
    'compose.yaml: HOST and SANDBOX_HOST 0.0.0.0 (every interface of the container)',
  );
  return { checks, name, service, volume, target };
}

/** The checks on compose.hosting.yaml as podman-compose read it; each [ok, what]. */
export function hostingChecks(config, image) {
  const left = uninterpolated(config.services);
  const services = Object.keys(config.services ?? {});
  const demos = services.filter((name) => name.startsWith('demo-'));
  return [
    [
      left.length === 0,
      `compose.hosting.yaml: podman-compose ${config.version} read it, nothing left to interpolate${left.length ? ` (${left.join('; ')})` : ''}`,
    ],
    [
      ['postgres', 'balancer'].every((name) => services.includes(name)) && demos.length >= 2,
      `compose.hosting.yaml: services ${services.join(', ')} (PostgreSQL, the demo instances, the balancer)`,
    ],
    [
      demos.every((name) => builds(config.services[name]) && config.services[name].image === image),
      `compose.hosting.yaml: ${demos.join(' and ')} build ./Dockerfile as ${image}, the image compose.yaml builds`,
    ],
  ];
}

/** The checks on the built image's settings (`podman image inspect`), given compose.yaml's. */
export function imageChecks(inspected, compose) {
  const config = inspected?.Config ?? {};
  const env = new Map(
    (config.Env ?? []).map((entry) => [entry.split('=')[0], entry.slice(entry.indexOf('=') + 1)]),
  );
  // Docker's image format keeps HEALTHCHECK (OCI's has no place for it).
  const test = inspected?.Healthcheck?.Test ?? config.Healthcheck?.Test ?? [];
  const exposed = Object.keys(config.ExposedPorts ?? {});
  const volumes = Object.keys(config.Volumes ?? {});
  return [
    [
      Boolean(config.User) && !['root', '0'].includes(config.User),
      `image: runs as ${config.User}, not root`,
    ],
    [
      Array.isArray(config.Cmd) && config.Cmd[0] === 'node',
      `image: CMD ${JSON.stringify(config.Cmd)} in exec form, under the node image's ENTRYPOINT ${JSON.stringify(config.Entrypoint)}`,
    ],
    [test[0] === 'CMD', `image: HEALTHCHECK ${JSON.stringify(test)} in exec form`],
    [
      ['3000/tcp', '3001/tcp'].every((port) => exposed.includes(port)),
      `image: EXPOSE ${exposed.join(' ')} (the default PORT and SANDBOX_PORT)`,
    ],
    [
      volumes.includes(compose.target) &&
        String(env.get('SANDBOX_DB')).startsWith(`${compose.target}/`),
      `image: VOLUME ${volumes.join(' ')} holds SANDBOX_DB ${env.get('SANDBOX_DB')}, and compose.yaml mounts ${compose.volume} there`,
    ],
    [
      env.get('HOST') === '0.0.0.0' && env.get('SANDBOX_HOST') === '0.0.0.0',
      "image: HOST and SANDBOX_HOST 0.0.0.0 (run here on 127.0.0.1: the container shares this machine's network)",
    ],
  ];
}
