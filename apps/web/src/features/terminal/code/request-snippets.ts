// The Code view's one-request snippets (issue 32) in the languages the take-home replay does not
// write itself (curl and Node: ../take-home): Python, Java, C#, PHP and Go, written by a
// maintained snippet library (@scalar/snippetz: one small plugin per language, the only peer that
// ships each language as its own module). Loaded only when a Code view first opens. Each starts
// with the take-home's first line: whether it runs as-is, and if not why and what to change.
//
// Credentials: the library writes Basic credentials in each language's own idiom (an auth tuple,
// a pre-encoded header), so we hand it a sentinel pair and put, in its place, each language's way
// of reading PROVIDER_USERNAME and PROVIDER_PASSWORD from the environment — defaulting, for the
// built-in sandbox, to the visitor's own credentials there (take-home-context.ts says where they
// come from).
// If a new library version wrote the sentinel in a form we do not replace, the snippet is refused
// (an error) rather than shown with a placeholder that does not work.
import type { Plugin } from '@scalar/types/snippetz';
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import { phpCurl } from '@scalar/snippetz/plugins/php/curl';
import { pythonRequests } from '@scalar/snippetz/plugins/python/requests';
import type { SnippetCredentials } from '../take-home/take-home-context';
import type { CodeLanguage } from './code-language';
import type { ProviderRequest } from './provider-request';

/** The languages written by the snippet library (curl and Node are the take-home replay's). */
export type LibraryLanguage = Exclude<CodeLanguage, 'curl' | 'node'>;
export const isLibraryLanguage = (language: CodeLanguage): language is LibraryLanguage =>
  language !== 'curl' && language !== 'node';

/** Default credentials written into code: only plain demo values (letters, digits, . _ ~ -). */
type Defaults = { username: string; password: string } | undefined;

const username = '__SJD_USERNAME__';
const password = '__SJD_PASSWORD__';
const basicSentinel = btoa(`${username}:${password}`);

interface LanguageSnippet {
  plugin: Plugin;
  /** The library's credentials, as it wrote them, and what reads them from the environment. */
  credentials(defaults: Defaults): [written: string, fromEnvironment: string][];
  /** How a comment line starts. */
  comment: string;
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

const languages: Record<LibraryLanguage, LanguageSnippet> = {
  python: {
    plugin: pythonRequests,
    comment: '#',
    credentials: (defaults) => [
      [
        `auth=("${username}", "${password}")`,
        defaults
          ? `auth=(os.environ.get("PROVIDER_USERNAME", "${defaults.username}"), os.environ.get("PROVIDER_PASSWORD", "${defaults.password}"))`
          : 'auth=(os.environ["PROVIDER_USERNAME"], os.environ["PROVIDER_PASSWORD"])',
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
    comment: '//',
    credentials: (defaults) => {
      const read = (name: string, fallback?: string) =>
        fallback
          ? `java.util.Objects.requireNonNullElse(System.getenv("${name}"), "${fallback}")`
          : `System.getenv("${name}")`;
      return [
        [
          `"Basic ${basicSentinel}"`,
          `"Basic " + java.util.Base64.getEncoder().encodeToString((${read('PROVIDER_USERNAME', defaults?.username)} + ":" + ${read('PROVIDER_PASSWORD', defaults?.password)}).getBytes(java.nio.charset.StandardCharsets.UTF_8))`,
        ],
      ];
    },
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
    comment: '//',
    credentials: (defaults) => {
      const read = (name: string, fallback?: string) =>
        `(Environment.GetEnvironmentVariable("${name}")${fallback ? ` ?? "${fallback}"` : ''})`;
      return [
        [
          `"${basicSentinel}"`,
          `Convert.ToBase64String(Encoding.UTF8.GetBytes(${read('PROVIDER_USERNAME', defaults?.username)} + ":" + ${read('PROVIDER_PASSWORD', defaults?.password)}))`,
        ],
      ];
    },
    wrap: (code) =>
      `using System.Net.Http.Headers;\nusing System.Text;\n\n${code}\n\nConsole.WriteLine((int)response.StatusCode);\nConsole.WriteLine(await response.Content.ReadAsStringAsync());\n`,
  },
  php: {
    plugin: phpCurl,
    comment: '//',
    credentials: (defaults) => {
      const read = (name: string, fallback?: string) =>
        fallback ? `(getenv('${name}') ?: '${fallback}')` : `getenv('${name}')`;
      return [
        [
          `'${username}:${password}'`,
          `${read('PROVIDER_USERNAME', defaults?.username)} . ':' . ${read('PROVIDER_PASSWORD', defaults?.password)}`,
        ],
      ];
    },
    wrap: (code) => `${code}\n`,
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
    comment: '//',
    // Go 1.19 and later: an empty variable falls back to the demo value (no cmp.Or before 1.22).
    credentials: (defaults) => {
      const read = (name: string, fallback?: string) =>
        fallback
          ? `func(v string) string { if v == "" { return "${fallback}" }; return v }(os.Getenv("${name}"))`
          : `os.Getenv("${name}")`;
      return [
        [
          `"${username}", "${password}"`,
          `${read('PROVIDER_USERNAME', defaults?.username)}, ${read('PROVIDER_PASSWORD', defaults?.password)}`,
        ],
        ['\t"net/http"\n', '\t"net/http"\n\t"os"\n'],
      ];
    },
    wrap: (code) => `${code}\n`,
  },
};

/** Demo credentials plain enough to write into code as a default; otherwise none. */
function defaultsOf(credentials: SnippetCredentials | undefined): Defaults {
  if (credentials?.kind !== 'sandboxDemo') return undefined;
  const plain = /^[A-Za-z0-9._~-]+$/;
  return plain.test(credentials.username) && plain.test(credentials.password)
    ? { username: credentials.username, password: credentials.password }
    : undefined;
}

/**
 * A comment line's text that stays a comment in every language: no line break of any kind, no
 * backslash (Java reads \u escapes even in comments), no '?>' (it ends PHP code, even in a comment).
 */
export function safeCommentText(text: string): string {
  return text
    .replace(/[\r\n\u0085\u2028\u2029]+/g, ' ')
    .replaceAll('\\', '/')
    .replaceAll('?>', '? >');
}

export interface SnippetOptions {
  /** Where the credentials come from (take-home-context.ts); the environment alone when absent. */
  credentials?: SnippetCredentials;
  /** The first comment lines: does it run as-is, and if not why and what to change. */
  headline?: readonly string[];
}

/** The request in `language`, with the credentials read from the environment. */
export function requestSnippet(
  request: ProviderRequest,
  language: LibraryLanguage,
  options: SnippetOptions = {},
): string {
  const { plugin, credentials, wrap, ascii, ownBody, comment } = languages[language];
  let code = plugin.generate(
    {
      method: request.method,
      url: request.url,
      headers: request.headers,
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
  for (const [written, fromEnvironment] of credentials(defaultsOf(options.credentials))) {
    if (!code.includes(written)) {
      throw new Error(`The ${language} snippet does not write its credentials as expected`);
    }
    code = code.replace(written, () => fromEnvironment);
  }
  if (code.includes(username) || code.includes(basicSentinel)) {
    throw new Error(`The ${language} snippet still holds a credential placeholder`);
  }
  const head = (options.headline ?? []).map((line) => `${comment} ${safeCommentText(line)}`);
  const body = wrap(code.trimEnd());
  // PHP's first line opens the code: the first comment goes on it.
  const file =
    language === 'php'
      ? [`<?php ${head[0] ?? ''}`.trimEnd(), ...head.slice(1), '', body].join('\n')
      : [...head, ...(head.length > 0 ? [''] : []), body].join('\n');
  return ascii ? asciiOnly(file) : file;
}
