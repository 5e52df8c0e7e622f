// `POST /apmPayments` and the APMs API's conventions through `inject` (issue 45): each method's
// 201 (a page to go to, or Pix's and Swish's QR code, which a real QR decoder reads back as the
// code returned), the headers, and bad input in the provider's envelope with its jsonPath.
import { PNG } from 'pngjs';
import { decodeQR } from 'qr/decode.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apmMethodFacts, apmMethods, type ApmMethod } from '@sjd/contracts';
import { apmRequest, shopOrigin } from '../test/apm-fixtures';
import { apmDriver } from '../test/apm-harness';
import { stringAt } from '../test/fixtures';
import { publicUrl, startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
let apm: ReturnType<typeof apmDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ appOrigins: [shopOrigin] });
  apm = apmDriver(sandbox);
});
afterAll(() => sandbox.close());

const qrText = (base64: string) => {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return decodeQR({ width: png.width, height: png.height, data: png.data });
};
const firstError = (json: unknown) =>
  (json as { validationErrors: { errorName: string; jsonPath: string; message: string }[] })
    .validationErrors[0];

describe('POST /apmPayments', () => {
  it.each(apmMethods.filter((m) => apmMethodFacts[m].flow !== 'qr'))(
    '%s: 201 pending, no actions, and a page on the sandbox to send the shopper to',
    async (method) => {
      const res = await apm.pay(method);
      expect(res.status).toBe(201);
      expect(res.json).toEqual({
        paymentId: expect.stringMatching(/^[\w-]{32}$/),
        lastEvent: 'pending',
        _links: { self: { href: expect.stringMatching(`^${publicUrl}/apmPayments/`) } },
        _actions: {},
        redirect: expect.stringMatching(`^${publicUrl}/apm/pay/[\\w-]+$`),
        paymentInstrument: { method, type: 'direct' },
        commandId: expect.stringMatching(/^cmd/),
      });
      expect((await apm.query(res)).json).toEqual({
        paymentId: stringAt(res.json, 'paymentId'),
        lastEvent: 'pending',
        _links: { self: { href: stringAt(res.json, '_links.self.href') } },
        _actions: {},
      });
    },
  );

  it('Pix: a BR Code to copy and the same code as a QR PNG', async () => {
    const res = await apm.pay('pix', { amount: 1234 });
    const code = stringAt(res.json, 'transactionCode');
    expect(code).toMatch(
      /^000201010212.*br\.gov\.bcb\.pix.*5303986540512\.345802BR.*6304[0-9A-F]{4}$/,
    );
    expect(stringAt(res.json, 'redirect')).toMatch(/^iVBORw0KGgo/);
    expect(qrText(stringAt(res.json, 'redirect'))).toBe(code);
  });

  it('Swish: a QR code of the app URL with its token; with a phone number, no QR code', async () => {
    const res = await apm.pay('swish');
    const token = stringAt(res.json, 'transactionCode');
    expect(token).toMatch(/^[0-9A-F]{32}$/);
    expect(qrText(stringAt(res.json, 'redirect'))).toBe(`swish://paymentrequest?token=${token}`);
    const phone = await apm.pay('swish', { instruction: { customer: { phone: '46761985401' } } });
    expect(phone.json).toMatchObject({ redirect: '', transactionCode: expect.any(String) });
  });

  it('PayPal without return addresses is the Smart Button flow: confirmPayment offered', async () => {
    const res = await apm.pay('paypal', { instruction: { resultUrls: undefined } });
    expect(res.json).toMatchObject({
      paymentInstrument: { method: 'paypal', type: 'sdk', sdkReference: expect.any(String) },
      _actions: {
        confirmPayment: { href: expect.stringMatching(/\/confirmations$/), method: 'POST' },
      },
    });
  });

  it('refuses a transaction reference used before, with the API own error', async () => {
    const body = apmRequest('ideal');
    expect((await sandbox.call('apmPayment', { body })).status).toBe(201);
    const again = await sandbox.call('apmPayment', { body });
    expect(again).toMatchObject({
      status: 400,
      json: { errorName: 'transactionReferenceIsADuplicate' },
    });
  });
});

describe('bad input', () => {
  it('an unknown method, or one the sandbox does not simulate', async () => {
    for (const method of ['cash', 'alipay_cn']) {
      const res = await sandbox.call('apmPayment', {
        body: apmRequest('ideal', { instruction: { method } }),
      });
      expect(res.status).toBe(400);
      expect(firstError(res.json)).toMatchObject({
        errorName: 'fieldHasInvalidValue',
        jsonPath: '$.instruction.method',
      });
    }
  });

  const otherCurrency: Record<ApmMethod, string> = {
    ideal: 'GBP',
    bancontact: 'USD',
    trustly: 'PLN',
    open_banking: 'SEK',
    paypal: 'BRX',
    pix: 'EUR',
    swish: 'NOK',
    blik: 'EUR',
    sepa: 'GBP',
    klarna_network: 'USD',
    klarna: 'JPY',
  };
  it.each(apmMethods)('%s: a currency the method does not take', async (method) => {
    const amount = { amount: 2500, currency: otherCurrency[method] };
    const res = await apm.pay(method, { instruction: { value: amount } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ errorName: 'bodyDoesNotMatchSchema' });
    expect(firstError(res.json)).toMatchObject({
      errorName: 'fieldHasInvalidValue',
      jsonPath: '$.instruction.value.currency',
      message: expect.stringContaining(apmMethodFacts[method].label),
    });
  });

  // One field each method's schema requires (the spec's `required` lists).
  const required: Record<ApmMethod, string> = {
    ideal: 'resultUrls',
    bancontact: 'customer',
    trustly: 'narrative',
    open_banking: 'customer',
    paypal: 'paymentInstrument',
    pix: 'narrative',
    swish: 'paymentInstrument',
    blik: 'termsAccepted',
    sepa: 'customerAgreement',
    klarna_network: 'resultUrls',
    klarna: 'order',
  };
  it.each(apmMethods)('%s: a missing required field', async (method) => {
    const field = required[method];
    const res = await apm.pay(method, { instruction: { [field]: undefined } });
    expect(res.status).toBe(400);
    expect(firstError(res.json)).toMatchObject({
      errorName: 'fieldIsMissing',
      jsonPath: `$.instruction.${field}`,
    });
  });

  it.each([
    [
      'a country the method is not offered in',
      'bancontact',
      { paymentInstrument: { type: 'direct', country: 'NL' } },
      '$.instruction.paymentInstrument.country',
    ],
    [
      'a return address on another origin',
      'ideal',
      {
        resultUrls: {
          success: 'https://evil.test/ok',
          failure: `${shopOrigin}/f`,
          cancel: `${shopOrigin}/c`,
        },
      },
      '$.instruction.resultUrls.success',
    ],
    [
      'a return address that is not http(s)',
      'blik',
      {
        resultUrls: {
          success: 'javascript:alert(1)',
          pending: `${shopOrigin}/p`,
          cancel: `${shopOrigin}/c`,
        },
      },
      '$.instruction.resultUrls.success',
    ],
    [
      'an IBAN whose check digits are wrong',
      'sepa',
      {
        paymentInstrument: {
          type: 'direct',
          iban: 'DE00370400440532013000',
          accountHolderName: 'A',
          billingAddress: {
            address1: 'a',
            postalCode: 'p',
            city: 'c',
            state: 's',
            countryCode: 'DE',
          },
        },
      },
      '$.instruction.paymentInstrument.iban',
    ],
    [
      'a CPF of the wrong length',
      'pix',
      {
        customer: {
          firstName: 'A',
          lastName: 'B',
          identityDocuments: { reference: '123', type: 'CPF' },
        },
      },
      '$.instruction.customer.identityDocuments.reference',
    ],
    [
      'a type other than direct',
      'trustly',
      { paymentInstrument: { type: 'checkout', country: 'IT' } },
      '$.instruction.paymentInstrument.type',
    ],
  ] as const)('%s', async (_name, method, instruction, jsonPath) => {
    const res = await apm.pay(method, { instruction });
    expect(res.status).toBe(400);
    expect(firstError(res.json)).toMatchObject({ errorName: 'fieldHasInvalidValue', jsonPath });
  });

  it('nothing is kept from a refused request: its reference can be used again', async () => {
    const body = apmRequest('ideal', { instruction: { value: { amount: 10, currency: 'GBP' } } });
    expect((await sandbox.call('apmPayment', { body })).status).toBe(400);
    const fixed = { ...body, instruction: apmRequest('ideal').instruction };
    expect((await sandbox.call('apmPayment', { body: fixed })).status).toBe(201);
  });
});

describe('headers and lookups', () => {
  it('requires WP-Api-Version 2024-07-01 on the payment and its query', async () => {
    const missing = await sandbox.call('apmPayment', {
      body: apmRequest('ideal'),
      headers: { 'wp-api-version': undefined },
    });
    expect(missing).toMatchObject({
      status: 406,
      json: { errorName: 'headerIsMissing', headerName: 'WP-Api-Version' },
    });
    const wrong = await sandbox.call('queryApmPayment', {
      params: { paymentId: 'x' },
      headers: { 'wp-api-version': '2024-06-01' },
    });
    expect(wrong).toMatchObject({ status: 406, json: { errorName: 'headerHasInvalidValue' } });
    const type = await sandbox.call('apmPayment', {
      body: apmRequest('ideal'),
      headers: { 'content-type': 'text/plain' },
    });
    expect(type).toMatchObject({ status: 415, json: { headerName: 'Content-Type' } });
  });

  it('a settlement does not need the version header (the spec declares none)', async () => {
    const res = await sandbox.call('settleApmPayment', {
      params: { paymentId: 'unknownPayment' },
      headers: { 'wp-api-version': undefined, 'content-type': undefined },
    });
    expect(res).toMatchObject({ status: 404, json: { errorName: 'paymentNotFound' } });
  });

  it('an unknown payment is 404 paymentNotFound', async () => {
    const res = await sandbox.call('queryApmPayment', { params: { paymentId: 'nope' } });
    expect(res).toMatchObject({
      status: 404,
      json: { errorName: 'paymentNotFound', message: 'Payment resource not found.' },
    });
  });

  it('GET /apmPayments/status answers OK as plain text, with the credentials', async () => {
    const res = await sandbox.call('apmServiceStatus', { headers: { accept: 'text/plain' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.raw).toMatch(/^OK - \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/);
    const anonymous = await sandbox.call('apmServiceStatus', {
      headers: { authorization: undefined },
    });
    expect(anonymous.status).toBe(401);
  });
});
