// The built-in sandbox on its own thread, as server.ts starts it: it answers on its port over
// real HTTP, stops when closed (its port refuses connections after), and a sandbox that cannot
// start (here: its port taken) rejects the start with the reason instead of leaving a thread.
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { builtThread, startSandboxThread, threadExecArgv } from './sandbox-thread';
import { freePort } from './test-helpers';

const entry = new URL('./server.ts', import.meta.url);
const appOrigin = 'http://localhost:3000';
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function sandboxEnv(port: number): NodeJS.ProcessEnv {
  return {
    SANDBOX_PORT: String(port),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_DB: ':memory:',
    LOG_LEVEL: 'silent',
  };
}

const noCrash = (error: Error) => {
  throw error;
};

describe('startSandboxThread', () => {
  it('serves the sandbox on its port and stops it when closed', async () => {
    const port = await freePort();
    const close = await startSandboxThread(
      entry,
      sandboxEnv(port),
      appOrigin,
      ['sjd-checkout-id'],
      noCrash,
    );
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();

    await close();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  }, 30_000);

  it('rejects with the reason when the sandbox cannot start', async () => {
    const port = await freePort();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => taken.close(() => resolve())));

    await expect(
      startSandboxThread(entry, sandboxEnv(port), appOrigin, ['sjd-checkout-id'], noCrash),
    ).rejects.toThrow(/EADDRINUSE/);
  }, 30_000);
});

describe('threadExecArgv', () => {
  /** Starts a thread that exits at once with these options; rejects if Node refuses them. */
  async function runThread(execArgv: string[]): Promise<number> {
    const worker = new Worker('', { eval: true, execArgv });
    return new Promise((resolve) => worker.once('exit', resolve));
  }

  it("drops the V8 options a thread refuses (the memory probe's --expose-gc), keeps the rest", async () => {
    const given = ['--expose-gc', '--no-warnings', '--expose_gc'];
    expect(() => new Worker('', { eval: true, execArgv: given })).toThrow(/--expose-gc/);
    const kept = threadExecArgv(given, false);
    expect(kept).toEqual(['--no-warnings']);
    expect(await runThread(kept)).toBe(0);
  });

  it("starts the thread without the process's options when one is refused", async () => {
    const entry = new URL('data:text/javascript,process.exit(0)');
    const worker = builtThread(entry, null, ['--max-old-space-size=256', '--no-warnings'], false);
    expect(await new Promise((resolve) => worker.once('exit', resolve))).toBe(0);
  });

  it('adds source maps when the process has them on', () => {
    expect(threadExecArgv([], true)).toEqual(['--enable-source-maps']);
  });
});
