// .env loading: the helper on its own, then the real entry point (server.ts, run with tsx in a
// folder of its own) with a .env file, without one, and with a bad value in it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { environmentConfigSchema } from '@sjd/contracts';
import { freePort } from '../test-helpers';
import { loadEnvFile, withoutEmptyValues } from './env-file';

const serverTs = fileURLToPath(new URL('../server.ts', import.meta.url));
const tsx = import.meta.resolve('tsx');

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const folder = (envFile?: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'sjd-env-'));
  folders.push(dir);
  if (envFile !== undefined) writeFileSync(join(dir, '.env'), envFile);
  return dir;
};

describe('loadEnvFile', () => {
  const touched = ['SJD_TEST_FROM_FILE', 'SJD_TEST_BOTH'];
  afterEach(() => {
    for (const name of touched) delete process.env[name];
  });

  it('reads .env when present; the environment wins over it', () => {
    process.env.SJD_TEST_BOTH = 'environment';
    const dir = folder('SJD_TEST_FROM_FILE=file # a comment\nSJD_TEST_BOTH=file\n');
    expect(loadEnvFile(dir)).toBe(join(dir, '.env'));
    expect(process.env.SJD_TEST_FROM_FILE).toBe('file');
    expect(process.env.SJD_TEST_BOTH).toBe('environment');
  });

  it('is a no-op without .env, and says so when .env is not a file', () => {
    expect(loadEnvFile(folder())).toBeNull();
    const dir = folder();
    mkdirSync(join(dir, '.env'));
    expect(() => loadEnvFile(dir)).toThrow(`${join(dir, '.env')} is not a file`);
  });

  it('treats an empty value as unset', () => {
    expect(withoutEmptyValues({ PORT: '', HOST: '0.0.0.0' })).toEqual({ HOST: '0.0.0.0' });
  });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs server.ts in `cwd` with only `env` (and PATH) set. */
function startServer(cwd: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', tsx, serverTs], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

async function configOf(started: Started, port: number) {
  const url = `http://127.0.0.1:${port}/api/config`;
  for (let i = 0; i < 300 && started.child.exitCode === null; i += 1) {
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return environmentConfigSchema.parse(await response.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start:\n${started.output()}`);
}

async function ports() {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const listen = {
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    HOST: '127.0.0.1',
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_DB: ':memory:',
  };
  return { port, listen };
}

describe('start-up with .env', () => {
  const running: Started[] = [];
  afterEach(() => {
    for (const started of running.splice(0)) started.child.kill('SIGKILL');
  });

  it('takes its settings from .env, with the environment winning', async () => {
    const { port, listen } = await ports();
    const envFile = Object.entries({ ...listen, GA_TRACKING_ID: 'G-FROMFILE' })
      .map(([name, value]) => `${name}=${value}`)
      .concat('CONTACT_LABEL=From the file', 'COOKIE_POLICY_URL=', '')
      .join('\n');
    const dir = folder(envFile);
    const started = startServer(dir, { CONTACT_LABEL: 'From the environment' });
    running.push(started);
    const config = await configOf(started, port);
    expect(config).toMatchObject({
      gaTrackingId: 'G-FROMFILE',
      contactUsLabel: 'From the environment',
      // Empty in .env: the default.
      cookiePolicyLink: `http://localhost:${listen.SANDBOX_PORT}/docs/cookie-policy`,
    });
    expect(started.output()).toContain(`Settings read from ${join(dir, '.env')}`);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  }, 60_000);

  it('runs on the environment alone when there is no .env', async () => {
    const { port, listen } = await ports();
    const started = startServer(folder(), { ...listen, CONTACT_LABEL: 'Environment only' });
    running.push(started);
    expect(await configOf(started, port)).toMatchObject({
      gaTrackingId: '',
      contactUsLabel: 'Environment only',
    });
    expect(started.output()).not.toContain('Settings read from');
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  }, 60_000);

  it('stops with the start-up message when .env holds a bad value', async () => {
    const dir = folder('PORT=eighty\nRATE_LIMIT_MAX=0\n');
    const started = startServer(dir, {});
    running.push(started);
    expect(await started.exited).toBe(1);
    const output = started.output();
    expect(output).toContain('Invalid server configuration:');
    expect(output).toMatch(/^ {2}PORT: /m);
    expect(output).toMatch(/^ {2}RATE_LIMIT_MAX: /m);
    expect(output).toContain(`(Settings come from the environment and ${join(dir, '.env')}.)`);
  }, 60_000);
});
