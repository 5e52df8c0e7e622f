// Bad input to the hosted pages never gets a 5xx (issue 19 "Bad input"): fast-check properties,
// through `inject`, post generated forms, JSON and raw bodies with generated content types to
// the card-field frames, the DDC and challenge pages and every route of the hosted payment page
// (with a real page id, an unknown one and hostile ones). The pages answer in HTML or their own
// JSON, so the property is only "a 2xx, 3xx or 4xx". Replay: FUZZ_SEED / FUZZ_PATH
// (test/arbitraries.ts).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengePath, ddcPath } from '../domain/three-ds';
import { hostedPagePath } from '../domain/hosted-pages';
import {
  fuzzParameters,
  fuzzTestTimeoutMs,
  headerValueArb,
  idSegmentArb,
  jsonArb,
  rarely,
  rawBodyArb,
  seedOf,
} from '../test/arbitraries';
import { stringAt } from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';
import { validBodies } from '../test/valid-bodies';
import { controllerFramePath, fieldFramePath } from './shared/checkout-config';
import { challengeAnswerPath } from './three-ds/challenge-page';

let sandbox: TestSandbox;
let pageId = '';

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const page = await sandbox.call('createPaymentPage', {
    body: validBodies.createPaymentPage?.(),
  });
  pageId = stringAt(page.json, 'url').split('/').at(-1) ?? '';
});
afterAll(() => sandbox.close());

const pageIdArb = fc.oneof(
  fc.constant(null).map(() => pageId),
  fc.constant('unknownPage'),
  idSegmentArb,
);
const attemptArb = fc.oneof(fc.constant('attempt'), idSegmentArb);

/** Every hosted route, with its method, and generated ids where it takes them. */
const routeArb = fc.oneof(
  fc.constantFrom(
    { method: 'GET', path: fieldFramePath } as const,
    { method: 'GET', path: controllerFramePath } as const,
    { method: 'POST', path: ddcPath } as const,
    { method: 'POST', path: challengePath } as const,
    { method: 'POST', path: challengeAnswerPath } as const,
  ),
  pageIdArb.map((id) => ({ method: 'GET', path: `${hostedPagePath}/${id}` }) as const),
  fc
    .tuple(pageIdArb, fc.constantFrom('payments', 'cancel', 'challenge-return'))
    .map(([id, step]) => ({ method: 'POST', path: `${hostedPagePath}/${id}/${step}` }) as const),
  fc
    .tuple(pageIdArb, attemptArb, fc.constantFrom('device-data', 'challenge'))
    .map(
      ([id, attempt, step]) =>
        ({ method: 'POST', path: `${hostedPagePath}/${id}/payments/${attempt}/${step}` }) as const,
    ),
  idSegmentArb.map((name) => ({ method: 'GET', path: `/static/js/${name}` }) as const),
);

/** A form body with the fields the pages read (JWT, MD, Bin, TransactionId...) and others. */
const formArb = fc
  .dictionary(
    fc.constantFrom('JWT', 'MD', 'Bin', 'TransactionId', 'passcode', 'answer', 'x'),
    headerValueArb,
    { maxKeys: 4 },
  )
  .map((fields) => new URLSearchParams(fields).toString());

const requestArb = fc.record({
  route: routeArb,
  otherMethod: rarely(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE')),
  query: fc.option(
    fc.dictionary(fc.constantFrom('config', 'parent', 'customisation', 'x'), headerValueArb, {
      maxKeys: 2,
    }),
  ),
  configJson: fc.option(jsonArb),
  contentType: fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/json',
    'text/plain',
    'multipart/form-data; boundary=x',
    undefined,
  ),
  body: fc.oneof(
    formArb,
    rawBodyArb(() => ({ cardNumber: '4444333322221111', cvc: '123' })),
  ),
});

describe('generated requests to the hosted pages', () => {
  it(
    'never get a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(requestArb, async (request) => {
          const method = request.otherMethod ?? request.route.method;
          const query = { ...request.query };
          if (request.configJson !== null) query.config = JSON.stringify(request.configJson);
          const res = await sandbox.app.inject({
            method,
            url: request.route.path,
            query,
            headers: request.contentType ? { 'content-type': request.contentType } : {},
            ...(method === 'GET' ? {} : { payload: request.body }),
          });
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
        }),
        fuzzParameters(seedOf('hosted pages'), 400),
      );
    },
    fuzzTestTimeoutMs,
  );
});
