// What the provider's risk factors said about an authorized payment (issue 35, item 5): with the
// CVC check on, a CVC of 444 is authorized with riskFactors [{type: 'cvc', risk: 'notMatched'}],
// which only the response JSON showed, so it looked like a clean success. The trail's
// 'Payment authorized' note and the success panel say it in words. The provider lists only the
// checks that did not match (provider-api.md §2.3).
import type { RiskFactor } from '@sjd/contracts';

const checkNames = { cvc: 'CVC', riskProfile: 'Risk profile' } as const;
const riskWords: Readonly<Record<RiskFactor['risk'], string>> = {
  notMatched: 'did not match',
  notChecked: 'was not checked',
  notSupplied: 'was not supplied',
  verificationFailed: 'failed verification',
};

export function riskFactorText({ type, risk, detail }: RiskFactor): string {
  const check =
    type === 'avs' ? (detail === 'postcode' ? 'Postcode' : 'Address') : checkNames[type];
  return `${check} ${riskWords[risk]}`;
}

/** 'CVC did not match; Postcode was not checked', or null when the provider listed none. */
export function riskSummary(factors: readonly RiskFactor[] | undefined): string | null {
  return factors && factors.length > 0 ? factors.map(riskFactorText).join('; ') : null;
}

/** A check the card failed (not one that was merely not made). */
export function hasFailedCheck(factors: readonly RiskFactor[] | undefined): boolean {
  return (factors ?? []).some((f) => f.risk === 'notMatched' || f.risk === 'verificationFailed');
}
