import { apmPaymentRequestSchema } from '@sjd/contracts';
import { describe, expect, it } from 'vitest';
import {
  apmReturnUrl,
  billingCountries,
  localMethodProblem,
  localMethods,
  localPaymentRequest,
  offeredLocalMethods,
} from './local-methods';

describe('offeredLocalMethods (the method per currency and billing country)', () => {
  it.each([
    ['EUR', 'NL', ['ideal', 'sepa', 'klarna_network', 'open_banking']],
    ['EUR', 'BE', ['bancontact', 'sepa', 'klarna_network', 'open_banking']],
    ['EUR', 'DE', ['sepa', 'klarna_network', 'open_banking']],
    ['EUR', 'FI', ['sepa', 'klarna_network', 'open_banking']],
    ['PLN', 'PL', ['blik']],
    ['SEK', 'SE', ['swish']],
    ['BRL', 'BR', ['pix']],
    ['GBP', 'GB', ['klarna_network', 'open_banking']],
    ['USD', 'US', []],
    ['AUD', 'AU', []],
  ])('%s with a billing address in %s: %j', (currency, country, methods) => {
    expect(offeredLocalMethods(currency, country)).toEqual(methods);
  });

  it('never offers a method in a country the provider does not take it from', () => {
    // BLIK is Polish: a PLN basket billed elsewhere does not get it; Bancontact needs BE.
    expect(offeredLocalMethods('PLN', 'DE')).toEqual([]);
    expect(offeredLocalMethods('EUR', 'ES')).not.toContain('bancontact');
    expect(offeredLocalMethods('EUR', 'ES')).not.toContain('ideal');
  });

  it('offers a billing country for each currency the fashion shops sell in', () => {
    for (const currency of ['GBP', 'USD', 'EUR', 'AUD', 'PLN', 'SEK', 'BRL']) {
      expect(billingCountries[currency]?.length, currency).toBeGreaterThan(0);
    }
  });
});

describe('localMethodProblem (bad input before anything is sent)', () => {
  it('refuses an unknown method, a currency the method does not take and a country it does not serve', () => {
    expect(localMethodProblem('alipay', 'EUR', 'NL')).toBe(
      'alipay is not a payment method this shop offers.',
    );
    expect(localMethodProblem('', 'EUR', 'NL')).toBe(
      'That is not a payment method this shop offers.',
    );
    expect(localMethodProblem('blik', 'EUR', 'PL')).toBe('BLIK does not take EUR.');
    expect(localMethodProblem('ideal', 'EUR', 'BE')).toBe(
      'iDEAL is not offered for a billing address in Belgium.',
    );
    expect(localMethodProblem('ideal', 'EUR', 'NL')).toBeNull();
  });
});

describe('localPaymentRequest (POST /apmPayments per method)', () => {
  const origin = 'http://localhost:3000';
  const countryFor = (method: string) =>
    ({ bancontact: 'BE', blik: 'PL', swish: 'SE', pix: 'BR' })[method] ?? 'NL';
  const currencyFor = (method: string) =>
    ({ blik: 'PLN', swish: 'SEK', pix: 'BRL' })[method] ?? 'EUR';

  it.each(localMethods)('%s: a body the APMs contract accepts, back to the site only', (method) => {
    const body = localPaymentRequest({
      method,
      transactionReference: 'SJD-abc-12345678',
      entity: 'default',
      value: { amount: 4999, currency: currencyFor(method) },
      country: countryFor(method),
      origin,
      email: 'shopper@example.com',
    });
    expect(apmPaymentRequestSchema.safeParse(body).error).toBeUndefined();
    expect(body.instruction.method).toBe(method);
    const urls = 'resultUrls' in body.instruction ? body.instruction.resultUrls : undefined;
    for (const url of Object.values(urls ?? {})) {
      expect(new URL(String(url)).origin).toBe(origin);
      expect(String(url)).toContain('ref=SJD-abc-12345678');
    }
  });

  it('names the kind of return and the payment in the return address', () => {
    expect(apmReturnUrl(origin, 'cancel', 'SJD-1')).toBe(
      'http://localhost:3000/apm-return.html?kind=cancel&ref=SJD-1',
    );
  });

  it("sends SEPA the shopper's IBAN without spaces", () => {
    const body = localPaymentRequest({
      method: 'sepa',
      transactionReference: 'SJD-1',
      entity: 'default',
      value: { amount: 100, currency: 'EUR' },
      country: 'NL',
      origin,
      email: 'a@b.co',
      sepa: { iban: 'nl91 abna 0417 1643 00', accountHolderName: 'A Shopper' },
    });
    expect(body.instruction).toMatchObject({
      paymentInstrument: { iban: 'NL91ABNA0417164300', accountHolderName: 'A Shopper' },
    });
  });
});
