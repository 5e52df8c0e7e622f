// Test support for the take-home runs (features/terminal/take-home/*.run.test.ts): the context the
// terminal gets from the server (a visitor's own sandbox credentials, the checkout id), and
// running a generated bash or Node file in a folder of its own with nothing in its environment
// but PATH, as a visitor who pasted it would.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { environmentConfigSchema } from '@sjd/contracts';
import type { JsonValue } from '../features/event-log';
import type { TakeHomeContext } from '../features/terminal/take-home/take-home-context';

const run = promisify(execFile);

/**
 * What GET /api/config hands a browser's terminal, as the take-home code uses it: with the
 * built-in sandbox, that visitor's own credentials (a merchant of their own there, issue 42).
 */
export async function sandboxDemoContext(appUrl: string): Promise<TakeHomeContext> {
  const config = environmentConfigSchema.parse(await (await fetch(`${appUrl}/api/config`)).json());
  const demo = config.sandboxDemoCredentials;
  if (!demo) throw new Error('The server handed out no demo credentials');
  return { credentials: { kind: 'sandboxDemo', ...demo }, checkoutId: config.checkoutId };
}

/** Runs `text` with bash or Node; its stdout, or an error with everything it printed and the code. */
export async function runGenerated(language: 'bash' | 'node', text: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `sjd-take-home-${language}-`));
  const file = language === 'bash' ? 'run.sh' : 'run.mjs';
  writeFileSync(join(dir, file), text);
  try {
    const { stdout } = await run(language === 'bash' ? 'bash' : process.execPath, [file], {
      cwd: dir,
      timeout: 60_000,
      env: { PATH: process.env.PATH ?? '', HOME: dir },
    });
    return stdout;
  } catch (error) {
    const printed =
      typeof error === 'object' && error !== null && 'stdout' in error && 'stderr' in error
        ? `${String(error.stdout)}\n${String(error.stderr)}`
        : String(error);
    throw new Error(`The ${language} code failed:\n${printed}\n--- the code ---\n${text}`, {
      cause: error,
    });
  }
}

const isJson = (value: unknown): value is JsonValue => value !== undefined;

/** The last JSON object a run printed (the answer of the call it ends with), or undefined. */
export function lastAnswer(stdout: string): JsonValue | undefined {
  const start = stdout.lastIndexOf('\n{');
  const text = (
    start >= 0 ? stdout.slice(start) : stdout.slice(Math.max(0, stdout.indexOf('{')))
  ).trim();
  if (!text.startsWith('{')) return undefined;
  const parsed: unknown = JSON.parse(text);
  return isJson(parsed) ? parsed : undefined;
}
