// The take-home code of one call of the trail (Copy as curl, the Code view), all from the replay
// plan of the call (call-plan.ts): curl and Node run as-is, making first what the call needs;
// the other languages get the one request, with a first line saying whether it runs as it is
// and, if not, why and what to change.
import type { Trigger } from '../../event-log';
import type { ProviderRequest } from '../code/provider-request';
import { bashScript } from './bash-script';
import { planForCall } from './call-plan';
import { withValueAt } from './json-paths';
import { nodeScript } from './node-script';
import type { ReplayPlan, RequestStep } from './plan-types';
import { replayPlan } from './replay-plan';
import { headline, problemsOf } from './script-parts';
import type { TakeHomeContext } from './take-home-context';

export interface CallCode {
  code: string;
  /** The code's first comment line(s): does it run as-is, and if not why and what to change. */
  headline: string[];
}

/** The plan of the call at `trailStep` of `triggers`, or null when it is no call the demo sent. */
export function callPlan(
  triggers: readonly Trigger[],
  trailStep: number,
  context: TakeHomeContext,
): { plan: ReplayPlan; step: RequestStep } | null {
  const plan = planForCall(replayPlan(triggers, context), trailStep);
  const step = plan?.steps.at(-1);
  return plan && step?.kind === 'request' ? { plan, step } : null;
}

export function callCode(
  found: { plan: ReplayPlan; step: RequestStep },
  language: 'curl' | 'node',
  context: TakeHomeContext,
): CallCode {
  const scope = { kind: 'call', title: found.step.title } as const;
  const write = language === 'curl' ? bashScript : nodeScript;
  return {
    code: write(found.plan, context, scope),
    headline: headline(found.plan, context, scope),
  };
}

/** A fresh value made now, for a one-request snippet (it runs once with it). */
function freshNow(prefix: string, now: number, random: () => number): string {
  return `${prefix}${now.toString(36)}-${Math.floor(random() * 0xffffffff).toString(16)}`;
}

/**
 * The call as one request, for the languages written by the snippet library: cards put back from
 * the scenario table, the values the app made up made afresh for this copy; what an earlier answer
 * gave stays as recorded, and the first line says so.
 */
export function oneRequest(
  found: { plan: ReplayPlan; step: RequestStep },
  context: TakeHomeContext,
  now = Date.now(),
  random = Math.random,
): { request: ProviderRequest; headline: string[] } {
  const { plan, step } = found;
  const fresh = plan.fresh.map((value) => freshNow(value.prefix, now, random));
  let body = step.body;
  const fromAnswers: string[] = [];
  for (const { path, source } of step.replacements) {
    if (source.kind === 'fresh' && body !== undefined) {
      body = withValueAt(body, path, fresh[source.fresh] ?? '');
    } else if (source.kind === 'answer') {
      fromAnswers.push(path.length > 0 ? path.map(String).join('.') : 'the body');
    }
  }
  const urlFromAnswer = step.url.some((part) => 'source' in part && part.source.kind === 'answer');
  const url = step.url
    .map((part) =>
      'literal' in part
        ? part.literal
        : part.source.kind === 'fresh'
          ? (fresh[part.source.fresh] ?? '')
          : step.recordedUrl,
    )
    .join('');
  const contentType = step.headers.find((header) => header.name === 'Content-Type')?.value;
  const request: ProviderRequest = {
    method: step.method,
    url: urlFromAnswer ? step.recordedUrl : url,
    headers: step.headers,
    ...(body !== undefined
      ? { body: { mimeType: contentType ?? 'application/json', text: JSON.stringify(body) } }
      : {}),
  };
  const before = plan.steps.length - 1;
  const problems = problemsOf(plan);
  const lines = headline(plan, context, { kind: 'call', title: step.title });
  if (problems.length > 0 || context.credentials.kind === 'yours')
    return { request, headline: lines };
  if (before > 0 || urlFromAnswer || fromAnswers.length > 0) {
    const what = [...(urlFromAnswer ? ['its URL'] : []), ...fromAnswers];
    const listed =
      what.length > 1
        ? `${what.slice(0, -1).join(', ')} and ${what.at(-1) ?? ''}`
        : (what[0] ?? '');
    return {
      request,
      headline: [
        `Does not run as-is: ${listed} ${what.length > 1 ? 'come' : 'comes'} from the answers of ${before} earlier step${before === 1 ? '' : 's'}, spent now. The curl and Node code make those steps afresh first; here, put fresh values in their place.`,
      ],
    };
  }
  return {
    request,
    headline: [
      fresh.length > 0
        ? `Runs as-is against the built-in sandbox, once: its ${plan.fresh.map((value) => value.key).join(' and ')} was made for this copy (the provider refuses one twice); copy again for another run.`
        : 'Runs as-is against the built-in sandbox.',
    ],
  };
}
