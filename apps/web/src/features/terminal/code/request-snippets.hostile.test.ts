// @vitest-environment node
// Hostile trails (issue 42, item 4): a shared link or an imported HAR can put any text in a
// recorded request's method, URL and body. Every snippet must carry those values as data, never
// as code: each language that runs here (curl and Node always; Python, Java, PHP, Go, .NET when
// installed) runs the snippet of a hostile request against a loopback echo server, and the
// server must receive the URL as re-encoded and the body exactly as recorded, while nothing the
// values try to run (a file written by a shell, Python, JavaScript or PHP expression) happens.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEvent } from '../../event-log';
import { toCurl } from '../curl';
import { codeLanguages, type CodeLanguage } from './code-language';
import { providerRequestOf, snippetUrl } from './provider-request';
import { requestSnippet } from './request-snippets';
import { hasToolchain, toolchains } from './snippet-toolchains';

const run = promisify(execFile);

/** Each tries to create the file `pwned` in the folder the snippet runs in. */
const attacks = [
  `'; touch pwned; '`,
  `"; touch pwned; "`,
  '$(touch pwned)',
  '`touch pwned`',
  "${require('fs').writeFileSync('pwned','')}",
  "\\'); __import__('os').system('touch pwned'); ('",
  '" + __import__("os").system("touch pwned") + "',
  "{${system('touch pwned')}}",
  '\\"\n); Runtime.getRuntime().exec("touch pwned"); ("',
  'line\nbreak\r\nand \u2028 separators \\ backslash \\\\ two',
  '"""\n}\n"""',
];

/** curl and Node run wherever the demo is built; the others where they are installed. */
const available = new Set<CodeLanguage>(['curl', 'node']);
for (const language of codeLanguages) {
  if (await hasToolchain(language)) available.add(language);
}

let server: Server;
let origin = '';
const received: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"outcome":"echoed"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function hostileEvent(path: string): ApiEvent {
  return {
    title: 'Payment',
    type: 'request',
    api: 'Card Payments',
    method: 'POST',
    url: `${origin}/payments/${path}`,
    body: {
      transactionReference: attacks.join(' '),
      narrative: { line1: attacks[0] ?? '' },
      notes: attacks,
      [attacks[4] ?? 'key']: attacks[7] ?? '',
    },
  };
}

describe('hostile values in a recorded request', () => {
  it('the URL reaches code percent-encoded: no quote, backslash, $, backtick, brace or break', () => {
    for (const attack of attacks) {
      const url = snippetUrl(`${origin}/x/${attack}?q=${attack}`);
      expect(url).not.toBeNull();
      expect(url).not.toMatch(/['"`$\\{}\s<>|^]/);
    }
  });

  it('a method or URL that is not the provider kind gives no snippet and no curl', () => {
    const event = hostileEvent('ok');
    // The trail's schema types the method; a crafted link is checked again where code is written.
    const withMethod = (method: string) => ({ ...event, method }) as unknown as ApiEvent;
    for (const bad of [
      withMethod('POST; touch pwned'),
      withMethod('post'),
      { ...event, url: 'javascript:alert(1)' },
      { ...event, url: 'file:///etc/passwd' },
      { ...event, url: `http://user:secret@127.0.0.1/x` },
      { ...event, url: 'not a url' },
    ]) {
      expect(providerRequestOf(bad)).toBeNull();
      expect(toCurl(bad)).toBeNull();
    }
  });

  describe.each(codeLanguages)('%s', (language) => {
    it.skipIf(!available.has(language))(
      'sends the values as data and runs none of them',
      async () => {
        const event = hostileEvent(attacks.join('/'));
        const request = providerRequestOf(event);
        if (!request) throw new Error('no request');
        const dir = mkdtempSync(join(tmpdir(), `sjd-hostile-${language}-`));
        const { file, command } = toolchains[language];
        writeFileSync(join(dir, file), requestSnippet(request, language));
        const before = received.length;
        const [program = '', ...args] = command;
        await run(program, [...args, file], {
          cwd: dir,
          timeout: 60_000,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? dir,
            PROVIDER_USERNAME: 'user',
            PROVIDER_PASSWORD: 'password',
          },
        });
        expect(existsSync(join(dir, 'pwned'))).toBe(false);
        const got = received.slice(before);
        expect(got).toHaveLength(1);
        expect(got[0]?.method).toBe('POST');
        expect(`${origin}${got[0]?.url ?? ''}`).toBe(request.url);
        expect(JSON.parse(got[0]?.body ?? 'null')).toEqual(event.body);
      },
      120_000,
    );
  });

  it("'Copy as curl' of the hostile request runs as data too", async () => {
    const event = hostileEvent(attacks.join('/'));
    const copy = toCurl(event, { demoCredentials: { username: 'user', password: 'password' } });
    if (!copy) throw new Error('no curl');
    const dir = mkdtempSync(join(tmpdir(), 'sjd-hostile-copy-'));
    writeFileSync(join(dir, 'copy.sh'), copy.command);
    const before = received.length;
    await run('bash', ['copy.sh'], { cwd: dir, timeout: 30_000 });
    expect(existsSync(join(dir, 'pwned'))).toBe(false);
    const got = received.slice(before);
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]?.body ?? 'null')).toEqual(event.body);
  });
});
