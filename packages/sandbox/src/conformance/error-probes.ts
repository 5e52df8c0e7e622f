// The documents' error examples, reproduced: for each error envelope a published document shows
// (the committed facts' `publishedErrors`), the bad request that causes it is made from the
// operation's own probe — no credentials, a wrong media type, a wrong verb, a field taken out or
// spoiled, an unknown id, a magic value — and the sandbox's answer must carry the same status,
// errorName, message, headerName and each validation item (errorName, jsonPath, message).
// Errors the sandbox has no cause for (an outage, a feature not enabled) are counted apart.
import type { PublishedErrorFacts } from '@sjd/contracts';
import type { Probe, ProbeRequest } from './probe';
import { sixteenCards } from '../test/fixtures';
import { ConformanceSession, stringAtPath } from './session';

const ConformanceSessionPaths = {
  of: (json: unknown, at: string) => ConformanceSession.pathOf(stringAtPath(json, at)),
};

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface BadRequest extends ProbeRequest {
  method?: string;
  rawBody?: string;
}

/** `$.a.b[0].c` → the keys to walk. */
const pathKeys = (jsonPath: string) =>
  jsonPath
    .replace(/^\$\.?/, '')
    .split(/\.|\[(\d+)\]/)
    .filter((key): key is string => key !== undefined && key !== '');

/** The body with the value at `jsonPath` replaced (or removed with `undefined`). */
function withValueAt(body: Json, jsonPath: string, value: Json): Json {
  const copy = structuredClone(body);
  const keys = pathKeys(jsonPath);
  let node: Json = copy;
  for (const key of keys.slice(0, -1)) {
    if (!isObject(node)) return copy;
    node[key] ??= {};
    node = node[key];
  }
  const last = keys.at(-1);
  if (!isObject(node) || last === undefined) return copy;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** Whether the body has the field's parent (an example copied onto another operation has not). */
function hasParentOf(body: Json, jsonPath: string): boolean {
  let node: Json = body;
  for (const key of pathKeys(jsonPath).slice(0, -1)) {
    if (!isObject(node)) return false;
    node = node[key];
  }
  return isObject(node);
}

/** How a validation item's error is caused in a body; null when the sandbox has no cause. */
function spoil(body: Json, item: { errorName: string; jsonPath?: string }): Json | null {
  const at = item.jsonPath;
  if (!at || !hasParentOf(body, at)) return null;
  switch (item.errorName) {
    case 'fieldIsMissing':
      return withValueAt(body, at, undefined);
    case 'fieldIsNotAllowed':
      return withValueAt(body, at, 'not allowed');
    case 'stringIsTooShort':
      return withValueAt(body, at, '');
    case 'fieldMustBeString':
      return withValueAt(body, at, 42);
    case 'stringFailedRegexCheck':
      return withValueAt(body, at, 'no<>way');
    case 'panFailedLuhnCheck':
      return withValueAt(body, at, '4444333322221112');
    default:
      return null;
  }
}

const unknownId = 'unknownId0sample';

/** The request that causes the example's error, or null when there is no cause for it here. */
export async function badRequestFor(
  s: ConformanceSession,
  probe: Probe,
  error: PublishedErrorFacts,
  takesBody: boolean,
): Promise<BadRequest | null> {
  const own = await probe.own(s);
  const lastParam = /\/[^/?]+(\?.*)?$/;
  // A request without a body has no media type or field to get wrong: an example copied onto a
  // GET (Card Payments' events) or a body-less action has no cause there.
  const aboutTheBody = [
    'headerHasInvalidValue',
    'headerIsMissing',
    'bodyDoesNotMatchSchema',
    'bodyIsNotJson',
  ];
  if (!takesBody && aboutTheBody.includes(error.errorName) && !/accept/i.test(error.message)) {
    return null;
  }
  switch (error.errorName) {
    case 'accessDenied':
    case 'unAuthorized':
    case 'unauthorized':
      // A 403 accessDenied is an account not enabled for the feature: no cause here.
      return error.status === 401
        ? { ...own, headers: { ...own.headers, authorization: undefined } }
        : null;
    case 'headerHasInvalidValue':
      if (/does not match/i.test(error.message)) return null;
      if (
        /accept/i.test(`${error.headerName ?? ''} ${error.message}`) &&
        !/content/i.test(error.message)
      )
        return { ...own, headers: { ...own.headers, accept: 'text/plain' } };
      return /content|header with an invalid/i.test(`${error.headerName ?? ''} ${error.message}`)
        ? { ...own, headers: { ...own.headers, 'content-type': 'text/plain' } }
        : null;
    case 'headerIsMissing':
      return error.headerName === 'Content-Type'
        ? { ...own, body: own.body ?? {}, headers: { ...own.headers, 'content-type': undefined } }
        : null;
    case 'methodNotAllowed':
      // Every verb of a token's own link is served: an attribute's link takes only PUT.
      if (error.path === '/tokens/{tokenId}') {
        const token = await s.token();
        return {
          path: ConformanceSessionPaths.of(
            token.json,
            '_embedded.token._links.tokens:description.href',
          ),
          method: error.method,
        };
      }
      return { ...own, method: error.method === 'GET' ? 'DELETE' : 'GET', body: undefined };
    case 'bodyIsNotJson':
      return { ...own, body: undefined, rawBody: '{"transactionReference":' };
    case 'endpointNotFound':
      return { ...own, path: `${own.path.split('?')[0] ?? ''}X` };
    case 'resourceNotFound':
    case 'paymentNotFound':
      return lastParam.test(own.path) && error.path.includes('{')
        ? { ...own, path: own.path.replace(lastParam, `/${unknownId}`) }
        : null;
    case 'bodyDoesNotMatchSchema': {
      let body: Json = own.body;
      for (const item of error.validationErrors ?? []) {
        const spoiled = spoil(body, item);
        if (spoiled === null) return null;
        body = spoiled;
      }
      return error.validationErrors?.length ? { ...own, body } : null;
    }
    default:
      return await causeFor(s, own, error);
  }
}

/** The scenario values and states that cause the rest of the documented errors. */
async function causeFor(
  s: ConformanceSession,
  own: ProbeRequest,
  error: PublishedErrorFacts,
): Promise<BadRequest | null> {
  const key = `${error.status} ${error.errorName} ${error.method} ${error.path}`;
  const yearsAgo = (years: number) =>
    new Date(Date.now() - years * 366 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
  const range = `startDate=${yearsAgo(0.01)}&endDate=${yearsAgo(0)}`;
  switch (key) {
    case '422 fieldHasInvalidValue POST /payouts/fastAccess':
    case '422 fieldHasInvalidValue POST /payouts/basicDisbursement':
      // The scenario table's amount for an entity without payouts (380).
      return { ...own, body: withValueAt(own.body, '$.instruction.value.amount', 380) };
    case '422 unrecognizedCardBrand POST /tokens':
      return {
        ...own,
        body: withValueAt(own.body, '$.paymentInstrument.cardNumber', '9999999999999995'),
      };
    case '403 tooManyTokensForNamespace POST /tokens': {
      const namespace = `full-${Math.random().toString(36).slice(2)}`;
      for (const cardNumber of sixteenCards) {
        const card = withValueAt(own.body, '$.paymentInstrument.cardNumber', cardNumber);
        await s.send('POST', '/tokens', withValueAt(card, '$.namespace', namespace));
      }
      const body = withValueAt(own.body, '$.paymentInstrument.cardNumber', '4917610000000000');
      return { ...own, body: withValueAt(body, '$.namespace', namespace) };
    }
    case '429 maximumUpdatesExceeded PUT /tokens/{tokenId}':
      for (let i = 0; i < 50; i += 1) await s.send('PUT', own.path, `update ${i}`);
      return own;
    case '404 resourceNotFound POST /tokens/network':
      return {
        ...own,
        body: withValueAt(own.body, '$.paymentInstrument', {
          type: 'card/tokenized',
          href: `${s.publicUrl}/tokens/${unknownId}`,
        }),
      };
    case '404 resourceNotFound GET /payouts/query':
      return { ...own, path: `/payouts/query?transactionReference=${unknownId}&entity=default` };
    case '400 urlContainsInvalidValue GET /payouts/query':
      return { ...own, path: '/payouts/query?entity=default' };
    case '400 invalidPageSize GET /paymentQueries/payments':
      return { ...own, path: `/paymentQueries/payments?${range}&pageSize=0` };
    case '400 startDateTooOld GET /paymentQueries/payments':
      return {
        ...own,
        path: `/paymentQueries/payments?startDate=${yearsAgo(2)}&endDate=${yearsAgo(0)}`,
      };
    case '400 invalidLast4Digits GET /paymentQueries/payments':
      return { ...own, path: `/paymentQueries/payments?${range}&last4Digits=12a` };
    case '400 invalidRequest POST /payment_pages':
      return { ...own, body: withValueAt(own.body, '$.narrative', undefined) };
    default:
      return null;
  }
}

/** What differs between the answer and the documented envelope ([] when it matches). */
export function envelopeDifferences(
  error: PublishedErrorFacts,
  status: number,
  json: Json,
): string[] {
  const problems: string[] = [];
  if (status !== error.status) problems.push(`status ${status}, documented ${error.status}`);
  if (!isObject(json)) return [...problems, 'no JSON envelope'];
  for (const key of ['errorName', 'message', 'headerName'] as const) {
    const documented = error[key];
    if (documented !== undefined && json[key] !== documented) {
      problems.push(
        `${key} ${JSON.stringify(json[key])}, documented ${JSON.stringify(documented)}`,
      );
    }
  }
  const items = Array.isArray(json.validationErrors) ? json.validationErrors.filter(isObject) : [];
  for (const item of error.validationErrors ?? []) {
    const found = items.find(
      (i) =>
        i.errorName === item.errorName &&
        (item.jsonPath === undefined || i.jsonPath === item.jsonPath),
    );
    if (!found) problems.push(`no ${item.errorName} at ${item.jsonPath ?? '(query)'}`);
    else if (found.message !== item.message) {
      problems.push(
        `${item.errorName} at ${item.jsonPath}: ${JSON.stringify(found.message)}, documented ${JSON.stringify(item.message)}`,
      );
    }
  }
  return problems;
}
