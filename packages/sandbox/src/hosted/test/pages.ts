// Helpers for inject tests of the hosted pages: post forms like a browser, read the page's data
// block and its CSP.
import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../../test/harness';

export const shopOrigin = 'http://shop.test';

export interface PageAnswer {
  status: number;
  body: string;
  csp: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export async function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<PageAnswer> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
  return answer(res);
}

export async function getPage(app: FastifyInstance, url: string): Promise<PageAnswer> {
  return answer(await app.inject({ method: 'GET', url }));
}

function answer(res: {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
}): PageAnswer {
  const csp = res.headers['content-security-policy'];
  return {
    status: res.statusCode,
    body: res.body,
    csp: typeof csp === 'string' ? csp : '',
    headers: res.headers,
  };
}

/** The JSON data block the page's script reads. */
export function pageData(body: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="sjd-data">([\s\S]*?)<\/script>/.exec(body);
  if (!match?.[1]) throw new Error('The page has no data block');
  const parsed: unknown = JSON.parse(match[1]);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('Data block is not an object');
  return { ...parsed };
}

/** The value of one CSP directive. */
export function directive(csp: string, name: string): string | undefined {
  return csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

/** The path of a URL on the sandbox's public origin. */
export function sandboxPath(href: string): string {
  const url = new URL(href);
  if (url.origin !== publicUrl) throw new Error(`${href} is not on the sandbox`);
  return url.pathname + url.search;
}

/** Hidden input values of a rendered form, by name. */
export function hiddenFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined) fields[name] = decodeEntities(value);
  }
  return fields;
}

export function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
