// The built-in sandbox on its own thread (spec: "one Node process with two listeners"; the
// provider is a separate service, and here it gets its own event loop): its SQLite work and
// request handling no longer share the site's event loop, so pages, assets and the proxy answer
// while the sandbox is busy, and a 2-core machine uses both cores. Real HTTP between the two as
// before. The thread runs this same module (dist/server.js, or src/server.ts under `npm run dev`)
// with workerData saying which part it plays.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { listenOnLoopback } from './listen';
import { closeGracefully } from './shutdown';

interface SandboxThreadData {
  role: 'sandbox';
  env: NodeJS.ProcessEnv;
  appOrigin: string;
  checkoutIds: string[];
}

type FromThread = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

export function isSandboxThread(): boolean {
  return !isMainThread && (workerData as SandboxThreadData | null)?.role === 'sandbox';
}

/** In the sandbox thread: build and listen, report, close when asked. */
export async function runSandboxThread(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('runSandboxThread runs in the sandbox thread only');
  const data = workerData as SandboxThreadData;
  try {
    const { config, listen } = sandboxConfigFromEnv(data.env, data.appOrigin, data.checkoutIds);
    const sandbox = await buildSandbox(config);
    await listenOnLoopback(sandbox, listen);
    port.on('message', (message: unknown) => {
      if (message !== 'close') return;
      closeGracefully(sandbox)
        .catch((error: unknown) => sandbox.log.error({ err: error }, 'Closing the sandbox failed'))
        .finally(() => port.postMessage({ type: 'closed' } satisfies FromThread));
    });
    port.postMessage({ type: 'ready' } satisfies FromThread);
  } catch (error: unknown) {
    port.postMessage({
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
    } satisfies FromThread);
  }
}

/**
 * The node options the thread starts with: the process's own, minus the V8 options a thread may
 * not take (the Worker constructor throws on --expose-gc, which the load bench's memory probe
 * gives the server), plus source maps when the process has them on (`npm run serve` turns them
 * on for its own thread only, serve.mjs).
 */
export function threadExecArgv(execArgv: readonly string[], sourceMaps: boolean): string[] {
  const allowed = execArgv.filter((flag) => !/^--expose[-_]gc$/.test(flag));
  return sourceMaps ? [...allowed, '--enable-source-maps'] : allowed;
}

/**
 * A thread running the built module `entry`, with the process's node options where a thread can
 * take them. The Worker constructor throws on V8 and process-wide options ('invalid execArgv
 * flags'): --expose-gc is known and dropped (threadExecArgv); with any other (a host's
 * --max-old-space-size, say) the thread starts without the process's options.
 */
export function builtThread(
  entry: URL,
  workerData: unknown,
  execArgv: readonly string[] = process.execArgv,
  sourceMaps: boolean = process.sourceMapsEnabled,
): Worker {
  try {
    return new Worker(entry, { workerData, execArgv: threadExecArgv(execArgv, sourceMaps) });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error)) throw error;
    if (error.code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    return new Worker(entry, { workerData, execArgv: threadExecArgv([], sourceMaps) });
  }
}

/** In the main thread: starts the sandbox thread; resolves once it listens, with its closer. */
export function startSandboxThread(
  entry: URL,
  env: NodeJS.ProcessEnv,
  appOrigin: string,
  checkoutIds: string[],
  onCrash: (error: Error) => void,
): Promise<() => Promise<void>> {
  const workerData = { role: 'sandbox', env, appOrigin, checkoutIds } satisfies SandboxThreadData;
  // The TypeScript source (npm run dev) loads through tsx, whose loader a thread does not
  // inherit: the thread registers it first (found from here: the working folder may be any).
  const worker = entry.pathname.endsWith('.ts')
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
          `.then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`,
        { eval: true, workerData },
      )
    : builtThread(entry, workerData);
  let closing = false;
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => {
      if (!closing) reject(new Error(`The built-in sandbox stopped while starting (exit ${code})`));
    };
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.on('message', (message: FromThread) => {
      if (message.type === 'failed') {
        closing = true;
        void worker.terminate();
        reject(new Error(message.message));
      } else if (message.type === 'ready') {
        worker.off('error', reject);
        worker.off('exit', onExit);
        // An uncaught error ends the thread too: report the first of the two events only.
        let hasCrashed = false;
        const crashed = (error: Error) => {
          if (closing || hasCrashed) return;
          hasCrashed = true;
          onCrash(error);
        };
        worker.on('error', crashed);
        worker.on('exit', (code) =>
          crashed(new Error(`The built-in sandbox stopped (exit ${code})`)),
        );
        resolve(
          () =>
            new Promise<void>((done) => {
              closing = true;
              worker.once('exit', () => done());
              worker.on('message', (m: FromThread) => {
                if (m.type === 'closed') void worker.terminate();
              });
              worker.postMessage('close');
            }),
        );
      }
    });
  });
}
