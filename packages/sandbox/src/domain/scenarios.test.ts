// The scenario table: every card is a valid test card of its brand, each magic value decides
// what the README says it does, and the module stays importable by the browser (no imports).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectBrand, validateCardNumber } from '@sjd/cards';
import {
  avsResultFor,
  cardScenarios,
  cvcResultFor,
  fraudRiskFor,
  isCardExpired,
  issuerResponseFor,
  payoutAmounts,
  payoutOutcomeFor,
  payoutRejectedAmounts,
  testCards,
  testPayoutAmounts,
  threeDsBehaviourDescriptions,
  threeDsBehaviourFor,
  threeDsBehaviours,
} from './scenarios';

describe('card scenarios', () => {
  it.each(cardScenarios.map((s) => [s.cardNumber, s]))(
    '%s is a valid card of its brand',
    (cardNumber, scenario) => {
      expect(validateCardNumber(cardNumber)).toBeNull();
      expect(detectBrand(cardNumber)).toBe(scenario.brand);
    },
  );

  it('lists each card once and covers every 3DS behaviour', () => {
    expect(new Set(cardScenarios.map((s) => s.cardNumber)).size).toBe(cardScenarios.length);
    expect(new Set(cardScenarios.map((s) => s.threeDS))).toEqual(new Set(threeDsBehaviours));
    expect(Object.keys(threeDsBehaviourDescriptions).sort()).toEqual([...threeDsBehaviours].sort());
  });

  it('4000000000001091 is the challenge card; unknown cards are frictionless', () => {
    expect(threeDsBehaviourFor('4000000000001091')).toBe('challenge');
    expect(threeDsBehaviourFor('4444333322221111')).toBe('frictionless');
  });

  it("the 'Test Cards' popup starts with the spec's Success card and lists valid numbers", () => {
    expect(testCards[0]).toMatchObject({ label: 'Success', cardNumber: '4000000000001091' });
    for (const card of testCards) expect(validateCardNumber(card.cardNumber)).toBeNull();
  });

  it('has no imports at all, so the web app can bundle it', () => {
    const source = readFileSync(new URL('./scenarios.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});

describe('magic values', () => {
  it.each([
    [undefined, { kind: 'authorized' }],
    ['Bob', { kind: 'authorized' }],
    ['AUTHORISED', { kind: 'authorized' }],
    ['REFUSED', { kind: 'refused', code: '5', description: 'REFUSED' }],
    ['REFUSED05', { kind: 'refused', code: '5', description: 'REFUSED' }],
    ['REFUSED34', { kind: 'refused', code: '34', description: 'FRAUD SUSPICION' }],
    ['REFUSED99', { kind: 'refused', code: '99', description: 'REFUSED' }],
    ['fs-review.REFUSED76', { kind: 'refused', code: '76', description: 'CARD BLOCKED' }],
    ['ERROR', { kind: 'error' }],
    ['refused', { kind: 'authorized' }], // magic names are case-sensitive
  ])('cardholder %s → %o', (name, expected) => {
    expect(issuerResponseFor(name)).toEqual(expected);
  });

  it.each([
    ['RENEWAL_REFUSED', 'customer', { kind: 'authorized' }],
    ['RENEWAL_REFUSED', 'merchant', { kind: 'refused', code: '51', description: 'LIMIT EXCEEDED' }],
    [
      'fs-review.RENEWAL_REFUSED',
      'merchant',
      { kind: 'refused', code: '51', description: 'LIMIT EXCEEDED' },
    ],
    ['Ada Lovelace', 'merchant', { kind: 'authorized' }],
    ['REFUSED', 'merchant', { kind: 'refused', code: '5', description: 'REFUSED' }],
  ] as const)('cardholder %s, %s-initiated → %o', (name, initiatedBy, expected) => {
    expect(issuerResponseFor(name, initiatedBy)).toEqual(expected);
  });

  it.each([
    ['fs-highRisk', 'highRisk'],
    ['fs-review', 'review'],
    ['fs-lowRisk', 'lowRisk'],
    ['fs-lowRisk.ex-exemption-lowRisk-authorization', 'lowRisk'],
    ['Ada', 'lowRisk'],
  ])('fraud %s → %s', (name, risk) => expect(fraudRiskFor(name)).toBe(risk));

  it.each([
    [undefined, 'notSupplied'],
    ['555', 'matched'],
    ['6666', 'matched'],
    ['444', 'notMatched'],
    ['4444', 'notMatched'],
    ['111', 'notChecked'],
    ['123', 'matched'],
  ])('CVC %s → %s', (cvc, result) => expect(cvcResultFor(cvc)).toBe(result));

  it.each([
    ['AAAA', 'matched', 'matched'],
    ['CCCC', 'notMatched', 'matched'],
    ['FFFF', 'matched', 'notMatched'],
    ['JJJJ', 'notMatched', 'notMatched'],
    ['EEEE', 'notChecked', 'notChecked'],
    ['HHHH', 'notSupplied', 'notSupplied'],
    ['SW1A 1AA', 'matched', 'matched'],
    [undefined, 'notSupplied', 'notSupplied'],
  ])('postcode %s → address %s, postcode %s', (postalCode, address, postcode) => {
    expect(avsResultFor(postalCode)).toEqual({ address, postcode });
  });

  it('makes every payout outcome the demo routes on reachable', () => {
    const reached = new Set(
      [1000, 310, 320, 330, 340, 350, 360, 370].map(
        (amount) => payoutOutcomeFor('fastAccess', amount, 'Ada').outcome,
      ),
    );
    for (const outcome of [
      'approved',
      'requested',
      'pending',
      'disbursed',
      'requestReceived',
      'refused',
      'error',
    ]) {
      expect(reached).toContain(outcome);
    }
    expect(payoutOutcomeFor('basicDisbursement', 1000, 'Ada')).toEqual({
      outcome: 'requestReceived',
    });
    expect(payoutOutcomeFor('fastAccess', 1000, 'REFUSED62')).toEqual({
      outcome: 'refused',
      refusalCode: '62',
    });
  });

  it("the withdraw screen's popup entries do what their labels say", () => {
    const outcomeOf = (amount: number) =>
      amount in payoutRejectedAmounts
        ? 'rejected request'
        : payoutOutcomeFor('fastAccess', amount, 'Ada').outcome;
    expect(testPayoutAmounts.map((entry) => [entry.label, outcomeOf(entry.amount)])).toEqual([
      ['Approved', 'approved'],
      ['Requested', 'requested'],
      ['Pending', 'pending'],
      ['Pending, then refused', 'pending'],
      ['In review', 'inReview'],
      ['Refused', 'refused'],
      ['Error', 'error'],
      ['Rejected request', 'rejected request'],
    ]);
    // A rejected amount is never also an outcome amount.
    for (const amount of Object.keys(payoutRejectedAmounts)) {
      expect(payoutAmounts).not.toHaveProperty(amount);
    }
  });

  it.each([
    [{ month: 11, year: 2026 }, '2026-11-30T23:59:59Z', false],
    [{ month: 11, year: 2026 }, '2026-12-01T00:00:00Z', true],
    [{ month: 12, year: 2026 }, '2027-01-01T00:00:00Z', true],
  ])('expiry %o at %s expired: %s', (expiry, now, expired) => {
    expect(isCardExpired(expiry, new Date(now))).toBe(expired);
  });
});
