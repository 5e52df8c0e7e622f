// A real PostgreSQL for tests, started from the machine's own binaries: `initdb` in a temporary
// folder, `postgres` on a free loopback port with its socket in that folder, stopped and deleted
// afterwards. Nothing is downloaded. PostgreSQL refuses to run as root, so under root (CI) both
// run as the `postgres` user the Debian package creates (or `nobody`), through setpriv.
// `.ci/run` installs the `postgresql` package when no binaries are found; a machine without them
// gets `null` and a printed reason, and the PostgreSQL tests are skipped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Pool } from 'pg';

export interface TestPostgres {
  /** postgres://…@127.0.0.1:<port>/postgres */
  url: string;
  /** The server's process id (its backends are its children), for CPU figures. */
  pid: number;
  /** A fresh empty database on the server; its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** The folder holding initdb and postgres: PG_BIN, Debian's newest, or /usr/local/bin. */
export function findPostgresBinaries(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debian, version, 'bin')));
  }
  candidates.push('/usr/local/bin', '/usr/bin');
  return (
    candidates.find(
      (folder) => existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'postgres')),
    ) ?? null
  );
}

/** Why the PostgreSQL tests cannot run here, or null when they can. */
export function postgresUnavailableReason(): string | null {
  return findPostgresBinaries()
    ? null
    : 'no PostgreSQL binaries (initdb, postgres) in PG_BIN, /usr/lib/postgresql/*/bin, /usr/local/bin or /usr/bin: install the postgresql package (.ci/run does)';
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** uid/gid to run PostgreSQL as when this process is root. */
function unprivilegedUser(): { uid: number; gid: number; name: string } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) {
      return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name };
    }
  }
  throw new Error(
    'Running as root, and neither a postgres nor a nobody user exists to run PostgreSQL',
  );
}

function command(bin: string, args: string[]): [string, string[]] {
  const user = unprivilegedUser();
  if (!user) return [bin, args];
  return [
    'setpriv',
    [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--', bin, ...args],
  ];
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}):\n${log()}`);
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline)
        throw new Error(`postgres did not answer in 30 s:\n${log()}`, { cause: error });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Ends `pool` and resolves once every one of its connections has closed. `pool.end()` alone
 * resolves as soon as its clients are told to end, before their connections close; a server
 * stopped right after (fast shutdown) then sends those closing connections "terminating
 * connection due to administrator command", which the pool raises as an 'error' event: an
 * unhandled error in the test run.
 */
export async function endPool(pool: Pool): Promise<void> {
  const open = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    // 'remove' is emitted once a client's connection has ended (pg-pool's _remove).
    pool.on('remove', () => {
      closed += 1;
      if (closed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

/** Starts a throwaway PostgreSQL; null (with the reason in `skipped`) when none is installed. */
export async function startTestPostgres(): Promise<TestPostgres | null> {
  const bin = findPostgresBinaries();
  if (!bin) return null;
  const folder = mkdtempSync(join(tmpdir(), 'sjd-pg-'));
  const data = join(folder, 'data');
  const user = unprivilegedUser();
  if (user) chownSync(folder, user.uid, user.gid);
  const [initdb, initArgs] = command(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'sjd',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8', cwd: folder });
  if (init.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`initdb failed (${init.status}): ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const [postgres, args] = command(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'listen_addresses=127.0.0.1',
    // A test server: nothing to keep after a crash, so no waiting on the disk.
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  const child = spawn(postgres, args, { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `postgres://sjd@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // fast shutdown
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForServer(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    createDatabase: async (name) => {
      if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name ${name}`);
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://sjd@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
