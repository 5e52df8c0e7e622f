// The test scenarios page is written from the scenario table: every magic value is on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardScenarios,
  eventScenarios,
  followUpReferences,
  delegatePaymentScenarios,
  hostedPaymentNames,
  magicNames,
  payoutAmounts,
  postcodeValues,
  refusalCodes,
} from '../domain/scenarios';
import { startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
let body = '';
beforeAll(async () => {
  sandbox = await startTestSandbox();
  const res = await sandbox.app.inject({ method: 'GET', url: '/docs/test-scenarios' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  body = res.body;
});
afterAll(() => sandbox.close());

describe('GET /docs/test-scenarios', () => {
  it('lists every 3DS test card', () => {
    for (const { cardNumber } of cardScenarios)
      expect(body).toContain(`<code>${cardNumber}</code>`);
  });

  it('lists the refusal codes, postcodes, payout amounts and HPP names', () => {
    for (const [code, text] of Object.entries(refusalCodes)) {
      expect(body).toContain(`<code>${code}</code>`);
      expect(body).toContain(text.replace(/,/g, ','));
    }
    for (const postcode of Object.keys(postcodeValues))
      expect(body).toContain(`<code>${postcode}</code>`);
    expect(Object.keys(payoutAmounts)).toContain('330');
    expect(body).toContain('<code>£3.80</code>');
    expect(body).toContain('HTTP 422 fieldHasInvalidValue at $.merchant.entity: no payout');
    expect(body).toContain('<code>£3.30</code>');
    for (const name of Object.values(hostedPaymentNames)) expect(body).toContain(name);
  });

  it('lists the renewal refusal and the scheme reference rule of merchant-initiated payments', () => {
    expect(body).toContain(`<code>${magicNames.renewalRefused}</code>`);
    expect(body).toContain('<code>customerAgreement.schemeReference</code>');
  });

  it('lists the settlement and refund failure references, marked simulator-only', () => {
    for (const reference of Object.values(followUpReferences)) {
      expect(body).toContain(`<code>${reference}</code>`);
    }
    expect(body).toContain('Settlement and refund failures (simulator-only)');
    expect(body).toMatch(/<strong>Simulator-only\.<\/strong> The provider's try environment/);
  });

  it('lists the scenario triggers of the events, marked simulator-only', () => {
    expect(body).toContain('Scenario triggers and events (simulator-only)');
    for (const scenario of eventScenarios) {
      expect(body).toContain(`${scenario.label} (<code>${scenario.name}</code>)`);
      expect(body).toContain(scenario.outcome);
    }
  });

  it('groups the sections by API, with a table of contents', () => {
    for (const id of [
      'three-ds',
      'issuer',
      'recurring',
      'fraud',
      'checks',
      'follow-up',
      'payouts',
      'hpp',
      'checkout',
    ]) {
      expect(body).toContain(`<a href="#${id}">`);
      expect(body).toContain(`<section id="${id}"`);
    }
  });

  it('lists the agentic commerce delegate payment outcomes (issue 34, item 11)', () => {
    expect(body).toContain('Agentic commerce (delegate payment)');
    expect(delegatePaymentScenarios.length).toBeGreaterThan(5);
    for (const row of delegatePaymentScenarios) {
      const text = row.answer.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
      expect(body).toContain(text.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    }
  });
});
