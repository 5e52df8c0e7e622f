// Driving APM payments in tests as a shop and its shopper would: create through the API, answer
// on the page the API's `redirect` names (a form post to the sandbox's own page), read the
// query, move the sandbox clock. Every API answer is checked against the contracts (harness.ts).
import type { ApmMethod } from '@sjd/contracts';
import { expect } from 'vitest';
import { apmRequest, type ApmOptions } from './apm-fixtures';
import { stringAt } from './fixtures';
import type { Answer, CallOptions, TestSandbox } from './harness';

export interface PageAnswer {
  status: number;
  body: string;
  /** The return form's target with its fields, when the page sends the shopper back. */
  returnsTo: string | undefined;
  csp: string;
}

/** The URL the page's return form goes to (its action plus its hidden fields). */
export function returnAddressOf(body: string): string | undefined {
  const form = /<form method="get" action="([^"]+)" data-auto-submit>([\s\S]*?)<\/form>/.exec(body);
  if (!form?.[1]) return undefined;
  const url = new URL(form[1].replace(/&amp;/g, '&'));
  for (const field of (form[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
    url.searchParams.set(field[1] ?? '', field[2] ?? '');
  }
  return url.toString();
}

export function apmDriver(sandbox: TestSandbox) {
  const pagePath = (created: Answer) => new URL(stringAt(created.json, 'redirect')).pathname;
  const page = async (
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
  ): Promise<PageAnswer> => {
    const res = await sandbox.app.inject({
      method,
      url,
      ...(form
        ? {
            payload: new URLSearchParams(form).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }
        : {}),
    });
    return {
      status: res.statusCode,
      body: res.body,
      returnsTo: returnAddressOf(res.body),
      csp: String(res.headers['content-security-policy'] ?? ''),
    };
  };
  const self = (created: Answer) => stringAt(created.json, '_links.self.href');
  return {
    pay: (method: ApmMethod, options: ApmOptions = {}, call: CallOptions = {}) =>
      sandbox.call('apmPayment', { body: apmRequest(method, options), ...call }),
    /** The shopper on the page the API sent them to. */
    open: (created: Answer) => page('GET', pagePath(created)),
    answer: (created: Answer, form: Record<string, string>) =>
      page('POST', pagePath(created), form),
    app: (code: string, form?: Record<string, string>) =>
      form
        ? page('POST', '/apm/app', { code, ...form })
        : page('GET', `/apm/app?code=${encodeURIComponent(code)}`),
    query: (created: Answer, call: CallOptions = {}) => sandbox.follow(self(created), 'GET', call),
    lastEvent: async (created: Answer, call: CallOptions = {}) =>
      stringAt((await sandbox.follow(self(created), 'GET', call)).json, 'lastEvent'),
    actions: async (created: Answer) =>
      Object.keys(
        ((await sandbox.follow(self(created), 'GET')).json as { _actions: object })._actions,
      ).sort(),
    /** Follows one of the query's `_actions`, as a merchant must. */
    act: async (created: Answer, name: string, body?: unknown) => {
      const state = await sandbox.follow(self(created), 'GET');
      const href = stringAt(state.json, `_actions.${name}.href`);
      return sandbox.follow(href, 'POST', body === undefined ? {} : { body });
    },
    /** The action's path, followed even when not offered (to see the refusal). */
    force: (created: Answer, path: string, body?: unknown) =>
      sandbox.follow(`${self(created)}/${path}`, 'POST', body === undefined ? {} : { body }),
    clock: async (body: Record<string, unknown>) => {
      const res = await sandbox.app.inject({
        method: 'POST',
        url: '/_sandbox/clock',
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    },
  };
}
