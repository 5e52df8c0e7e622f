// Golden files: each request of a recorded 3DS journey in each of the seven languages. A change in
// what the library writes (or in what we put around it) changes a file and fails here; after
// reading the difference, `npx vitest run -u` takes the new text.
import { describe, expect, it } from 'vitest';
import { toCurl } from '../curl';
import { codeLanguages, type CodeLanguage } from './code-language';
import { providerRequestOf } from './provider-request';
import { requestSnippet } from './request-snippets';
import { threeDsTrail } from './trail-fixture';

const extensions: Record<CodeLanguage, string> = {
  curl: 'sh',
  node: 'mjs',
  python: 'py',
  java: 'java',
  csharp: 'cs',
  php: 'php',
  go: 'go',
};

const requests = threeDsTrail
  .flatMap((trigger) => trigger.events)
  .flatMap((event) => {
    const request = providerRequestOf(event);
    return request ? [{ title: event.title, event, request }] : [];
  });

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

describe('request snippets', () => {
  it('the recorded journey has its three provider requests', () => {
    expect(requests.map((r) => r.title)).toEqual([
      'Payment',
      'Supply 3DS device data',
      'Complete 3DS challenge',
    ]);
  });

  describe.each(requests)('$title', ({ title, request }) => {
    it.each(codeLanguages)('%s matches its golden file', async (language) => {
      const code = requestSnippet(request, language);
      await expect(code).toMatchFileSnapshot(`./__golden__/${slug(title)}.${extensions[language]}`);
    });
  });

  it.each(requests)('$title: no credential, only the environment variables', ({ request }) => {
    for (const language of codeLanguages) {
      const code = requestSnippet(request, language);
      expect(code).toContain('PROVIDER_USERNAME');
      expect(code).toContain('PROVIDER_PASSWORD');
      expect(code).not.toMatch(/__SJD_|sandbox-demo|Basic [A-Za-z0-9+/=]{8,}/);
    }
  });

  it.each(requests)(
    "$title: the curl snippet and 'Copy as curl' send the same request",
    ({ event, request }) => {
      const snippet = requestSnippet(request, 'curl');
      const copy = toCurl(event)?.command ?? '';
      const headersOf = (text: string) =>
        [...text.matchAll(/(?:-H|--header) '([^']+)'/g)].map((match) => match[1]).sort();
      expect(headersOf(snippet)).toEqual(headersOf(copy));
      expect(snippet).toContain(request.url);
      expect(copy).toContain(request.url);
      const bodyOf = (text: string) => {
        const match = /(?:-d|--data) '([\s\S]*)'$/m.exec(text);
        return match?.[1] ? JSON.parse(match[1].replaceAll(`'\\''`, `'`)) : undefined;
      };
      expect(bodyOf(snippet)).toEqual(event.body);
      expect(bodyOf(copy)).toEqual(event.body);
      expect(copy).toContain('"$PROVIDER_USERNAME:$PROVIDER_PASSWORD"');
      expect(snippet).toContain('"$PROVIDER_USERNAME:$PROVIDER_PASSWORD"');
    },
  );

  it('a simulated exchange, a response and a plain-text step have no snippet', () => {
    const payment = requests[0]?.event;
    if (!payment) throw new Error('no payment');
    expect(providerRequestOf({ ...payment, simulated: true })).toBeNull();
    expect(providerRequestOf({ ...payment, type: 'response' })).toBeNull();
    expect(providerRequestOf({ ...payment, plainText: 'Device data collected' })).toBeNull();
  });
});
