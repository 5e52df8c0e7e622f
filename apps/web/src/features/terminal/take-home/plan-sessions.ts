// The card fields' part of a replay (replay-plan.ts): the Checkout SDK's hosted fields send the
// card to the provider's session endpoint from the provider's origin, and the page only ever sees
// the session's href, so the trail records the href and not the card. A session is single-use,
// so the replay makes a new one, as the fields do (POST the endpoint with the checkout id as
// `identity`), with the scenario table's card that the answers show (a masked number, or a BIN and
// last four) — read from the answer of the first call that used the session.
import { providerApis } from '@sjd/contracts';
import type { JsonValue } from '../../event-log';
import { snippetUrl } from '../code/provider-request';
import type { CardSessionStep, PlanStep } from './plan-types';
import { cardShownIn, matchingCvc, testCardFor } from './test-cards';

/** What a session step holds before its card is known (withSessionCards fills it in). */
export function sessionStep(
  trailStep: number,
  title: string,
  endpoint: string,
  context: { checkoutId: string },
): CardSessionStep {
  const url = snippetUrl(endpoint) ?? '';
  const api = /\/verifiedTokens\/sessions$/.test(url)
    ? providerApis.verifiedTokenSessions
    : providerApis.sessions;
  return {
    kind: 'cardSession',
    trailStep,
    needs: [],
    problems: url ? [] : [`The card session's endpoint (${endpoint}) is not a URL code may use.`],
    title,
    url,
    headers: [
      { name: 'Content-Type', value: api.contentType },
      { name: 'Accept', value: api.accept },
    ],
    body: { identity: context.checkoutId },
  };
}

const isCvcOnly = (step: CardSessionStep) => /\/sessions\/payments\/cvc$/.test(step.url);

/** An expiry three years on (any future date passes the sandbox's check). */
function futureExpiry(today: Date) {
  return { month: 12, year: today.getFullYear() + 3 };
}

/** Each session step with the card (or CVC) it is made from, or a problem saying why not. */
export function withSessionCards(
  steps: PlanStep[],
  recordedAnswers: ReadonlyMap<number, JsonValue>,
  today = new Date(),
): PlanStep[] {
  return steps.map((step, index) => {
    if (step.kind !== 'cardSession' || step.problems.length > 0) return step;
    const users = steps.flatMap((other, at) =>
      other.kind === 'request' &&
      other.replacements.some((r) => r.source.kind === 'answer' && r.source.step === index)
        ? [at]
        : [],
    );
    // The card shows in the answer of the call that used the session, else in a later one.
    const later = [...recordedAnswers].filter(([at]) => at > index);
    const candidates = [
      ...users.flatMap((at) => {
        const answer = recordedAnswers.get(at);
        return answer === undefined ? [] : [answer];
      }),
      ...later.map(([, answer]) => answer),
    ];
    const shown = candidates.map((answer) => cardShownIn(answer)).find((card) => card !== null);
    const cardNumber = shown ? testCardFor(shown.masked) : null;
    if (isCvcOnly(step)) {
      return { ...step, body: { ...step.body, cvc: matchingCvc(cardNumber ?? '') } };
    }
    if (!cardNumber) {
      return {
        ...step,
        problems: [
          `The card fields' session (${step.title}) held a card the trail does not show${shown ? ` (${shown.masked.prefix}…${shown.masked.lastFour})` : ''}, and no test card of the sandbox's scenario table fits: put a test card number in its place.`,
        ],
      };
    }
    return {
      ...step,
      body: {
        ...step.body,
        cardNumber,
        cardExpiryDate: shown?.expiry ?? futureExpiry(today),
        cvc: matchingCvc(cardNumber),
      },
    };
  });
}
