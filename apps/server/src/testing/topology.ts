// The hosted topology of compose.hosting.yaml, started from the machine's own programs because no
// container engine runs here: PostgreSQL from its binaries (initdb in a temporary folder), two
// instances of the built demo (`node scripts/serve.mjs`: the site and its sandbox, both on that
// PostgreSQL) and HAProxy in front, round robin with health checks, all on loopback ports picked
// free. Used by topology.test.ts and the bench (bench/hosting.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startTestPostgres, type TestPostgres } from '@sjd/postgres/test-server';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const serverBundle = join(repoRoot, 'apps/server/dist/server.js');

/** The header the loopback balancer names the instance that answered in ('a' or 'b'). */
export const servedByHeader = 'x-sjd-served-by';

/** The balancer's configuration compose.hosting.yaml mounts. */
export const deployedBalancerConfig = join(repoRoot, 'deploy/haproxy.cfg');

/**
 * deploy/haproxy.cfg as it runs here: the same file, with only what differs on one machine
 * changed — the frontends bound to loopback ports, the servers the instances' loopback ports,
 * faster health checks, a header naming the instance that answered, and a stats page the tests
 * read. Everything else (X-Forwarded-For
 * handling, retries, timeouts) is the deployed file's, so the tests exercise it.
 */
export function loopbackBalancerConfig(
  deployed: string,
  ports: { sitePort: number; sandboxPort: number; statsPort: number; instances: Instance[] },
): string {
  const { sitePort, sandboxPort, statsPort, instances } = ports;
  const servers = (port: 'sitePort' | 'sandboxPort') =>
    instances
      .map((i) => `  server ${i.name} 127.0.0.1:${i[port]} check inter 300ms fall 2 rise 1`)
      .join('\n');
  const lines: string[] = [];
  let backend: 'sitePort' | 'sandboxPort' | null = null;
  for (const line of deployed.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === 'bind :3000') lines.push(`  bind 127.0.0.1:${sitePort}`);
    else if (trimmed === 'bind :3001') lines.push(`  bind 127.0.0.1:${sandboxPort}`);
    else if (/^default-server\b/.test(trimmed)) continue;
    else if (/^server\b/.test(trimmed)) {
      if (backend && !lines.at(-1)?.startsWith('  server ')) {
        // Which instance answered, for the tests: webhook deliveries share the frontend, so
        // counting requests cannot tell which instance served a given call.
        lines.push(`  http-response set-header ${servedByHeader} %s`, servers(backend));
      }
    } else {
      if (trimmed === 'backend sites') backend = 'sitePort';
      if (trimmed === 'backend sandboxes') backend = 'sandboxPort';
      lines.push(line);
    }
  }
  const text = lines.join('\n');
  for (const expected of [`bind 127.0.0.1:${sitePort}`, `bind 127.0.0.1:${sandboxPort}`]) {
    if (!text.includes(expected)) throw new Error(`deploy/haproxy.cfg has no ${expected}`);
  }
  return `${text}\nlisten stats\n  bind 127.0.0.1:${statsPort}\n  stats enable\n  stats uri /stats\n`;
}

/** HAProxy's binary, or null. */
export function findHaproxy(): string | null {
  for (const candidate of [process.env.HAPROXY_BIN, '/usr/sbin/haproxy', '/usr/bin/haproxy']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** Why the topology cannot start here, or null. */
export function topologyUnavailableReason(pgReason: string | null): string | null {
  if (pgReason) return pgReason;
  if (!existsSync(serverBundle))
    return `the server is not built (${serverBundle}): run npm run build`;
  if (!findHaproxy()) return 'no haproxy binary: install the haproxy package (.ci/run does)';
  return null;
}

export interface Instance {
  name: 'a' | 'b';
  sitePort: number;
  sandboxPort: number;
  process: ChildProcess | null;
  output: string;
}

export interface Served {
  site: Record<'a' | 'b', number>;
  sandbox: Record<'a' | 'b', number>;
  /** Both together. */
  a: number;
  b: number;
}

export interface Topology {
  /** The balancer's two frontends: the site and the sandbox origin. */
  siteUrl: string;
  sandboxUrl: string;
  instances: [Instance, Instance];
  databaseUrl: string;
  /** The key id 1 secret every sandbox signs its events with and both instances verify. */
  webhookSecret: string;
  /** HAProxy's and PostgreSQL's process ids (the bench reads their CPU time). */
  balancerPid: number;
  postgresPid: number;
  /** kill -9 of one instance. */
  kill(name: 'a' | 'b'): Promise<void>;
  /** Starts a killed instance again on its ports and waits until the balancer uses it. */
  restart(name: 'a' | 'b'): Promise<void>;
  /** Requests each instance has answered through the balancer so far, per frontend. */
  served(): Promise<Served>;
  /** Waits until the balancer's health checks see each instance as up (or down). */
  waitForStatus(expected: Record<'a' | 'b', 'UP' | 'DOWN'>): Promise<void>;
  stop(): Promise<void>;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = async (url: string) => (await fetch(url)).ok;

export async function startTopology(
  options: { env?: Record<string, string> } = {},
): Promise<Topology> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('no haproxy binary');
  const folder = mkdtempSync(join(tmpdir(), 'sjd-topology-'));
  const started: { postgres: TestPostgres | null; balancer: ChildProcess | null } = {
    postgres: null,
    balancer: null,
  };
  const instances: [Instance, Instance] = [
    {
      name: 'a',
      sitePort: await freePort(),
      sandboxPort: await freePort(),
      process: null,
      output: '',
    },
    {
      name: 'b',
      sitePort: await freePort(),
      sandboxPort: await freePort(),
      process: null,
      output: '',
    },
  ];
  const [sitePort, sandboxPort, statsPort] = [await freePort(), await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  // The instances listen on ports of their own, so their own receivers' URLs differ: every
  // sandbox sends its events to the balancer's receiver instead, signed with one secret all hold
  // (README "Hosting for many visitors"). Made up per run: not a secret worth keeping.
  const webhookSecret = randomUUID();

  const stop = async () => {
    for (const instance of instances) {
      const child = instance.process;
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
    if (started.balancer && started.balancer.exitCode === null) {
      const exited = new Promise((resolve) => started.balancer?.once('exit', resolve));
      started.balancer.kill('SIGTERM');
      await exited;
    }
    await started.postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    started.postgres = await startTestPostgres();
    if (!started.postgres) throw new Error('no PostgreSQL binaries');
    const databaseUrl = await started.postgres.createDatabase('sjd_topology');

    const launch = async (instance: Instance) => {
      instance.output = '';
      const child = spawn(process.execPath, [join(repoRoot, 'scripts/serve.mjs')], {
        // Not the repository root: a developer's .env there must not change the topology.
        cwd: folder,
        env: {
          PATH: process.env.PATH,
          HOST: '127.0.0.1',
          PORT: String(instance.sitePort),
          SANDBOX_HOST: '127.0.0.1',
          SANDBOX_PORT: String(instance.sandboxPort),
          // Both instances are reached through the balancer's origins.
          PUBLIC_URL: siteUrl,
          SANDBOX_PUBLIC_URL: sandboxUrl,
          DATABASE_URL: databaseUrl,
          LOG_LEVEL: 'warn',
          // As compose.hosting.yaml: one hop, the balancer, is trusted.
          TRUST_PROXY: '1',
          SANDBOX_WEBHOOK_URLS: `${siteUrl}/api/webhooks`,
          WEBHOOK_SECRETS: `1:${webhookSecret}`,
          // Every instance may reach either sandbox through the balancer: one simulator key.
          SANDBOX_SIMULATOR_KEY: `simulator-${webhookSecret}`,
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => {
        instance.output = (instance.output + chunk.toString()).slice(-8000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      instance.process = child;
      await waitFor(`instance ${instance.name}`, async () => {
        if (child.exitCode !== null) {
          throw new Error(`instance ${instance.name} exited: ${instance.output}`);
        }
        return (
          (await answers(`http://127.0.0.1:${instance.sitePort}/api/health`)) &&
          (await answers(`http://127.0.0.1:${instance.sandboxPort}/_sandbox/health`))
        );
      }).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${instance.output}`);
      });
    };
    // Together, as a deployment starts them: the migrations and the JWT secret must not race.
    await Promise.all(instances.map(launch));

    const config = join(folder, 'haproxy.cfg');
    writeFileSync(
      config,
      loopbackBalancerConfig(readFileSync(deployedBalancerConfig, 'utf8'), {
        sitePort,
        sandboxPort,
        statsPort,
        instances,
      }),
    );
    const check = spawnSync(haproxy, ['-c', '-q', '-f', config], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy refused its config: ${check.stderr}`);
    const balancer = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    started.balancer = balancer;

    const stats = async () => {
      const text = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      const [header = '', ...rows] = text.trim().split('\n');
      const names = header.replace(/^# /, '').split(',');
      return rows.map((row) => {
        const cells = row.split(',');
        return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
      });
    };
    const waitForStatus = async (expected: Record<'a' | 'b', 'UP' | 'DOWN'>) =>
      waitFor(`balancer to see ${JSON.stringify(expected)}`, async () => {
        const rows = await stats();
        return instances.every((instance) =>
          rows
            .filter((row) => row.svname === instance.name)
            .every((row) => row.status?.startsWith(expected[instance.name])),
        );
      });
    await waitForStatus({ a: 'UP', b: 'UP' });

    const byName = (name: 'a' | 'b') => (name === 'a' ? instances[0] : instances[1]);
    return {
      siteUrl,
      sandboxUrl,
      instances,
      databaseUrl,
      webhookSecret,
      balancerPid: balancer.pid ?? 0,
      postgresPid: started.postgres?.pid ?? 0,
      kill: async (name) => {
        const child = byName(name).process;
        if (!child || child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      },
      restart: async (name) => {
        await launch(byName(name));
        await waitForStatus({ a: 'UP', b: 'UP' });
      },
      served: async () => {
        const rows = await stats();
        const count = (backend: string, name: string) =>
          rows
            .filter((row) => row.pxname === backend && row.svname === name)
            .reduce((sum, row) => sum + Number(row.req_tot || row.stot || 0), 0);
        const site = { a: count('sites', 'a'), b: count('sites', 'b') };
        const sandbox = { a: count('sandboxes', 'a'), b: count('sandboxes', 'b') };
        return { site, sandbox, a: site.a + sandbox.a, b: site.b + sandbox.b };
      },
      waitForStatus,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
