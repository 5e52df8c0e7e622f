// @vitest-environment node
// The snippets run: each language with a toolchain on this machine sends the recorded journey's
// first two calls — the payment, then its device data, following the link the payment's answer
// gave — to a real built-in sandbox on loopback, with its demo credentials in the environment
// variables the snippets read. The payment's card number and CVC are put back (the trail masks
// them), and each run gets its own transactionReference (the provider refuses one twice).
// curl and Node always run; Python (with requests), Java, .NET, PHP and Go run when this machine
// has them, and say so when it does not.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { freeLoopbackPort } from '../../../../../../scripts/ports.mjs';
import type { ApiEvent, JsonValue } from '../../event-log';
import type { CodeLanguage } from './code-language';
import { hasToolchain, toolchains } from './snippet-toolchains';
import { providerRequestOf } from './provider-request';
import { requestSnippet } from './request-snippets';
import { fixtureSandboxUrl, threeDsTrail } from './trail-fixture';

const run = promisify(execFile);

let sandbox: FastifyInstance;
let sandboxUrl = '';
let credentials = { username: '', password: '' };

beforeAll(async () => {
  const port = await freeLoopbackPort();
  sandboxUrl = `http://127.0.0.1:${port}`;
  const { config } = sandboxConfigFromEnv({ SANDBOX_DB: ':memory:', LOG_LEVEL: 'silent' });
  credentials = config.credentials;
  sandbox = await buildSandbox({ ...config, publicUrl: sandboxUrl });
  await sandbox.listen({ port, host: '127.0.0.1' });
});
afterAll(() => sandbox.close());

function recorded(title: string): ApiEvent {
  const event = threeDsTrail
    .flatMap((trigger) => trigger.events)
    .find((e) => e.type === 'request' && e.title === title);
  if (!event) throw new Error(`The fixture has no request ${title}`);
  return event;
}

/** A copy of a JSON value with the given keys' values replaced, at any depth. */
function withValues(value: JsonValue, replacements: Record<string, JsonValue>): JsonValue {
  if (Array.isArray(value)) return value.map((item) => withValues(item, replacements));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key in replacements ? (replacements[key] ?? null) : withValues(item, replacements),
    ]),
  );
}

async function runSnippet(language: CodeLanguage, event: ApiEvent): Promise<string> {
  const request = providerRequestOf(event);
  if (!request) throw new Error('not a provider request');
  const dir = mkdtempSync(join(tmpdir(), `sjd-snippet-${language}-`));
  const { file, command } = toolchains[language];
  writeFileSync(join(dir, file), requestSnippet(request, language));
  const [program = '', ...args] = command;
  const { stdout } = await run(program, [...args, file], {
    cwd: dir,
    timeout: 60_000,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      PROVIDER_USERNAME: credentials.username,
      PROVIDER_PASSWORD: credentials.password,
    },
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

const languages: CodeLanguage[] = ['curl', 'node', 'python', 'java', 'csharp', 'php', 'go'];
/** curl and Node must run everywhere the demo is built; the others where they exist (skipped). */
const required = new Set<CodeLanguage>(['curl', 'node']);
const available = new Set<CodeLanguage>();
for (const language of languages) {
  if (required.has(language) || (await hasToolchain(language))) available.add(language);
}

describe('request snippets against the sandbox', () => {
  // A language without a toolchain here is reported as skipped, under its name.
  const runnable = (language: CodeLanguage) => it.skipIf(!available.has(language));
  describe.each(languages)('%s', (language) => {
    runnable(language)(
      'the payment, then its device data',
      async () => {
        const payment = recorded('Payment');
        const body = withValues(payment.body ?? null, {
          cardNumber: '4000000000001091',
          cvc: '555',
          transactionReference: `SJD-snippet-${language}-${Date.now()}`,
        });
        const paid = answerOf(
          await runSnippet(language, {
            ...payment,
            url: (payment.url ?? '').replace(fixtureSandboxUrl, sandboxUrl),
            body,
          }),
        );
        expect(paid.outcome).toBe('3dsDeviceDataRequired');
        const actions = paid._actions;
        const supply =
          actions && typeof actions === 'object' && !Array.isArray(actions)
            ? actions.supply3dsDeviceData
            : undefined;
        const href =
          supply && typeof supply === 'object' && !Array.isArray(supply) ? supply.href : undefined;
        if (typeof href !== 'string')
          throw new Error('The payment gave no supply3dsDeviceData link');
        expect(href.startsWith(sandboxUrl)).toBe(true);

        const deviceData = recorded('Supply 3DS device data');
        const supplied = answerOf(await runSnippet(language, { ...deviceData, url: href }));
        expect(supplied.outcome).toEqual(expect.any(String));
        expect(supplied).not.toHaveProperty('errorName');
      },
      120_000,
    );
  });
});
