// What every export of a trail cuts (issue 42, item 3): the JSON and HAR files and the share link
// all leave the browser, and the same trail must not say more in one than in another. Each gets
// the trail with what the logs' scrubber blanks blanked (card numbers, CVCs, credentials) and the
// opaque ids in the provider's links cut short: a link's id is a capability (whoever holds a
// payment's action link can act on it, with the demo's public sandbox credentials), and a
// recording needs none. Each export says so (`exportCuts`).
import * as z from 'zod/mini';
import { providerEndpoints } from '@sjd/contracts';
import { scrubLogLine } from '@sjd/cards/log-scrubbing';
import { triggerSchema, type Trigger } from '../event-log';

/**
 * A provider link's opaque id (18+ random bytes, base64url: 24+ characters): its first 6
 * characters and an ellipsis are kept.
 */
const linkIdPattern = /\/([A-Za-z0-9_-]{6})[A-Za-z0-9_-]{18,}/g;

/**
 * The words of the provider's own paths ('customerInitiatedTransactions',
 * 'schemeTransactionReference'…): as long as an id, but no capability, so never cut.
 */
const pathWords = new Set(
  providerEndpoints.flatMap((endpoint) =>
    endpoint.path.split('/').filter((word) => word !== '' && !word.startsWith(':')),
  ),
);

/** What ends a cut id, and the same percent-encoded (where a URI must be ASCII, as HAR's). */
export const cutMark = '…';
export const cutMarkInUri = '%E2%80%A6';

/** What an export cut, in the words each export carries (a HAR comment, a JSON field, a notice). */
export const exportCuts =
  "Card numbers, CVCs and credentials are masked, and the opaque ids in the provider's links are cut to their first 6 characters and '…': a recording needs no capability to act on a payment. Replay a call from its first request (Code view) instead.";

/** `text` with each opaque id of a provider link cut to its first 6 characters and '…'. */
export function cutLinkIds(text: string): string {
  return text.replace(linkIdPattern, (whole: string, head: string) =>
    pathWords.has(whole.slice(1)) ? whole : `/${head}${cutMark}`,
  );
}

/** The trail as it may leave the browser. */
export function scrubbedTrail(triggers: readonly Trigger[]): Trigger[] {
  const line = cutLinkIds(scrubLogLine(JSON.stringify(triggers)));
  const parsed = z.array(triggerSchema).safeParse(JSON.parse(line));
  // The scrubber only rewrites string values: a trail stays a trail.
  if (!parsed.success) throw new Error('The scrubbed trail is not a trail');
  return parsed.data;
}
