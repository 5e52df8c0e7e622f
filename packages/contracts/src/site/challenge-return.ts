// Messages the 3DS challenge return page (/challenge-return.html, on the app's own origin)
// posts to its parent window after the challenge page POSTed TransactionId and MD to it
// (provider-api.md §3.2). Both are sent with the app's origin as the target origin, never '*'.
// Listeners must check `event.origin === location.origin` and that `event.source` is the
// challenge iframe's window before acting.
import * as z from 'zod/mini';

/** The spec's exact message (§4): its arrival triggers 3DS verification. Sent first. */
export const challengeReceivedMessage = 'Challenge received';

/**
 * Sent second, for the terminal and for flows that want the provider's values: the form fields
 * exactly as posted (empty strings when absent), in the provider's spelling.
 */
export const challengeReturnMessageSchema = z.strictObject({
  type: z.literal('sjd:challenge-return'),
  TransactionId: z.string(),
  MD: z.string(),
});
export type ChallengeReturnMessage = z.infer<typeof challengeReturnMessageSchema>;

/** Form fields the return page accepts (application/x-www-form-urlencoded POST or GET query). */
export const challengeReturnFieldsSchema = z.looseObject({
  TransactionId: z.optional(z.string().check(z.maxLength(256))),
  // The provider allows MD up to 1024 characters, URL-encoded.
  MD: z.optional(z.string().check(z.maxLength(1024))),
});
