// The Checkout SDK's session endpoints (spec §7 "Card form with SDK"): the hosted card fields call
// the provider's session endpoints themselves, from the provider's origin, so the provider client
// never sees those calls; the form reports each session it got (the journeys'
// checkoutSessionCreated) and the journey table writes it under its own trigger, before the
// journey that uses it starts.

/** The session endpoint the fields post to (spec §7 "Card form with SDK"). */
export function sessionEndpoint(wpBaseUrl: string, scriptUrl: string, kind: 'card' | 'cvc') {
  if (kind === 'cvc') return new URL('/sessions/payments/cvc', wpBaseUrl).href;
  const path = scriptUrl.includes('/v1/') ? '/verifiedTokens/sessions' : '/sessions/card';
  return new URL(path, wpBaseUrl).href;
}
