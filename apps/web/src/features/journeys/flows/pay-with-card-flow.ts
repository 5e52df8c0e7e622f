// Pay with a new card (spec §4 "Card payment flow", §7; ARCHITECTURE §3 `payWithCard`): the
// checkout form's card, typed (Direct) or as a Checkout SDK session, in the integration the
// settings chose.
// - Modular: a card that is being saved or came from the hosted fields becomes a verified token
//   first (a checkout session is single-use and only Verified Tokens takes one); then optional
//   FraudSight → optional 3DS → Card Payments. A one-off SDK payment's token is deleted after.
// - Orchestrated: one Payments API payment (tokenCreation when saving), following its actions.
// A saved card is card on file, or the first payment of a subscription (digital): then the
// payment's scheme reference is stored on the token, for the renewals the merchant takes later
// (pay-recurring-flow.ts).
import type { BillingAddress, Token, Value } from '@sjd/contracts';
import type { Journey } from '../journey';
import { newTransactionReference } from '../../../lib/ids';
import { ProviderCallError } from '../../../lib/provider-types';
import {
  createVerifiedToken,
  deleteTokenQuietly,
  saveSchemeReference,
  saveTokenFromPayment,
} from '../steps/token-steps';
import { runModularPayment, type ModularPaymentPlan } from '../steps/modular-payment';
import { runOrchestratedPayment } from '../steps/orchestrated-payment';
import { failureEvents } from '../../event-log';
import { chargedValue, finishPayment, type PaymentResult } from '../end-journey';
import type { CardEntry, CardPaymentRequest, CustomerAgreement } from '../types';
import { selectSavedToken } from '../slices/tokens-slice';

export const payWithCardTrigger = 'Pay with card';
export const subscribeTrigger = 'Subscribe';

/** The terminal trigger of a card payment: a subscription's first payment is 'Subscribe'. */
export function cardPaymentTrigger(request: CardPaymentRequest): string {
  return request.agreement === 'subscription' ? subscribeTrigger : payWithCardTrigger;
}

/** The customer agreement of a payment that keeps the card (spec §7). */
function keptCardAgreement(
  request: CardPaymentRequest,
  saved: { subsequentPayment: boolean } | undefined,
): CustomerAgreement {
  if (request.agreement === 'subscription')
    return { type: 'subscription', storedCardUsage: 'first' };
  return { type: 'cardOnFile', storedCardUsage: saved?.subsequentPayment ? 'subsequent' : 'first' };
}

/** What the payment sends whatever the integration: the amount, its reference, the browser. */
interface PaymentBasics {
  value: Value;
  transactionReference: string;
  browser: CardPaymentRequest['browser'];
}

export async function payWithCard(journey: Journey, request: CardPaymentRequest): Promise<void> {
  const value = chargedValue(journey, request.charge);
  if (!value) return;
  const basics = {
    value,
    transactionReference: newTransactionReference(),
    browser: request.browser,
  };
  const pay = journey.settings.integrationType === 'Orchestrated' ? payOrchestrated : payModular;
  return pay(journey, request, basics);
}

async function payModular(journey: Journey, request: CardPaymentRequest, common: PaymentBasics) {
  const { card, billingAddress, saveDetails } = request;

  // A plain guest card goes straight to fraud, 3DS and payment.
  if (card.kind === 'plain' && !saveDetails) {
    const result = await runModularPayment(journey, {
      ...common,
      ...plainCardInstruments(card, billingAddress),
      challengePreference: 'noPreference',
    });
    return finishPayment(journey, result, { purpose: request.charge.purpose });
  }

  // Otherwise the card is tokenized first; an unverified card stops here (spec §4 "Tokens").
  const created = await createVerifiedToken(journey, card, billingAddress);
  if (created.verification.outcome === 'not verified') {
    return finishPayment(
      journey,
      { kind: 'declined', reason: `Card not verified: ${created.verification.description}` },
      { purpose: request.charge.purpose },
    );
  }
  const { token } = created;
  const saved = selectSavedToken(journey.api.getState(), token.tokenId);
  // Spec §4: a temporary token (SDK card, not saved) that this payment created is removed
  // afterwards; a token the shopper already had (200 identical, 409 conflict) is left alone.
  const isTemporary = !saveDetails && created.conflictStatus === 'no-conflict';

  let result: PaymentResult;
  try {
    result = await runModularPayment(journey, {
      ...common,
      verificationInstrument: { type: 'card/tokenized', href: token.tokenPaymentInstrument.href },
      paymentInstrument: {
        type: 'card/token',
        href: token.tokenPaymentInstrument.href,
        ...(card.kind === 'plain' && card.cvc ? { cvc: card.cvc } : {}),
      },
      ...(saveDetails ? { customerAgreement: keptCardAgreement(request, saved) } : {}),
      challengePreference: saveDetails ? 'challengeMandated' : 'noPreference',
    });
  } finally {
    if (isTemporary && !journey.api.signal.aborted) await deleteTokenQuietly(journey, token);
  }
  const tokenToSave =
    saveDetails && request.agreement === 'subscription' && result.kind === 'authorized'
      ? await keepSubscriptionReference(journey, token, result.auth.schemeReference)
      : token;
  finishPayment(journey, result, {
    purpose: request.charge.purpose,
    ...(saveDetails ? { tokenToSave } : {}),
  });
}

/**
 * The subscription's renewals quote the scheme reference of its first payment: it replaces the
 * verification's on the token. If that cannot be stored the payment still stands (the failure is
 * in the terminal) and the token keeps its verification's reference, which renewals may quote too.
 */
async function keepSubscriptionReference(
  journey: Journey,
  token: Token,
  reference: string | undefined,
): Promise<Token> {
  if (!reference) return token;
  try {
    return await saveSchemeReference(journey, token, reference);
  } catch (error) {
    if (!(error instanceof ProviderCallError)) throw error;
    journey.note({
      title: failureEvents.requestFailed,
      plainText: `The scheme reference was not stored on the token: ${error.message}`,
      api: 'Tokens',
      icon: 'error',
    });
    return token;
  }
}

/** Direct card data as 3DS / FraudSight (card/front) and Card Payments (card/plain) take it. */
function plainCardInstruments(
  card: Extract<CardEntry, { kind: 'plain' }>,
  billingAddress: BillingAddress | null,
): Pick<ModularPaymentPlan, 'verificationInstrument' | 'paymentInstrument'> {
  return {
    verificationInstrument: {
      type: 'card/front',
      cardHolderName: card.cardHolderName,
      cardNumber: card.cardNumber,
      cardExpiryDate: card.expiryDate,
    },
    paymentInstrument: {
      type: 'card/plain',
      cardNumber: card.cardNumber,
      expiryDate: card.expiryDate,
      cardHolderName: card.cardHolderName,
      // Spec §5: the CVC is sent only when the shopper typed one.
      ...(card.cvc ? { cvc: card.cvc } : {}),
      ...(billingAddress ? { billingAddress } : {}),
    },
  };
}

async function payOrchestrated(
  journey: Journey,
  request: CardPaymentRequest,
  basics: PaymentBasics,
) {
  const { card, billingAddress, saveDetails } = request;
  const address = billingAddress ? { billingAddress } : {};
  const { result, token } = await runOrchestratedPayment(journey, {
    instrument:
      card.kind === 'plain'
        ? {
            type: 'plain',
            cardNumber: card.cardNumber,
            expiryDate: card.expiryDate,
            cardHolderName: card.cardHolderName,
            ...(card.cvc ? { cvc: card.cvc } : {}),
            ...address,
          }
        : {
            type: 'checkout',
            sessionHref: card.sessionHref,
            cardHolderName: card.cardHolderName,
            ...address,
          },
    ...basics,
    createToken: saveDetails,
    // The Payments API stores the payment's scheme reference on the token it creates.
    ...(saveDetails ? { customerAgreement: keptCardAgreement(request, undefined) } : {}),
  });
  const tokenToSave =
    result.kind === 'authorized' && saveDetails && token
      ? await readCreatedToken(journey, token)
      : undefined;
  finishPayment(journey, result, {
    purpose: request.charge.purpose,
    ...(tokenToSave ? { tokenToSave } : {}),
  });
}

/**
 * The token an authorized payment created. If it cannot be read the payment still stands (the
 * failure is in the terminal); the card is just not saved.
 */
async function readCreatedToken(
  journey: Journey,
  token: { href: string; conflicts?: unknown },
): Promise<Token | undefined> {
  try {
    return await saveTokenFromPayment(journey, token);
  } catch (error) {
    if (error instanceof ProviderCallError) return undefined;
    throw error;
  }
}
