// Add a card from the account (spec §4 "Tokens", "3DS authentication outcomes", "Account
// verification"; §7 "Create verified token", "Account verification cardOnFile intelligent";
// ARCHITECTURE §3 `addCard`).
// 1. Create a verified token (409 conflicts resolved); not verified → failure.
// 2. With 3DS on: authenticate the shopper on the token (challengeMandated: the card will be used
//    again); a failed or skipped authentication ends here.
// 3. Account verification, card on file (intelligent), carrying the 3DS values when there are
//    any: it sets up the card-on-file agreement, so the card's later payments are 'subsequent'.
//    Verified → its scheme transaction reference is stored on the token and the card is added.
// Any failure removes the draft token — at the provider too when this journey created it.
// The token status (processing → success | failure) drives the processing screen: success to
// the shop's cardAdded screen (or add-funds on the way to a top-up), failure to addCardfailed.
// Digital's replace-card (replace-card-flow.ts) takes the same steps (`saveVerifiedCard`), then
// deletes the other saved cards.
import type { Token } from '@sjd/contracts';
import { demoName } from '../../../config/paths';
import { newTransactionReference } from '../../../lib/ids';
import { failureEvents } from '../../event-log';
import { cardAdded, cardAddFailed } from '../events';
import type { Journey } from '../journey';
import { authenticateShopper, type ThreeDsAuthentication } from '../steps/three-ds-steps';
import {
  createVerifiedToken,
  deleteTokenQuietly,
  saveSchemeReference,
  type CreatedToken,
} from '../steps/token-steps';
import type { AddCardRequest } from '../types';

export const addCardTrigger = 'Add card';

export async function addCard(journey: Journey, request: AddCardRequest): Promise<void> {
  const outcome = await saveVerifiedCard(journey, request);
  journey.api.dispatch(
    outcome.kind === 'added'
      ? cardAdded({ token: outcome.token, isCardOnFileReady: outcome.isCardOnFileReady })
      : cardAddFailed({ error: outcome.error }),
  );
}

/**
 * Steps 1–3 of adding a card, shared with digital's replace-card: the card as a verified token
 * that is ready to be charged again, or why it is not (its draft token already removed).
 */
export async function saveVerifiedCard(
  journey: Journey,
  request: AddCardRequest,
): Promise<VerifyOutcome> {
  const { api, settings } = journey;
  const created = await createVerifiedToken(journey, request.card, request.billingAddress);
  if (created.verification.outcome === 'not verified') {
    return { kind: 'failed', error: `Card not verified: ${created.verification.description}` };
  }

  // Spec §8: a failed verification or 3DS removes the draft token. One this journey created is
  // deleted at the provider; one the shopper already had (200, 409) is left alone.
  const removeDraft = async () => {
    if (created.conflictStatus === 'no-conflict' && !api.signal.aborted) {
      await deleteTokenQuietly(journey, created.token);
    }
  };
  let outcome: VerifyOutcome;
  try {
    outcome = settings.allow3DS
      ? await verifyWithThreeDs(journey, created, request)
      : await verifyAccount(journey, created.token, newTransactionReference(), null);
  } catch (error) {
    await removeDraft();
    throw error;
  }
  if (outcome.kind === 'failed') await removeDraft();
  return outcome;
}

export type VerifyOutcome =
  /** isCardOnFileReady: an account verification set up the card-on-file agreement. */
  { kind: 'added'; token: Token; isCardOnFileReady: boolean } | { kind: 'failed'; error: string };

/** 3DS on the new token, then the account verification that makes it card-on-file ready. */
export async function verifyWithThreeDs(
  journey: Journey,
  created: CreatedToken,
  request: AddCardRequest,
): Promise<VerifyOutcome> {
  const href = created.token.tokenPaymentInstrument.href;
  const transactionReference = newTransactionReference();
  const currency = journey.settings.currency;
  const authentication = await authenticateShopper(journey, {
    instrument: { type: 'card/tokenized', href },
    // A verification charges nothing: the amount is 0 in the site currency.
    value: { currency, amount: 0 },
    transactionReference,
    browser: request.browser,
    preference: 'challengeMandated',
  });

  switch (authentication.kind) {
    case 'authenticated':
      return verifyAccount(
        journey,
        created.token,
        transactionReference,
        authentication.authentication,
      );
    case 'proceed':
      // Spec §4: unavailable, bypassed or not enrolled — a card the shopper already had keeps
      // its (conflict-updated) token; a new one is removed.
      return created.conflictStatus === 'no-conflict'
        ? { kind: 'failed', error: `3DS: ${authentication.outcome}` }
        : { kind: 'added', token: created.token, isCardOnFileReady: false };
    case 'declined':
    case 'error':
      return { kind: 'failed', error: `3DS: ${authentication.outcome}` };
  }
}

/**
 * Account verification (card on file, intelligent), with the 3DS values when the shopper was
 * authenticated (null: 3DS is off); verified → the scheme's reference is kept on the token.
 */
async function verifyAccount(
  journey: Journey,
  token: Token,
  transactionReference: string,
  threeDS: ThreeDsAuthentication | null,
): Promise<VerifyOutcome> {
  const answer = await journey.calls.verifyAccount({
    transactionReference,
    currency: journey.settings.currency,
    merchant: { entity: journey.config.entity },
    paymentInstrument: { type: 'card/tokenized', href: token.tokenPaymentInstrument.href },
    narrative: { line1: demoName },
    ...(threeDS ? { customer: { authentication: { type: '3DS' as const, ...threeDS } } } : {}),
  });
  const verification = answer.body;
  if (verification.outcome === 'not verified') {
    journey.note({
      title: failureEvents.verificationFailed,
      plainText: `Account verification: ${verification.code} ${verification.description}.`,
      api: 'Account Verifications',
      icon: 'error',
    });
    return { kind: 'failed', error: `Not verified: ${verification.description}` };
  }

  // The scheme's reference for this card-on-file agreement belongs with the token.
  return {
    kind: 'added',
    token: await saveSchemeReference(journey, token, verification.schemeTransactionReference),
    isCardOnFileReady: true,
  };
}
