// The trail as a replay plan (plan-types.ts), read top to bottom as the app made the calls:
// - each provider call becomes a request step; its values that the app made up are made afresh,
//   and those an earlier answer gave are read from the fresh answer (plan-values.ts);
// - what the shopper's browser did between the calls becomes a step of its own, done the way the
//   sandbox allows: the card fields' session (made from the scenario table's test card), the 3DS
//   device data page (its SessionId is the collectionReference), the challenge page (answered
//   with the demo passcode), the hosted payment page (paid with the card the table gives the
//   recorded result);
// - what was never sent (a simulated wallet exchange) or is not a call (an outcome, a webhook's
//   arrival) stays a comment.
import type { ApiEvent, JsonValue, Trigger } from '../../event-log';
import { providerHeaders, snippetMethod, snippetUrl } from '../code/provider-request';
import { outcomeOf, trailRows } from '../trail-rows';
import { leavesOf, pathLabel, valueAt, withValueAt, type JsonPath } from './json-paths';
import { sessionStep, withSessionCards } from './plan-sessions';
import type { PlanStep, Replacement, ReplayPlan, RequestStep, UrlPart } from './plan-types';
import { PlanValues, isCapabilityLink, isOpaque } from './plan-values';
import { hostedPageShopperFor, matchingCvc, maskedCardOf, testCardFor } from './test-cards';

export interface PlanContext {
  /** The Checkout SDK id the card fields send as `identity` (public, like a publishable key). */
  checkoutId: string;
}

/** Answers that say the shopper failed the challenge: the replay cancels it instead. */
const failedChallenge = new Set(['authenticationFailed', '3dsAuthenticationFailed']);

/** One line of text for a comment: no line breaks of any kind, at most 200 characters. */
const oneLine = (text: string) => {
  const line = text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
};

class PlanBuilder {
  readonly steps: PlanStep[] = [];
  readonly values = new PlanValues();
  /** Recorded answers of request steps (plan-sessions.ts reads the card the session held). */
  readonly recordedAnswers = new Map<number, JsonValue>();
  /** The 3DS device data a step collected, by the SessionId the recording sent. */
  private readonly collected = new Map<string, number>();
  /** An answer that opened a challenge the shopper has not answered yet. */
  private challenge: { step: number; path: JsonPath } | null = null;
  /** The hosted payment page the library framed (its URL as recorded). */
  private hostedPageUrl: string | null = null;

  constructor(private readonly context: PlanContext) {}

  add(step: PlanStep): number {
    this.steps.push(step);
    return this.steps.length - 1;
  }

  note(trailStep: number, text: string, problems: string[] = []) {
    this.add({ kind: 'note', trailStep, needs: [], problems, text: oneLine(text) });
  }

  /** A plain-text step: the card fields' session, the hosted page, or a comment. */
  plainStep(trailStep: number, event: ApiEvent) {
    const href = valueAt(event.body, ['href']);
    if (event.api === 'Checkout SDK' && typeof href === 'string' && event.url) {
      const step = this.add(sessionStep(trailStep, event.title, event.url, this.context));
      this.values.answered(step, { href });
      return;
    }
    const pageUrl = valueAt(event.body, ['url']);
    if (event.api === 'HPP SDK' && event.type === 'request' && typeof pageUrl === 'string') {
      this.hostedPageUrl = pageUrl;
      return this.note(
        trailStep,
        `${event.title}: the library frames the page; the script opens it itself.`,
      );
    }
    const status = valueAt(event.body, ['order', 'status']);
    if (event.api === 'HPP SDK' && typeof status === 'string')
      return this.hostedPage(trailStep, status);
    this.note(trailStep, `${event.title}${event.plainText ? `: ${event.plainText}` : ''}`);
  }

  hostedPage(trailStep: number, status: string) {
    const from = this.hostedPageUrl ? this.values.find(this.hostedPageUrl) : null;
    const shopper = hostedPageShopperFor(status);
    if (!from || !shopper) {
      const why = !from
        ? 'the call that made the hosted payment page is not in this trail'
        : `no test card gives the page's result '${status}'`;
      return this.note(trailStep, `Hosted page result '${status}'`, [
        `The hosted payment page is not replayed: ${why}. Pay on the page in the demo instead.`,
      ]);
    }
    this.add({
      kind: 'hostedPage',
      trailStep,
      needs: [from.step],
      problems: [],
      from,
      shopper,
      recordedStatus: status,
    });
  }

  call(trailStep: number, trigger: string, request: ApiEvent, response: ApiEvent | undefined) {
    const method = snippetMethod(request.method);
    const url = snippetUrl(request.url);
    if (request.simulated) {
      return this.note(
        trailStep,
        `${request.title} (${request.api}): simulated by the demo with a canned answer and never sent, so it is not written as code.`,
      );
    }
    if (!method || !url || !request.url) {
      return this.note(
        trailStep,
        `${request.title}: its method or URL cannot be written as code.`,
        [`Step ${trailStep} (${request.title}) has a method or URL that is not a provider call's.`],
      );
    }
    const needs = new Set<number>();
    if (this.challenge) needs.add(this.answerChallenge(response));
    const problems: string[] = [];
    const urlParts = this.urlOf(request.url, url, needs, problems);
    const { body, replacements } = this.bodyOf(request.body, needs, problems);
    const step: RequestStep = {
      kind: 'request',
      trailStep,
      needs: [...needs],
      problems,
      trigger,
      title: request.title,
      api: request.api,
      method,
      url: urlParts,
      recordedUrl: url,
      headers: providerHeaders(request),
      ...(body !== undefined ? { body } : {}),
      replacements,
      recorded: {
        ...(response?.status !== undefined ? { status: response.status } : {}),
        ...(outcomeOf(response?.body) ? { outcome: outcomeOf(response?.body) } : {}),
      },
    };
    const index = this.add(step);
    if (response?.body !== undefined) this.recordedAnswers.set(index, response.body);
    this.values.answered(index, response?.body);
    const challenge = this.values.findObject('challenge', ['url', 'jwt']);
    if (challenge?.step === index) this.challenge = challenge;
  }

  /** The shopper answers the challenge the last answer opened, before the call after it. */
  private answerChallenge(response: ApiEvent | undefined): number {
    const from = this.challenge;
    if (!from) throw new Error('No challenge to answer');
    this.challenge = null;
    const outcome = outcomeOf(response?.body);
    const action = outcome && failedChallenge.has(outcome) ? 'cancel' : 'submit';
    return this.add({
      kind: 'challenge',
      trailStep: 0,
      needs: [from.step],
      problems: [],
      from,
      action,
    });
  }

  private urlOf(raw: string, encoded: string, needs: Set<number>, problems: string[]): UrlPart[] {
    const linked = this.values.find(raw);
    if (linked) {
      needs.add(linked.step);
      return [{ source: { kind: 'answer', ...linked } }];
    }
    if (isCapabilityLink(raw)) {
      problems.push(
        `Its URL is a link an earlier answer gave, and that answer is not in this trail: replay the journey from its first step (Download as script), or put a fresh link in its place.`,
      );
    }
    // A value made afresh inside the URL (a query by transactionReference): the fresh one.
    let parts: UrlPart[] = [{ literal: encoded }];
    for (const { value, fresh } of this.values.freshIn(encoded)) {
      parts = parts.flatMap((part) =>
        'literal' in part
          ? part.literal
              .split(value)
              .flatMap((text, index): UrlPart[] => [
                ...(index > 0 ? [{ source: { kind: 'fresh', fresh } } as const] : []),
                ...(text ? [{ literal: text }] : []),
              ])
          : [part],
      );
    }
    return parts;
  }

  private bodyOf(recorded: JsonValue | undefined, needs: Set<number>, problems: string[]) {
    const replacements: Replacement[] = [];
    let body = recorded;
    for (const { path, value } of leavesOf(recorded)) {
      if (typeof value !== 'string') continue;
      const key = [...path].reverse().find((part) => typeof part === 'string') ?? '';
      const at = pathLabel(path);
      if (key === 'collectionReference') {
        const step = this.deviceDataStep(value, problems);
        if (step !== null) {
          needs.add(step);
          replacements.push({ path, source: { kind: 'answer', step, path: ['SessionId'] } });
        }
        continue;
      }
      const fresh = this.values.freshFor(key, value);
      if (fresh) {
        replacements.push({ path, source: fresh });
        continue;
      }
      const linked = isOpaque(value) ? this.values.find(value) : null;
      if (linked) {
        needs.add(linked.step);
        replacements.push({ path, source: { kind: 'answer', ...linked } });
      } else if (key === 'cardNumber' && value.includes('*')) {
        const masked = maskedCardOf(value);
        const card = masked ? testCardFor(masked) : null;
        if (card && body !== undefined) body = withValueAt(body, path, card);
        else
          problems.push(
            `The card number at ${at} is masked (${value}) and no test card of the sandbox's scenario table fits it: put a test card number in its place.`,
          );
      } else if (key === 'cvc' && /^\*+$/.test(value) && body !== undefined) {
        body = withValueAt(body, path, matchingCvc(cardNumberIn(body) ?? ''));
      } else if (isCapabilityLink(value)) {
        problems.push(
          `${at} is a link an earlier answer gave (a card session, a token, a payment), and that answer is not in this trail: replay the journey from its first step (Download as script), or put a fresh one in its place.`,
        );
      }
    }
    return { body, replacements };
  }

  /** The device data step whose SessionId the recording sent as `sessionId`. */
  private deviceDataStep(sessionId: string, problems: string[]): number | null {
    const known = this.collected.get(sessionId);
    if (known !== undefined) return known;
    const from = this.values.findObject('deviceDataCollection', ['url', 'jwt']);
    if (!from) {
      problems.push(
        'Its collectionReference is a SessionId from a 3DS device data collection that is not in this trail: replay the journey from its first step (Download as script).',
      );
      return null;
    }
    const step = this.add({
      kind: 'deviceData',
      trailStep: 0,
      needs: [from.step],
      problems: [],
      from,
    });
    this.collected.set(sessionId, step);
    return step;
  }
}

function cardNumberIn(body: JsonValue): string | undefined {
  const leaf = leavesOf(body).find(
    (candidate) => candidate.path.at(-1) === 'cardNumber' && typeof candidate.value === 'string',
  );
  return typeof leaf?.value === 'string' ? leaf.value : undefined;
}

/** The whole trail as a replay plan. */
export function replayPlan(triggers: readonly Trigger[], context: PlanContext): ReplayPlan {
  const builder = new PlanBuilder(context);
  for (const { trigger, rows } of trailRows(triggers)) {
    for (const row of rows) {
      if (row.kind === 'call') builder.call(row.step, trigger.name, row.request, row.response);
      else if (row.kind === 'note') builder.plainStep(row.step, row.event);
      else builder.note(row.step, `${row.response.title}: an answer without its request.`);
    }
  }
  return {
    steps: withSessionCards(builder.steps, builder.recordedAnswers),
    fresh: builder.values.fresh,
  };
}
