// Token steps shared by the payment and add-card flows (spec §4 "Tokens", §7 "Create verified
// token"; provider-api.md §5, §6):
// - createVerifiedToken: 201 new, 200 an identical token existed, 206 not verified, 409 a token
//   for this card exists with other details → the conflict link is applied and the token
//   reloaded, so the saved card shows what the shopper typed;
// - saveTokenFromPayment: the Payments API's `token` result, reloaded (and its conflicts
//   resolved) as a full token for the saved-card list;
// - saveSchemeReference: the reference recurring payments quote, kept on the token;
// - deleteTemporaryToken: the token a one-off Checkout SDK payment needed, removed afterwards.
import {
  addMonths,
  type BillingAddress,
  type Token,
  type Verification,
  type VerifiedTokenRequest,
} from '@sjd/contracts';
import { demoName } from '../../../config/paths';
import { capabilitiesOf } from '../../../config/shops';
import { demoNowMs } from '../slices/clock-slice';
import type { Journey } from '../journey';
import { maskedForLog } from '../../../lib/event-body';
import { ProviderCallError } from '../../../lib/provider-types';
import { failureEvents } from '../../event-log';
import { draftTokenCreated } from '../events';
import { tokenConflictResolved, verifiedTokenRequested } from '../slices/tokens-slice';
import type { CardEntry, TokenConflictStatus } from '../types';

export interface CreatedToken {
  token: Token;
  conflictStatus: TokenConflictStatus;
  verification: Verification;
}

const conflictStatusByHttpStatus: Readonly<Record<number, TokenConflictStatus>> = {
  200: 'exists',
  409: 'conflict',
};

export function verifiedTokenPayload(
  journey: Journey,
  card: CardEntry,
  billingAddress: BillingAddress | null,
): VerifiedTokenRequest {
  const address = billingAddress ? { billingAddress } : {};
  return {
    description: demoName,
    paymentInstrument:
      card.kind === 'plain'
        ? {
            type: 'card/plain',
            cardHolderName: card.cardHolderName,
            cardNumber: card.cardNumber,
            cardExpiryDate: card.expiryDate,
            // Spec §5: the CVC is sent only when the shopper typed one.
            ...(card.cvc ? { cvc: card.cvc } : {}),
            ...address,
          }
        : {
            type: 'card/checkout',
            sessionHref: card.sessionHref,
            cardHolderName: card.cardHolderName,
            ...address,
          },
    namespace: journey.api.getState().session.namespace,
    verificationCurrency: journey.settings.currency,
    merchant: { entity: journey.config.entity },
    ...tokenLifetime(journey, card),
  };
}

/** The longest a test card runs (provider-api.md: expiry up to 7 years ahead). */
const longestCardYears = 7;

/**
 * In a shop whose merchant bills a plan, the token is asked to last as long as its card (issue
 * 43): a subscription renews on it for months, and the provider's default lifetime (90 days on
 * Try) would end it mid-plan. The end of the card's expiry month when the site knows it, else the
 * longest a card runs; the provider keeps it no longer than its card either way. On the demo
 * clock: the token lives on the visitor's clock.
 */
export function tokenLifetime(journey: Journey, card: CardEntry): { tokenExpiryDateTime?: string } {
  const state = journey.api.getState();
  if (!capabilitiesOf(state.siteConfig.theme).billing) return {};
  const end =
    card.kind === 'plain'
      ? Date.UTC(card.expiryDate.year, card.expiryDate.month, 1)
      : addMonths(new Date(demoNowMs(state.clock)), 12 * longestCardYears).getTime();
  return { tokenExpiryDateTime: new Date(end).toISOString() };
}

/** Creates a verified token; a 409 conflict is resolved through its link and the token reloaded. */
export async function createVerifiedToken(
  journey: Journey,
  card: CardEntry,
  billingAddress: BillingAddress | null,
): Promise<CreatedToken> {
  const { api } = journey;
  const payload = verifiedTokenPayload(journey, card, billingAddress);
  api.dispatch(
    verifiedTokenRequested({
      url: `${journey.config.wpBaseUrl}/verifiedTokens/cardOnFile`,
      method: 'POST',
      requestBody: maskedForLog(payload) ?? null,
    }),
  );
  const answer = await journey.calls.createVerifiedToken(payload);
  const { token, verification } = answer.body._embedded;
  const conflictStatus = conflictStatusByHttpStatus[answer.status] ?? 'no-conflict';
  const conflictLink = token._links['tokens:conflicts']?.href ?? null;
  api.dispatch(draftTokenCreated({ token, conflictStatus, conflictLink }));

  if (verification.outcome === 'not verified') {
    journey.note({
      title: failureEvents.verificationFailed,
      plainText: `The card was not verified (${verification.code} ${verification.description}).`,
      api: 'Verified Tokens',
      icon: 'error',
    });
    return { token, conflictStatus, verification };
  }
  if (conflictStatus !== 'conflict' || !conflictLink) {
    return { token, conflictStatus, verification };
  }

  // The shopper's new details win: apply the conflicting values, then read the token back.
  await journey.calls.resolveTokenConflicts(conflictLink);
  const resolved = await journey.calls.getToken(tokenHref(token));
  api.dispatch(tokenConflictResolved({ token: resolved }));
  return { token: resolved, conflictStatus, verification };
}

/** The token's own link (or its payment instrument's href, which is the same resource). */
export function tokenHref(token: Token): string {
  return token._links['tokens:token']?.href ?? token.tokenPaymentInstrument.href;
}

/**
 * A Payments API `token` result as a saved card: read the token (the Tokens API shape the
 * saved-card list keeps) and apply pending conflicts, as for a verified token.
 */
export async function saveTokenFromPayment(
  journey: Journey,
  result: { href: string; conflicts?: unknown },
): Promise<Token> {
  const { api } = journey;
  const token = await journey.calls.getToken(result.href);
  const conflictLink = token._links['tokens:conflicts']?.href ?? null;
  const conflictStatus = result.conflicts ? 'conflict' : 'no-conflict';
  api.dispatch(draftTokenCreated({ token, conflictStatus, conflictLink }));
  if (!result.conflicts || !conflictLink) return token;
  await journey.calls.resolveTokenConflicts(conflictLink);
  const resolved = await journey.calls.getToken(tokenHref(token));
  api.dispatch(tokenConflictResolved({ token: resolved }));
  return resolved;
}

/**
 * Stores a scheme reference on the token (its `tokens:schemeTransactionReference` link) and reads
 * the token back: the reference a card-on-file verification or a subscription's first payment
 * returned is what later merchant-initiated payments quote. A token without the link is
 * returned as it is.
 */
export async function saveSchemeReference(
  journey: Journey,
  token: Token,
  reference: string,
): Promise<Token> {
  const link = token._links['tokens:schemeTransactionReference']?.href;
  if (!link) return token;
  await journey.calls.updateToken(link, { field: 'schemeTransactionReference', value: reference });
  return journey.calls.getToken(tokenHref(token));
}

/**
 * Deletes a token (a 404 counts as deleted). Failures are recorded as 'Token deletion failed'
 * and reported as false; they never change the outcome of the journey that asked.
 */
export async function deleteTokenQuietly(journey: Journey, token: Token): Promise<boolean> {
  try {
    await journey.calls.deleteToken(tokenHref(token));
    return true;
  } catch (error) {
    if (!(error instanceof ProviderCallError)) throw error;
    journey.note({
      title: failureEvents.tokenDeletionFailed,
      plainText: `Token ${token.tokenId}: ${error.message}`,
      api: 'Tokens',
      icon: 'error',
    });
    return false;
  }
}
