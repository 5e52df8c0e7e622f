// Reading the messages the 3DS frames post to the page (provider-api.md §3; contracts
// challenge-return.ts). Pure functions, so the frame components stay thin and the rules are
// tested once:
// - the DDC page posts a JSON *string* `{"MessageType":"profile.completed","Status":true,
//   "SessionId":"…"}` from the secure 3DS origin; anything else is ignored;
// - /challenge-return.html (our own origin) posts 'Challenge received', then
//   `{type: 'sjd:challenge-return', TransactionId, MD}`.
import * as z from 'zod/mini';
import { challengeReceivedMessage, challengeReturnMessageSchema } from '@sjd/contracts';

const profileCompletedSchema = z.object({
  MessageType: z.literal('profile.completed'),
  Status: z.literal(true),
  SessionId: z.string().check(z.minLength(1), z.maxLength(128)),
});

/**
 * The SessionId of a DDC message, or null when the message is not one: wrong origin (only
 * `secureOrigin3ds` may send it), not a JSON string, not 'profile.completed', or Status false.
 */
export function sessionIdFromDeviceDataMessage(
  message: { origin: string; data: unknown },
  secureOrigin3ds: string,
): string | null {
  if (message.origin !== secureOrigin3ds || typeof message.data !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = profileCompletedSchema.safeParse(data);
  return parsed.success ? parsed.data.SessionId : null;
}

/** What a message from the challenge return page means, or null when it is not one of ours. */
export function readChallengeReturnMessage(
  message: { origin: string; data: unknown },
  appOrigin: string,
): { received: true; transactionId?: string } | null {
  if (message.origin !== appOrigin) return null;
  if (message.data === challengeReceivedMessage) return { received: true };
  const parsed = challengeReturnMessageSchema.safeParse(message.data);
  if (!parsed.success) return null;
  return parsed.data.TransactionId
    ? { received: true, transactionId: parsed.data.TransactionId }
    : { received: true };
}
