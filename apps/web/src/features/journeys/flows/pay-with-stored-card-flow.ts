// Pay with a saved card (spec §4 "Buy Now", "Card check", "Add funds"; ARCHITECTURE §3
// `payWithStoredCard`): the basket's selected token (or gambling's top-up card), with the card
// check's security code when the CVC check is on — typed (Direct) or as a CVC session of the
// Checkout SDK. Card on file: 'first' for the card's first payment, 'subsequent' after.
// - Modular: optional FraudSight → optional 3DS on the token → Card Payments with card/token
//   (+ cvc), or card/checkout (tokenHref + cvcHref) when the CVC is a session;
// - Orchestrated: the Payments API with a token instrument (+ cvc or cvcSessionHref).
import type { CardPaymentInstrument, PaymentsApiInstrument } from '@sjd/contracts';
import type { Journey } from '../journey';
import { newTransactionReference } from '../../../lib/ids';
import { runModularPayment } from '../steps/modular-payment';
import { runOrchestratedPayment } from '../steps/orchestrated-payment';
import { chargedValue, finishPayment } from '../end-journey';
import type {
  CustomerAgreement,
  PaymentPurpose,
  SecurityCode,
  StoredCardPaymentRequest,
} from '../types';
import { selectSavedToken } from '../slices/tokens-slice';

export const buyNowTrigger = 'Buy Now';

/** The terminal names a stored-card payment after what the shopper pressed (spec §2, §4). */
const storedCardTriggers: Partial<Record<PaymentPurpose, string>> = {
  // Gambling's 'Add funds' pays the top-up with the selected saved card.
  addFunds: 'Add funds',
};

export function storedCardTrigger(request: StoredCardPaymentRequest): string {
  return storedCardTriggers[request.charge.purpose] ?? buyNowTrigger;
}

export async function payWithStoredCard(
  journey: Journey,
  request: StoredCardPaymentRequest,
): Promise<void> {
  const { purpose } = request.charge;
  const value = chargedValue(journey, request.charge);
  if (!value) return;
  const token = selectSavedToken(journey.api.getState(), request.tokenId);
  if (!token) {
    return finishPayment(
      journey,
      { kind: 'error', error: 'The saved card is no longer there.' },
      { purpose },
    );
  }
  const href = token.tokenPaymentInstrument.href;
  const common = {
    value,
    transactionReference: newTransactionReference(),
    browser: request.browser,
    customerAgreement: {
      type: 'cardOnFile',
      storedCardUsage: token.subsequentPayment ? 'subsequent' : 'first',
    } satisfies CustomerAgreement,
  };

  if (journey.settings.integrationType === 'Orchestrated') {
    const { result } = await runOrchestratedPayment(journey, {
      ...common,
      instrument: orchestratedInstrument(href, request.securityCode),
      createToken: false,
    });
    return finishPayment(journey, result, { purpose, usedTokenId: token.tokenId });
  }

  const result = await runModularPayment(journey, {
    ...common,
    verificationInstrument: { type: 'card/tokenized', href },
    paymentInstrument: modularInstrument(href, request.securityCode),
    challengePreference: 'noPreference',
  });
  finishPayment(journey, result, { purpose, usedTokenId: token.tokenId });
}

/** Card Payments: a typed CVC rides with the token; a CVC session needs card/checkout. */
function modularInstrument(href: string, code: SecurityCode | undefined): CardPaymentInstrument {
  if (code && 'cvcSessionHref' in code) {
    return { type: 'card/checkout', tokenHref: href, cvcHref: code.cvcSessionHref };
  }
  return { type: 'card/token', href, ...(code?.cvc ? { cvc: code.cvc } : {}) };
}

/** Payments API: `cvc` or `cvcSessionHref`, never both (provider-api.md §2.2). */
function orchestratedInstrument(
  href: string,
  code: SecurityCode | undefined,
): PaymentsApiInstrument {
  if (code && 'cvcSessionHref' in code) {
    return { type: 'token', href, cvcSessionHref: code.cvcSessionHref };
  }
  return { type: 'token', href, ...(code?.cvc ? { cvc: code.cvc } : {}) };
}
