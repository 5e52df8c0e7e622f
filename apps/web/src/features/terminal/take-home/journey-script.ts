// 'Download as script' (issue 44): the whole trail as one runnable file, bash + curl + jq or Node,
// that replays the journey against the sandbox with fresh references, sessions and tokens. The
// file leaves the browser: every link an earlier answer gave is read from the fresh answer, so
// the script needs none of the recorded ones, and what it would still write as recorded (a link
// whose answer is not in the trail) is cut as every export cuts it (export-scrub.ts). The trail
// keeps no card number, CVC or credential; the cards written are the scenario table's.
import type { Trigger } from '../../event-log';
import { cutLinkIds, cutMark, cutMarkInUri } from '../export-scrub';
import { bashScript } from './bash-script';
import { leavesOf, withValueAt } from './json-paths';
import { nodeScript } from './node-script';
import type { PlanStep, ReplayPlan } from './plan-types';
import { replayPlan } from './replay-plan';
import type { TakeHomeContext } from './take-home-context';

export type ScriptLanguage = 'bash' | 'node';

export interface JourneyScript {
  fileName: string;
  mimeType: string;
  text: string;
}

/** What the script is, in the lines under its first one (without comment marks). */
export function journeyIntro(theme: string, exportedAt: Date): string[] {
  return [
    '',
    `Smart Journey Demo: the ${theme} shop's trail as one script, exported ${exportedAt.toISOString()}.`,
    'Each step sends what the demo sent. The values the app made up (transactionReference, token',
    'namespace) are made afresh; each id or link an earlier answer gave is read from the fresh answer',
    "at the same JSON path, as the app followed it. The shopper's browser steps (the card fields'",
    'session, the 3DS device data and challenge pages, the hosted payment page) are done the way the',
    'built-in sandbox allows, with the cards of its scenario table. Each step prints its HTTP status',
    "and outcome beside the trail's. Simulated exchanges (express wallets) were never sent: they stay",
    'comments.',
  ];
}

/** A step with the link ids it writes as recorded cut short (none when it reads them all). */
function cutStep(step: PlanStep): PlanStep {
  if (step.kind === 'note') return { ...step, text: cutLinkIds(step.text) };
  if (step.kind !== 'request') return step;
  const replaced = new Set(step.replacements.map((r) => JSON.stringify(r.path)));
  let body = step.body;
  for (const { path, value } of leavesOf(step.body)) {
    if (typeof value !== 'string' || replaced.has(JSON.stringify(path)) || body === undefined)
      continue;
    const cut = cutLinkIds(value);
    if (cut !== value) body = withValueAt(body, path, cut);
  }
  const inUrl = (text: string) => cutLinkIds(text).replaceAll(cutMark, cutMarkInUri);
  return {
    ...step,
    url: step.url.map((part) => ('literal' in part ? { literal: inUrl(part.literal) } : part)),
    recordedUrl: inUrl(step.recordedUrl),
    ...(body !== undefined ? { body } : {}),
  };
}

const cutPlan = (plan: ReplayPlan): ReplayPlan => ({ ...plan, steps: plan.steps.map(cutStep) });

export function journeyScript(
  triggers: readonly Trigger[],
  context: TakeHomeContext,
  language: ScriptLanguage,
  theme: string,
  exportedAt = new Date(),
): JourneyScript {
  const plan = cutPlan(replayPlan(triggers, context));
  const scope = { kind: 'journey', intro: journeyIntro(theme, exportedAt) } as const;
  const stamp = exportedAt.toISOString().slice(0, 10);
  return language === 'bash'
    ? {
        fileName: `journey-${theme}-${stamp}.sh`,
        mimeType: 'text/x-shellscript',
        text: bashScript(plan, context, scope),
      }
    : {
        fileName: `journey-${theme}-${stamp}.mjs`,
        mimeType: 'text/javascript',
        text: nodeScript(plan, context, scope),
      };
}
