// Card verification (provider-api.md §5.3 and §9.1): the zero-value check behind Verified
// Tokens and Account Verifications. The issuer's answer comes from the cardholder name
// (`REFUSED`, `REFUSED<code>` → "not verified"); CVC and postcode checks from the scenario table.
import type { Verification } from '@sjd/contracts';
import { cardFacts } from './cards';
import type { SandboxContext } from './context';
import { newSchemeTransactionReference } from './ids';
import { recordSchemeReference } from './scheme-references';
import {
  avsResultFor,
  cvcResultFor,
  isCardExpired,
  issuerResponseFor,
  expiredCardRefusal,
  type CheckResult,
} from './scenarios';

export interface CardToVerify {
  cardNumber: string;
  cardHolderName: string;
  cardExpiryDate: { month: number; year: number };
  cvc?: string;
  postalCode?: string;
  transactionReference?: string;
}

const snake: Record<CheckResult, 'matched' | 'not_matched' | 'not_checked' | 'not_supplied'> = {
  matched: 'matched',
  notMatched: 'not_matched',
  notChecked: 'not_checked',
  notSupplied: 'not_supplied',
};

export async function verifyCard(ctx: SandboxContext, card: CardToVerify): Promise<Verification> {
  const facts = cardFacts(card.cardNumber);
  const avs = avsResultFor(card.postalCode);
  const riskFactors = [
    { type: 'cvc' as const, risk: snake[cvcResultFor(card.cvc)] },
    { type: 'avs' as const, risk: snake[avs.address], detail: 'address' as const },
    { type: 'avs' as const, risk: snake[avs.postcode], detail: 'postcode' as const },
  ];
  const checkedAt = ctx.clock.now().toISOString();
  const reference = card.transactionReference
    ? { transactionReference: card.transactionReference }
    : {};
  const issuer = issuerResponseFor(card.cardHolderName);
  const refusal = isCardExpired(card.cardExpiryDate, ctx.clock.now())
    ? expiredCardRefusal
    : issuer.kind === 'refused'
      ? { code: issuer.code, description: issuer.description }
      : null;
  if (refusal) {
    return {
      outcome: 'not verified',
      ...reference,
      code: refusal.code,
      description: refusal.description,
      checkedAt,
      riskFactors,
      paymentInstrument: {
        type: 'card/plain',
        card: { brand: facts.brand, fundingType: facts.fundingType },
      },
    };
  }
  // A verified card on file may be charged later by the merchant with this reference.
  const schemeTransactionReference = newSchemeTransactionReference();
  await recordSchemeReference(ctx, schemeTransactionReference, card.cardNumber, 'verification');
  return {
    outcome: 'verified',
    ...reference,
    schemeTransactionReference,
    checkedAt,
    riskFactors,
    paymentInstrument: {
      type: 'card/plain',
      card: {
        number: { bin: facts.bin, last4Digits: facts.lastFour },
        issuer: { name: facts.issuerName },
        expiryDate: card.cardExpiryDate,
        brand: facts.brand,
        fundingType: facts.fundingType,
        category: facts.category,
        countryCode: facts.countryCode,
        paymentAccountReference: facts.paymentAccountReference,
      },
    },
  };
}
