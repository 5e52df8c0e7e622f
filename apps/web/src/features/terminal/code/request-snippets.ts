// The Code view's request snippets (issue 32): one provider request in seven languages, written by
// a maintained snippet library (@scalar/snippetz: one small plugin per language, the only peer
// that ships each language as its own module, so this chunk carries seven and nothing else).
// Loaded only when a Code view first opens.
//
// Credentials are never in the snippet: the library writes Basic credentials in each language's
// own idiom (a --user flag, an auth tuple, a pre-encoded header), so we hand it a sentinel pair
// and put, in its place, each language's way of reading PROVIDER_USERNAME and PROVIDER_PASSWORD
// from the environment. If a new library version wrote the sentinel in a form we do not replace,
// the snippet is refused (an error) rather than shown with a placeholder that does not work.
import type { Plugin } from '@scalar/types/snippetz';
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import { nodeFetch } from '@scalar/snippetz/plugins/node/fetch';
import { phpCurl } from '@scalar/snippetz/plugins/php/curl';
import { pythonRequests } from '@scalar/snippetz/plugins/python/requests';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import type { CodeLanguage } from './code-language';
import type { ProviderRequest } from './provider-request';

const username = '__SJD_USERNAME__';
const password = '__SJD_PASSWORD__';
const basicSentinel = btoa(`${username}:${password}`);

interface LanguageSnippet {
  plugin: Plugin;
  /** The library's credentials, as it wrote them, and what reads them from the environment. */
  credentials: [written: string, fromEnvironment: string][];
  /** Lines around the library's statement so that the file runs as it is. */
  wrap(code: string): string;
  /** Whether the file must be ASCII (non-ASCII written as \uXXXX escapes). */
  ascii?: boolean;
  /**
   * The body written by us instead of the library: the library is handed a sentinel body, and
   * what it wrote for it (`written`) is replaced by `write(the JSON text)`.
   */
  ownBody?: { written: string; write(json: string): string };
}

/** The sentinel body a language with its own body writing hands the library. */
const bodySentinel = '{"__SJD_BODY__":0}';

/** A PHP single-quoted string: only a backslash and a quote are special there. */
const phpQuote = (text: string) => `'${text.replace(/[\\']/g, (char) => `\\${char}`)}'`;

const asciiOnly = (code: string) =>
  code.replace(/[^ -~\t\n\r]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);

const languages: Record<CodeLanguage, LanguageSnippet> = {
  curl: {
    plugin: shellCurl,
    credentials: [
      [`--user '${username}:${password}'`, `--user "$PROVIDER_USERNAME:$PROVIDER_PASSWORD"`],
    ],
    wrap: (code) => code,
  },
  node: {
    plugin: nodeFetch,
    // The fetch plugin writes no credentials of its own: we give it the header (below).
    credentials: [
      [
        `'Basic ${basicSentinel}'`,
        '`Basic ${btoa(`${process.env.PROVIDER_USERNAME}:${process.env.PROVIDER_PASSWORD}`)}`',
      ],
    ],
    wrap: (code) =>
      `const response = await ${code};\n\nconsole.log(response.status);\nconsole.log(await response.text());\n`,
  },
  python: {
    plugin: pythonRequests,
    credentials: [
      [
        `auth=("${username}", "${password}")`,
        'auth=(os.environ["PROVIDER_USERNAME"], os.environ["PROVIDER_PASSWORD"])',
      ],
    ],
    wrap: (code) =>
      `import os\n\nimport requests\n\nresponse = ${code}\n\nprint(response.status_code)\nprint(response.text)\n`,
  },
  java: {
    plugin: javaNethttp,
    // Java 17 reads a source file in the platform's charset (UTF-8 only from Java 18), so a
    // non-ASCII character in a body would change under a POSIX locale: the file is kept ASCII,
    // each other UTF-16 unit written as a \uXXXX escape, which javac reads in any charset.
    ascii: true,
    credentials: [
      [
        `"Basic ${basicSentinel}"`,
        '"Basic " + java.util.Base64.getEncoder().encodeToString((System.getenv("PROVIDER_USERNAME") + ":" + System.getenv("PROVIDER_PASSWORD")).getBytes(java.nio.charset.StandardCharsets.UTF_8))',
      ],
    ],
    wrap: (code) =>
      [
        'import java.net.http.HttpClient;',
        'import java.net.http.HttpRequest;',
        'import java.net.http.HttpResponse;',
        '',
        'public class Main {',
        '  public static void main(String[] args) throws Exception {',
        ...code.split('\n').map((line) => (line ? `    ${line}` : line)),
        '    System.out.println(response.statusCode());',
        '  }',
        '}',
        '',
      ].join('\n'),
  },
  csharp: {
    plugin: csharpHttpclient,
    credentials: [
      [
        `"${basicSentinel}"`,
        'Convert.ToBase64String(Encoding.UTF8.GetBytes($"{Environment.GetEnvironmentVariable("PROVIDER_USERNAME")}:{Environment.GetEnvironmentVariable("PROVIDER_PASSWORD")}"))',
      ],
    ],
    wrap: (code) =>
      `using System.Net.Http.Headers;\nusing System.Text;\n\n${code}\n\nConsole.WriteLine((int)response.StatusCode);\nConsole.WriteLine(await response.Content.ReadAsStringAsync());\n`,
  },
  php: {
    plugin: phpCurl,
    credentials: [
      [
        `'${username}:${password}'`,
        "getenv('PROVIDER_USERNAME') . ':' . getenv('PROVIDER_PASSWORD')",
      ],
    ],
    wrap: (code) => `<?php\n\n${code}\n`,
    // The library writes a body as a PHP array for json_encode, with its keys unescaped (a key
    // with a quote breaks out of the string) and `{}` turned into `[]` by json_encode: the JSON
    // text is sent as it was recorded instead, in one single-quoted string.
    ownBody: {
      written: "json_encode([\n  '__SJD_BODY__' => 0\n])",
      write: (json) => phpQuote(JSON.stringify(JSON.parse(json), null, 2)),
    },
  },
  go: {
    plugin: goNative,
    credentials: [
      [
        `"${username}", "${password}"`,
        'os.Getenv("PROVIDER_USERNAME"), os.Getenv("PROVIDER_PASSWORD")',
      ],
      ['\t"net/http"\n', '\t"net/http"\n\t"os"\n'],
    ],
    wrap: (code) => `${code}\n`,
  },
};

/** The request in `language`, reading its credentials from the environment. */
export function requestSnippet(request: ProviderRequest, language: CodeLanguage): string {
  const { plugin, credentials, wrap, ascii, ownBody } = languages[language];
  const headers =
    language === 'node'
      ? [...request.headers, { name: 'Authorization', value: `Basic ${basicSentinel}` }]
      : request.headers;
  let code = plugin.generate(
    {
      method: request.method,
      url: request.url,
      headers,
      ...(request.body
        ? { postData: ownBody ? { ...request.body, text: bodySentinel } : request.body }
        : {}),
    },
    { auth: { username, password } },
  );
  if (ownBody && request.body) {
    if (!code.includes(ownBody.written)) {
      throw new Error(`The ${language} snippet does not write its body as expected`);
    }
    const body = ownBody.write(request.body.text);
    code = code.replace(ownBody.written, () => body);
  }
  for (const [written, fromEnvironment] of credentials) {
    if (!code.includes(written)) {
      throw new Error(`The ${language} snippet does not write its credentials as expected`);
    }
    code = code.replace(written, () => fromEnvironment);
  }
  if (code.includes(username) || code.includes(basicSentinel)) {
    throw new Error(`The ${language} snippet still holds a credential placeholder`);
  }
  const file = wrap(code.trimEnd());
  return ascii ? asciiOnly(file) : file;
}
