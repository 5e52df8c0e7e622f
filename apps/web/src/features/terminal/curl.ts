// 'Copy as curl' (beyond the spec): a request event as a command a developer can paste (issue 35,
// item 10). Headers are the API's media types from the provider endpoint table, the same
// (code/provider-request.ts) as the Code view's snippets carry. Against the
// built-in sandbox the command carries its demo credentials, which are public demo values (the
// server hands them over only when the sandbox runs with its published defaults), so it runs
// as-is; against a real provider the credentials are placeholders (the browser never has them).
// What cannot be replayed as recorded is said in comment lines above the command, with why: a
// card number or CVC the trail masked, a single-use Checkout SDK session this call spent, an
// action of a payment that has moved past it.
import type { ApiEvent, JsonValue } from '../event-log';
import { providerHeaders, snippetMethod, snippetUrl } from './code/provider-request';

export interface CurlContext {
  /** The built-in sandbox's public demo credentials, when the provider is that sandbox. */
  demoCredentials?: { username: string; password: string };
}

export interface CurlCopy {
  /** The command, after comment lines saying what the notes and problems say. */
  command: string;
  /** Where the credentials come from. */
  note: string;
  /** What cannot be replayed as recorded, and why; empty when nothing. */
  problems: string[];
}

/** Quotes for a POSIX shell: wraps in single quotes, escaping any inside. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Every [key, value] of a body at any depth (bodies are recorded at most 64 levels deep). */
function entriesOf(value: JsonValue | undefined, out: [string, JsonValue][] = []) {
  if (value === null || typeof value !== 'object') return out;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    out.push([String(key), item]);
    entriesOf(item, out);
  }
  return out;
}

/** Why the recorded request cannot be sent again as it is; empty when it can. */
export function replayProblems(event: ApiEvent): string[] {
  const problems: string[] = [];
  const entries = entriesOf(event.body);
  const masked = (key: string) =>
    entries.some(
      ([name, value]) => name === key && typeof value === 'string' && value.includes('*'),
    );
  if (masked('cardNumber')) {
    problems.push(
      'The card number is masked: the trail never keeps a full card number. Put the test card number back in its place (e.g. 4000000000001091).',
    );
  }
  if (masked('cvc')) {
    problems.push(
      'The CVC is masked as ***: put any 3 digits (4 for American Express) in its place.',
    );
  }
  const session = entries.find(
    ([name, value]) =>
      (name === 'sessionHref' || name === 'cvc') &&
      typeof value === 'string' &&
      /\/sessions\//.test(value),
  );
  if (session) {
    problems.push(
      'The Checkout SDK session in it is single-use and this call spent it: create a new session (the card fields do, POST …/sessions/card) and put its href in its place.',
    );
  }
  if (event.url && /\/3ds(DeviceData|Challenges)$/.test(new URL(event.url, 'http://x').pathname)) {
    problems.push(
      'This is an action link of a payment in progress: the payment has moved past it, so the provider refuses it now. Replay the payment from its first call.',
    );
  }
  return problems;
}

export function toCurl(event: ApiEvent, context: CurlContext = {}): CurlCopy | null {
  // A simulated exchange was never sent: a command for it would not do what the trail shows.
  if (event.type !== 'request' || event.simulated) return null;
  // A shared link or an imported HAR can hold any text: only a provider method and a URL
  // re-encoded for code are written (code/provider-request.ts).
  const method = snippetMethod(event.method);
  const url = snippetUrl(event.url);
  if (!method || !url) return null;
  const { demoCredentials } = context;
  const note = demoCredentials
    ? "Built-in sandbox: its demo credentials and test card numbers are public demo values, not secrets; this runs against the demo's own sandbox."
    : 'Set PROVIDER_USERNAME and PROVIDER_PASSWORD to your provider credentials: the browser never has them (the demo server adds them).';
  const problems = replayProblems(event);

  const lines = [`curl -X ${method} ${shellQuote(url)}`];
  lines.push(
    demoCredentials
      ? `  -u ${shellQuote(`${demoCredentials.username}:${demoCredentials.password}`)}`
      : `  -u "$PROVIDER_USERNAME:$PROVIDER_PASSWORD"`,
  );
  for (const { name, value } of providerHeaders(event)) {
    lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (event.body !== undefined)
    lines.push(`  -d ${shellQuote(JSON.stringify(event.body, null, 2))}`);
  const comments = [
    `# ${note}`,
    ...problems.map((problem) => `# Not replayable as recorded: ${problem}`),
  ];
  return { command: [...comments, lines.join(' \\\n')].join('\n'), note, problems };
}
