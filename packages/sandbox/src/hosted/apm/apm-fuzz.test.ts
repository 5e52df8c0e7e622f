// Bad input to the local-method pages never gets a 5xx and never records an answer it should not
// (issue 45 "Bad input"): fast-check properties, through `inject`, send generated forms, JSON and
// raw bodies with generated content types to the bank / code / mandate page, the Pix / Swish app
// page and its polling route, with real page ids and codes, unknown ones and hostile ones.
// Replay: FUZZ_SEED / FUZZ_PATH (test/arbitraries.ts).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apmPagePath } from '../../domain/apm-views';
import { shopOrigin } from '../../test/apm-fixtures';
import { apmDriver } from '../../test/apm-harness';
import {
  fuzzParameters,
  fuzzTestTimeoutMs,
  headerValueArb,
  idSegmentArb,
  rarely,
  rawBodyArb,
  seedOf,
} from '../../test/arbitraries';
import { stringAt } from '../../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../../test/harness';
import { apmAppPath, apmAppStatusPath } from './apm-app-page';

let sandbox: TestSandbox;
let pageId = '';
let code = '';

beforeAll(async () => {
  sandbox = await startTestSandbox({ appOrigins: [shopOrigin] });
  const apm = apmDriver(sandbox);
  pageId =
    new URL(stringAt((await apm.pay('blik')).json, 'redirect')).pathname.split('/').at(-1) ?? '';
  code = stringAt((await apm.pay('pix')).json, 'transactionCode');
});
afterAll(() => sandbox.close());

const pageIdArb = fc.oneof(
  fc.constant(null).map(() => pageId),
  fc.constant('unknown'),
  idSegmentArb,
);
const codeArb = fc.oneof(
  fc.constant(null).map(() => code),
  headerValueArb,
);

const routeArb = fc.oneof(
  pageIdArb.map((id) => ({ method: 'GET', path: `${apmPagePath}/${id}`, query: {} }) as const),
  pageIdArb.map((id) => ({ method: 'POST', path: `${apmPagePath}/${id}`, query: {} }) as const),
  codeArb.map((c) => ({ method: 'GET', path: apmAppPath, query: { code: c } }) as const),
  fc.constant({ method: 'POST', path: apmAppPath, query: {} } as const),
  codeArb.map((c) => ({ method: 'GET', path: apmAppStatusPath, query: { code: c } }) as const),
);

/** A form with the fields the pages read (action, bank, code) and others. */
const formArb = fc
  .dictionary(
    fc.constantFrom('action', 'bank', 'code', 'x'),
    fc.oneof(fc.constantFrom('approve', 'decline', 'cancel', '123456', '000000'), headerValueArb),
    { maxKeys: 4 },
  )
  .map((fields) => new URLSearchParams(fields).toString());

const requestArb = fc.record({
  route: routeArb,
  otherMethod: rarely(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE')),
  contentType: fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/json',
    'text/plain',
    undefined,
  ),
  body: fc.oneof(
    formArb,
    rawBodyArb(() => ({ action: 'approve', code: '123456' })),
  ),
});

describe('generated requests to the local-method pages', () => {
  it(
    'never get a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(requestArb, async (request) => {
          const method = request.otherMethod ?? request.route.method;
          const res = await sandbox.app.inject({
            method,
            url: request.route.path,
            query: request.route.query,
            headers: request.contentType ? { 'content-type': request.contentType } : {},
            ...(method === 'GET' ? {} : { payload: request.body }),
          });
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
        }),
        fuzzParameters(seedOf('apm pages'), 300),
      );
    },
    fuzzTestTimeoutMs,
  );
});
