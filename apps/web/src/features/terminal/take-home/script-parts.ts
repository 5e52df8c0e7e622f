// What the bash and Node renderers of a replay plan share: the first line (does it run as-is, and
// if not, why and what to change), the names of steps and fresh values, a body as JSON text with
// holes where the script puts values, and the outcome a step's answer states.
import type { JsonValue } from '../../event-log';
import { withValueAt, type JsonPath } from './json-paths';
import type { PlanStep, Replacement, ReplayPlan } from './plan-types';
import type { TakeHomeContext } from './take-home-context';

/** The whole trail (Download as script), or the part one call needs (Copy as curl, Code view). */
export type PlanScope =
  /** `intro`: lines under the first one saying what the script is. */
  { kind: 'journey'; intro?: readonly string[] } | { kind: 'call'; title: string };

export function problemsOf(plan: ReplayPlan): string[] {
  return [...new Set(plan.steps.flatMap((step) => step.problems))];
}

/** The script's first comment line, then the lines under it (without comment marks). */
export function headline(plan: ReplayPlan, context: TakeHomeContext, scope: PlanScope): string[] {
  const problems = problemsOf(plan);
  const hasPages = plan.steps.some((step) =>
    ['deviceData', 'challenge', 'hostedPage'].includes(step.kind),
  );
  const credentials =
    context.credentials.kind === 'yours'
      ? [
          `Set PROVIDER_USERNAME and PROVIDER_PASSWORD to your provider credentials first (the browser never has them).${hasPages ? " Its 3DS and hosted page steps answer the built-in sandbox's pages." : ''}`,
        ]
      : [];
  const whyNot = [...problems, ...credentials];
  const intro = scope.kind === 'journey' ? (scope.intro ?? []) : [];
  if (whyNot.length > 0) {
    return [
      `Does not run as-is: ${whyNot[0] ?? ''}`,
      ...whyNot.slice(1).map((text) => `Also: ${text}`),
      ...intro,
    ];
  }
  if (scope.kind === 'journey') {
    return [
      'Runs as-is against the built-in sandbox: the whole journey again, with fresh references, sessions and tokens.',
      ...(scope.intro ?? []),
    ];
  }
  const before = plan.steps.slice(0, -1).flatMap((step) => {
    const said = stepSaid(step);
    return said ? [said] : [];
  });
  return [
    before.length > 0
      ? `Runs as-is against the built-in sandbox: first it makes afresh what '${scope.title}' needs (${before.join(', ')}), then sends it.`
      : `Runs as-is against the built-in sandbox: '${scope.title}'${plan.fresh.length > 0 ? ` with a fresh ${plan.fresh.map((value) => value.key).join(' and ')}` : ''}.`,
  ];
}

/** A step as the first line lists what a call needs first. */
function stepSaid(step: PlanStep): string | null {
  switch (step.kind) {
    case 'request':
      return step.title;
    case 'cardSession':
      return "a card session from the sandbox's test card";
    case 'deviceData':
      return 'the 3DS device data page';
    case 'challenge':
      return 'the 3DS challenge';
    case 'hostedPage':
      return 'the hosted payment page';
    case 'note':
      return null;
  }
}

/** Words of a title as an identifier: snake_case (bash) or camelCase (Node). */
export function identifierOf(text: string, style: 'snake' | 'camel'): string {
  // '3DS authentication' reads as threeDsAuthentication (an identifier cannot start with a digit).
  const words = text
    .replace(/\b3DS\b/gi, 'threeDS')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const joined =
    style === 'snake'
      ? words.join('_')
      : words
          .map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1)))
          .join('');
  const name = joined || 'step';
  return /^[0-9]/.test(name) ? `step_${name}` : name;
}

function baseName(step: PlanStep): string {
  switch (step.kind) {
    case 'request':
    case 'cardSession':
      return step.title;
    case 'deviceData':
      return 'device data';
    case 'challenge':
      return 'challenge';
    case 'hostedPage':
      return 'hosted page';
    case 'note':
      return 'note';
  }
}

/** A unique name per step, and per fresh value, in one style. */
export function namesOf(plan: ReplayPlan, style: 'snake' | 'camel', reserved: readonly string[]) {
  const used = new Set(reserved);
  const unique = (text: string) => {
    const base = identifierOf(text, style);
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = `${base}${style === 'snake' ? '_' : ''}${n}`;
    used.add(name);
    return name;
  };
  const steps = plan.steps.map((step) => unique(baseName(step)));
  const fresh = plan.fresh.map((value) => unique(value.key));
  return { steps, fresh, unique };
}

/** Keys that say little alone: the key above is named with them. */
const vagueKeys = new Set(['href', 'reference', 'id', 'url', 'value']);

/**
 * A name for the value at `path` of step `stepName`'s answer: its last key, with the key above
 * when the last says little (`scheme.reference` → schemeReference), or with the step's name when
 * the answer is that one value (a card session's `href` → cardSessionHref).
 */
export function valueName(stepName: string, path: JsonPath): string {
  const keys = path.filter((key): key is string => typeof key === 'string');
  const last = keys.at(-1) ?? 'value';
  if (!vagueKeys.has(last)) return last;
  if (keys.length > 1) return `${keys.at(-2) ?? ''} ${last}`;
  return `${stepName} ${last}`;
}

/** The body key a value goes to, when it names the value well (not a vague `href`). */
export function destinationName(path: JsonPath): string | undefined {
  const key = path.at(-1);
  return typeof key === 'string' && !vagueKeys.has(key) ? key : undefined;
}

/**
 * The body as pretty JSON text split at each replacement: text, hole, text, …, text. Each hole
 * replaces one JSON value (quotes included). The holes are sentinels no body can hold.
 */
export function bodyTemplate(
  body: JsonValue,
  replacements: readonly Replacement[],
): { texts: string[]; holes: Replacement[] } {
  const plain = JSON.stringify(body, null, 2);
  let nonce = 0;
  while (plain.includes(`\\u0000hole${nonce}-`)) nonce += 1;
  const sentinel = (index: number) => `\u0000hole${nonce}-${index}\u0000`;
  let marked: JsonValue = body;
  replacements.forEach((replacement, index) => {
    marked = withValueAt(marked, replacement.path, sentinel(index));
  });
  const text = JSON.stringify(marked, null, 2);
  const texts: string[] = [];
  const holes: Replacement[] = [];
  let rest = text;
  replacements.forEach((replacement, index) => {
    const mark = JSON.stringify(sentinel(index));
    const at = rest.indexOf(mark);
    if (at < 0) return;
    texts.push(rest.slice(0, at));
    holes.push(replacement);
    rest = rest.slice(at + mark.length);
  });
  texts.push(rest);
  return { texts, holes };
}

/** The outcome line a step prints: its HTTP status, then the outcome its answer states. */
export function recordedOutcome(recorded: { status?: number; outcome?: string }): string {
  return [recorded.status, recorded.outcome].filter((part) => part !== undefined).join(' ');
}

/** Text for a one-line comment: no line break of any kind. */
export function commentText(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}
