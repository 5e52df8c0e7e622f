// @vitest-environment node
// The "receive this" receivers run: each language with a toolchain here starts its receiver on a
// free loopback port with two keys, and must accept an event signed under either (alone, or next
// to a signature under a key it does not hold) and refuse a wrong signature, a tampered body and
// a missing header. The curl version signs and sends the recorded event to the Node receiver.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from '../../../../../../scripts/ports.mjs';
import type { CodeLanguage } from './code-language';
import { receiveSnippet } from './receive-snippets';

const run = promisify(execFile);
const keys = { k1: 'first-secret-1234', k2: 'second-secret-5678' };
const secrets = Object.entries(keys)
  .map(([id, secret]) => `${id}:${secret}`)
  .join(',');
const event = {
  eventId: '6a3c1f0e-2d4b-4a51-9a5e-3f1f0c1d2e3f',
  eventTimestamp: '2026-11-27T07:00:00.000Z',
  eventDetails: { transactionReference: 'SJD-webhook-test', type: 'authorized' },
};
const rawBody = JSON.stringify(event);
const hmacOf = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

const receivers: Partial<Record<CodeLanguage, { file: string; command: string[] }>> = {
  node: { file: 'receiver.mjs', command: [process.execPath] },
  python: { file: 'receiver.py', command: ['python3'] },
  java: { file: 'Main.java', command: ['java'] },
  go: { file: 'main.go', command: ['go', 'run'] },
};

async function has(command: string, args: string[]): Promise<boolean> {
  try {
    await run(command, args, { timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}
const available = {
  node: true,
  python: await has('python3', ['--version']),
  java: await has('java', ['-version']),
  go: await has('go', ['version']),
};

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill();
  child = null;
});

/** Starts the receiver of `language`; resolves with its URL and its output once it listens. */
async function startReceiver(language: keyof typeof receivers) {
  const receiver = receivers[language];
  if (!receiver) throw new Error(`no receiver for ${language}`);
  const dir = mkdtempSync(join(tmpdir(), `sjd-receiver-${language}-`));
  writeFileSync(join(dir, receiver.file), receiveSnippet(event, language));
  const port = await freeLoopbackPort();
  const [program = '', ...args] = receiver.command;
  const output: string[] = [];
  child = spawn(program, [...args, receiver.file], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: dir, PORT: String(port), WEBHOOK_SECRETS: secrets },
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}/webhooks`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      await fetch(url, { method: 'GET' });
      return { url, output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`The ${language} receiver did not start`);
}

const post = (url: string, body: string, signature?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/vnd.worldpay.events-v1.hal+json',
      ...(signature ? { 'Event-Signature': signature } : {}),
    },
    body,
  }).then((response) => response.status);

describe.each(Object.keys(receivers) as (keyof typeof receivers)[])('%s receiver', (language) => {
  it.skipIf(!available[language as keyof typeof available])(
    'accepts a good signature and refuses the rest',
    async () => {
      const { url, output } = await startReceiver(language);
      expect(await post(url, rawBody, `k1/SHA256/${hmacOf(keys.k1, rawBody)}`)).toBe(200);
      // Key rotation: one signature under a key it does not hold, one under k2.
      const rotated = `k9/SHA256/${hmacOf('unknown-secret', rawBody)},k2/SHA256/${hmacOf(keys.k2, rawBody)}`;
      expect(await post(url, rawBody, rotated)).toBe(200);
      expect(await post(url, rawBody, `k1/SHA256/${hmacOf('wrong-secret', rawBody)}`)).toBe(400);
      const tampered = rawBody.replace('authorized', 'refunded');
      expect(await post(url, tampered, `k1/SHA256/${hmacOf(keys.k1, rawBody)}`)).toBe(400);
      expect(await post(url, rawBody)).toBe(400);
      expect(output.join('')).toContain('authorized');
    },
    60_000,
  );
});

describe('curl sender', () => {
  it('signs the event so that a receiver accepts it, and a wrong secret does not', async () => {
    const { url, output } = await startReceiver('node');
    const dir = mkdtempSync(join(tmpdir(), 'sjd-sender-'));
    writeFileSync(join(dir, 'send.sh'), receiveSnippet(event, 'curl'));
    const send = (secret: string) =>
      run('bash', ['send.sh'], {
        cwd: dir,
        env: {
          PATH: process.env.PATH ?? '',
          RECEIVER_URL: url,
          WEBHOOK_KEY_ID: 'k2',
          WEBHOOK_SECRET: secret,
        },
      });
    await send(keys.k2);
    await expect.poll(() => output.join('')).toContain(`authorized ${event.eventId}`);
    const before = output.join('');
    await send('not-the-secret');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(output.join('')).toBe(before);
  }, 30_000);
});

describe('receive snippets, golden files', () => {
  const extensions: Record<CodeLanguage, string> = {
    curl: 'sh',
    node: 'mjs',
    python: 'py',
    java: 'java',
    csharp: 'cs',
    php: 'php',
    go: 'go',
  };
  it.each(Object.keys(extensions) as CodeLanguage[])('%s', async (language) => {
    await expect(receiveSnippet(event, language)).toMatchFileSnapshot(
      `./__golden__/receive-webhook.${extensions[language]}`,
    );
  });
});
