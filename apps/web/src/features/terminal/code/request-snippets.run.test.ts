// @vitest-environment node
// The one-request snippets run: each language the snippet library writes (Python with requests,
// Java, .NET, PHP, Go: each where this machine has it, said by name where it does not) sends the
// recorded journey's payment as the Code view writes it — the card number and CVC put back from
// the scenario table, a transactionReference made for the copy, the sandbox's demo credentials as
// defaults — to a real built-in sandbox on loopback, with nothing in its environment: it runs
// as-is, as its first line says. curl and Node are the take-home replay's
// (take-home/call-code.run.test.ts runs them for every call of each shop's main journey).
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { freeLoopbackPort } from '../../../../../../scripts/ports.mjs';
import { triggerSchema, type JsonValue } from '../../event-log';
import { callPlan, oneRequest } from '../take-home/call-code';
import type { TakeHomeContext } from '../take-home/take-home-context';
import type { CodeLanguage } from './code-language';
import { isLibraryLanguage, requestSnippet, type LibraryLanguage } from './request-snippets';
import { hasToolchain, toolchains } from './snippet-toolchains';
import { fixtureSandboxUrl, threeDsTrail } from './trail-fixture';

const run = promisify(execFile);

let sandbox: FastifyInstance;
let sandboxUrl = '';
let context: TakeHomeContext;

beforeAll(async () => {
  const port = await freeLoopbackPort();
  sandboxUrl = `http://127.0.0.1:${port}`;
  const { config } = sandboxConfigFromEnv({ SANDBOX_DB: ':memory:', LOG_LEVEL: 'silent' });
  context = {
    credentials: { kind: 'sandboxDemo', ...config.credentials },
    checkoutId: 'sjd-checkout-id',
  };
  sandbox = await buildSandbox({ ...config, publicUrl: sandboxUrl });
  await sandbox.listen({ port, host: '127.0.0.1' });
});
afterAll(() => sandbox.close());

/** The recorded trail, as if recorded against this sandbox. */
const trailHere = () =>
  z
    .array(triggerSchema)
    .parse(JSON.parse(JSON.stringify(threeDsTrail).replaceAll(fixtureSandboxUrl, sandboxUrl)));

async function runSnippet(language: LibraryLanguage, code: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `sjd-snippet-${language}-`));
  const { file, command } = toolchains[language];
  writeFileSync(join(dir, file), code);
  const [program = '', ...args] = command;
  const { stdout } = await run(program, [...args, file], {
    cwd: dir,
    timeout: 60_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir },
  });
  return stdout;
}

/** The JSON object a run printed (every snippet prints the answer's body on a line of its own). */
function answerOf(stdout: string): { [key: string]: JsonValue } {
  const line = stdout.split('\n').find((text) => text.trimStart().startsWith('{'));
  const parsed: unknown = JSON.parse(line ?? 'null');
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`No JSON answer in: ${stdout}`);
  }
  return parsed as { [key: string]: JsonValue };
}

const languages = (['python', 'java', 'csharp', 'php', 'go'] satisfies CodeLanguage[]).filter(
  isLibraryLanguage,
);
const available = new Set<LibraryLanguage>();
for (const language of languages) {
  if (await hasToolchain(language)) available.add(language);
}

describe.each(languages)('the %s snippet against the sandbox', (language) => {
  it.skipIf(!available.has(language))(
    'the payment runs as-is, as its first line says',
    async () => {
      const call = callPlan(trailHere(), 1, context);
      if (!call) throw new Error('The fixture has no payment at step 1');
      const { request, headline } = oneRequest(call, context);
      expect(headline[0]).toMatch(/^Runs as-is against the built-in sandbox, once/);
      const code = requestSnippet(request, language, {
        credentials: context.credentials,
        headline,
      });
      const paid = answerOf(await runSnippet(language, code));
      expect(paid.outcome).toBe('3dsDeviceDataRequired');
      // A reference of its own: the recorded one was spent by the recording.
      expect(paid.transactionReference).toEqual(expect.stringMatching(/^SJD-/));
      expect(JSON.stringify(threeDsTrail)).not.toContain(String(paid.transactionReference));
    },
    120_000,
  );
});
