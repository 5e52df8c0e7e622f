// The failure descriptors of spec §8 ("Event descriptors"): the titles of the terminal events a
// flow records when something goes wrong. One table, so flows and tests spell them the same.
export const failureEvents = {
  /** A verified token or an account verification came back 'not verified'. */
  verificationFailed: 'Verification failed',
  /** The payment call failed (the provider answered with an error, e.g. 500). */
  paymentFailed: 'Payment failed',
  /** The payment was refused (issuer refusal, fraud high risk, any non-authorized outcome). */
  paymentRefused: 'Payment refused',
  /** 3DS authentication (or verification after a challenge) failed. */
  authenticationFailed: 'Authentication failed',
  /** 3DS verification after a challenge failed its signature check. */
  signatureFailed: 'Signature failed',
  /** 3DS was unavailable; the payment goes on without it where §4 allows. */
  verificationUnavailable: 'Verification unavailable',
  /** Deleting a saved token failed (a 404 is not a failure: it counts as deleted). */
  tokenDeletionFailed: 'Token deletion failed',
  /** The request never got a provider answer (our server refused it, outage, timeout). */
  requestFailed: 'Request failed',
} as const;

export type FailureEvent = (typeof failureEvents)[keyof typeof failureEvents];

/**
 * The API name of a journey's result (journeys/journey-result.ts): a plain-text event with the
 * result in plain words and its key fields as the body, shown as the journey's summary card.
 */
export const journeyResultApi = 'Journey result';
