// @vitest-environment node
// Hostile trails (issue 42, item 4): a shared link or an imported HAR can put any text in a
// recorded request's method, URL, body and title. Every snippet must carry those values as data,
// never as code: each language that runs here (curl and Node always; Python, Java, PHP, Go, .NET
// when installed) runs the Code view's code of a hostile request (its title in the first comment
// line too) against a loopback echo server, and the server must receive the URL as re-encoded and
// the body as recorded (its transactionReference made afresh, as every copy makes it), while
// nothing the values try to run (a file written by a shell, Python, Java, JavaScript or PHP
// expression) happens.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEvent, Trigger } from '../../event-log';
import { callCode, callPlan, oneRequest } from '../take-home/call-code';
import type { TakeHomeContext } from '../take-home/take-home-context';
import { codeLanguages, type CodeLanguage } from './code-language';
import { providerRequestOf, snippetUrl } from './provider-request';
import { isLibraryLanguage, requestSnippet, safeCommentText } from './request-snippets';
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
  // In a comment line: PHP leaves its code at ?> even there; Java reads \u000a there as a break.
  "?> <?php touch('pwned'); ?>",
  '\\u000a Runtime.getRuntime().exec("touch pwned"); //',
];

const context: TakeHomeContext = {
  credentials: { kind: 'sandboxDemo', username: 'user', password: 'password' },
  checkoutId: 'sjd-checkout-id',
};

const trailOf = (event: ApiEvent): Trigger[] => [
  { id: 1, name: attacks.join(' '), events: [event] },
];

/** The Code view's code of the hostile call in a language. */
function codeOf(event: ApiEvent, language: CodeLanguage): string {
  const call = callPlan(trailOf(event), 1, context);
  if (!call) throw new Error('no code');
  if (!isLibraryLanguage(language)) return callCode(call, language, context).code;
  const { request, headline } = oneRequest(call, context);
  return requestSnippet(request, language, { credentials: context.credentials, headline });
}

/** The body as recorded, its made-up transactionReference made afresh. */
const asRecorded = (event: ApiEvent) => ({
  ...(typeof event.body === 'object' && event.body !== null ? event.body : {}),
  transactionReference: expect.stringMatching(/^SJD-[A-Za-z0-9-]+$/),
});

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
    title: attacks.join(' '),
    type: 'request',
    api: 'Card Payments',
    method: 'POST',
    url: `${origin}/payments/${path}`,
    body: {
      transactionReference: attacks.join(' '),
      narrative: { line1: attacks[0] ?? '' },
      notes: attacks,
      [attacks[4] ?? 'key']: attacks[7] ?? '',
      // A card no test card fits: its path is said in the first comment line of every language.
      [attacks[11] ?? 'card']: { cardNumber: '411111******1111' },
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

  it('a first comment line keeps no line break, backslash or PHP end tag', () => {
    for (const attack of attacks) {
      expect(safeCommentText(attack)).not.toMatch(/[\r\n\u2028\u2029\\]|\?>/);
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
      expect(callPlan(trailOf(bad), 1, context)).toBeNull();
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
        writeFileSync(join(dir, file), codeOf(event, language));
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
        expect(JSON.parse(got[0]?.body ?? 'null')).toEqual(asRecorded(event));
      },
      120_000,
    );
  });
});
