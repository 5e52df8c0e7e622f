// A replay plan as bash + curl: 'Copy as curl', the Code view's curl and 'Download as script'
// are this text. A single call that needs nothing from another is one curl command; anything more
// keeps each answer in a folder and reads values from it with jq (checked for at the top).
// Every recorded value is written as data: single-quoted (shellQuote), or expanded from a variable
// inside double quotes; the names of variables and functions are ours.
import { demoPasscode } from '@sjd/sandbox/scenarios';
import { pathLabel, type JsonPath } from './json-paths';
import type { PlanStep, ReplayPlan, RequestStep, UrlPart, ValueSource } from './plan-types';
import { bashHelpers } from './bash-helpers';
import {
  bodyTemplate,
  commentText,
  destinationName,
  headline,
  namesOf,
  recordedOutcome,
  valueName,
  type PlanScope,
} from './script-parts';
import { shellQuote } from './shell-quote';
import type { TakeHomeContext } from './take-home-context';

/** A jq filter for a path: `._actions.supply3dsDeviceData.href`, `._links["3ds:verify"].href`. */
export const jqPath = (path: JsonPath) => (path.length === 0 ? '.' : `.${pathLabel(path)}`);

const comment = (text: string) => (text ? `# ${commentText(text)}` : '#');

type Piece = { literal: string } | { variable: string };

/** Pieces as one shell word: literals single-quoted, variables expanded in double quotes. */
function word(pieces: Piece[]): string {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if ('literal' in piece && last && 'literal' in last) last.literal += piece.literal;
    else merged.push({ ...piece });
  }
  return merged
    .filter((piece) => !('literal' in piece) || piece.literal !== '')
    .map((piece) => ('literal' in piece ? shellQuote(piece.literal) : `"$${piece.variable}"`))
    .join('');
}

/** Names the script's own lines use: a value read from an answer never takes one of them. */
const ownNames = [
  'status',
  'answers',
  'href',
  'session_id',
  'ddc_url',
  'ddc_jwt',
  'challenge_url',
  'challenge_jwt',
  'page_url',
  'seen',
  'outcome',
  'page',
  'id',
  'step',
  'attempt',
];

class BashWriter {
  readonly lines: string[] = [];
  private readonly names;
  /** Whether any step keeps its answer (then jq and the answers folder are needed). */
  readonly isScript: boolean;

  constructor(
    private readonly plan: ReplayPlan,
    private readonly scope: PlanScope,
  ) {
    this.names = namesOf(plan, 'snake', ownNames);
    const runnable = plan.steps.filter((step) => step.kind !== 'note');
    this.isScript = scope.kind === 'journey' || runnable.length > 1;
  }

  /**
   * A value read from an answer (JSON text for a body, raw text for a URL) into a variable named
   * after where it goes (`hint`, a body key) or else after where it comes from.
   */
  private read(source: ValueSource, as: 'json' | 'raw', hint?: string): string {
    if (source.kind === 'fresh') return this.names.fresh[source.fresh] ?? 'fresh';
    const from = this.names.steps[source.step] ?? 'step';
    const named = hint ?? `${valueName(from, source.path)}${as === 'raw' ? ' url' : ''}`;
    const variable = this.names.unique(named);
    this.lines.push(
      `${variable}=$(${as === 'json' ? 'answer_json' : 'answer'} ${from} ${shellQuote(jqPath(source.path))})`,
    );
    return variable;
  }

  private urlWord(parts: UrlPart[]): string {
    return word(
      parts.map((part) => ('literal' in part ? part : { variable: this.read(part.source, 'raw') })),
    );
  }

  private bodyWord(step: RequestStep): string | null {
    if (step.body === undefined) return null;
    const { texts, holes } = bodyTemplate(step.body, step.replacements);
    const pieces: Piece[] = [];
    texts.forEach((text, index) => {
      pieces.push({ literal: text });
      const hole = holes[index];
      if (!hole) return;
      // A fresh value is plain text (ours); an answer's value is read as JSON, quotes and all.
      if (hole.source.kind === 'fresh') {
        pieces.push(
          { literal: '"' },
          { variable: this.read(hole.source, 'json') },
          { literal: '"' },
        );
      } else {
        pieces.push({ variable: this.read(hole.source, 'json', destinationName(hole.path)) });
      }
    });
    return word(pieces);
  }

  request(step: RequestStep, index: number, isLast: boolean) {
    const name = this.names.steps[index] ?? 'step';
    this.lines.push(
      '',
      comment(
        `── Step ${step.trailStep} of the trail (${step.trigger}): ${step.title}, ${step.api} ──`,
      ),
    );
    const url = this.urlWord(step.url);
    const body = this.bodyWord(step);
    const options = [
      `-X ${step.method} ${url}`,
      '-u "$PROVIDER_USERNAME:$PROVIDER_PASSWORD"',
      ...step.headers.map((header) => `-H ${shellQuote(`${header.name}: ${header.value}`)}`),
      ...(body ? [`-d ${body}`] : []),
    ];
    if (!this.isScript) {
      this.lines.push(['curl -sS', ...options].join(' \\\n  '));
      return;
    }
    this.lines.push(
      [`status=$(curl -sS -o "$answers/${name}.json" -w '%{http_code}'`, ...options].join(
        ' \\\n  ',
      ) + ')',
      `report ${name} ${shellQuote(`#${step.trailStep} ${step.title}`)} "$status" ${shellQuote(recordedOutcome(step.recorded))}`,
    );
    if (isLast && this.scope.kind === 'call') this.lines.push(`jq . "$answers/${name}.json"`);
  }

  browserStep(step: PlanStep, index: number) {
    const name = this.names.steps[index] ?? 'step';
    if (step.kind === 'cardSession') {
      this.lines.push(
        '',
        comment(
          `── Step ${step.trailStep} of the trail (Checkout SDK): ${step.title}, made afresh ──`,
        ),
        comment(
          "The card fields send the card to the session endpoint from the provider's origin and give the",
        ),
        comment(
          "page only the session's href (Location). A session is single-use: a new one, from the sandbox's test card.",
        ),
        `status=$(curl -sS -o /dev/null -D "$answers/${name}.headers" -w '%{http_code}' \\`,
        `  -X POST ${shellQuote(step.url)} \\`,
        ...step.headers.map((header) => `  -H ${shellQuote(`${header.name}: ${header.value}`)} \\`),
        `  -d ${shellQuote(JSON.stringify(step.body, null, 2))})`,
        `href=$(sed -n 's/^[Ll]ocation: *//p' "$answers/${name}.headers" | tr -d '\\r')`,
        `jq -n --arg href "$href" '{href: $href}' > "$answers/${name}.json"`,
        `echo ${shellQuote(`   #${step.trailStep} ${step.title}: `)}"$status (a new one)"`,
      );
    } else if (step.kind === 'deviceData') {
      const from = this.names.steps[step.from.step] ?? 'step';
      this.lines.push(
        '',
        comment("── The shopper's browser: 3DS device data collection ──"),
        comment(
          `The page posts ${pathLabel([...step.from.path, 'jwt'])} to ${pathLabel([...step.from.path, 'url'])} in a hidden frame;`,
        ),
        comment(
          'the device data page hands out a SessionId, which the next call sends as collectionReference.',
        ),
        `ddc_url=$(answer ${from} ${shellQuote(jqPath([...step.from.path, 'url']))})`,
        `ddc_jwt=$(answer ${from} ${shellQuote(jqPath([...step.from.path, 'jwt']))})`,
        'session_id=$(collect_device_data "$ddc_url" "$ddc_jwt")',
        `jq -n --arg id "$session_id" '{SessionId: $id}' > "$answers/${name}.json"`,
        'echo "   3DS device data collected: SessionId $session_id"',
      );
    } else if (step.kind === 'challenge') {
      const from = this.names.steps[step.from.step] ?? 'step';
      this.lines.push(
        '',
        comment("── The shopper's browser: the 3DS challenge ──"),
        comment(
          step.action === 'submit'
            ? `The challenge frame shows the bank's page; the shopper enters the passcode (${demoPasscode}, the sandbox's).`
            : "The challenge frame shows the bank's page; the shopper cancels (the recorded challenge failed).",
        ),
        `challenge_url=$(answer ${from} ${shellQuote(jqPath([...step.from.path, 'url']))})`,
        `challenge_jwt=$(answer ${from} ${shellQuote(jqPath([...step.from.path, 'jwt']))})`,
        `answer_challenge "$challenge_url" "$challenge_jwt" ${step.action}`,
        `echo ${shellQuote(`   3DS challenge: ${step.action === 'submit' ? 'passcode entered' : 'cancelled'}`)}`,
      );
    } else if (step.kind === 'hostedPage') {
      this.hostedPage(step, index);
    } else if (step.kind === 'note') {
      this.lines.push('', comment(`Step ${step.trailStep} of the trail: ${step.text}`));
    }
  }

  private hostedPage(step: Extract<PlanStep, { kind: 'hostedPage' }>, index: number) {
    const name = this.names.steps[index] ?? 'step';
    const from = this.names.steps[step.from.step] ?? 'step';
    const { shopper } = step;
    this.lines.push(
      '',
      comment(`── Step ${step.trailStep} of the trail: the shopper on the hosted payment page ──`),
      comment(
        shopper.kind === 'pay'
          ? `The library frames the page; the shopper pays there with ${shopper.card.cardNumber} (${shopper.card.cardHolderName}), the sandbox's card for the recorded '${step.recordedStatus}'.`
          : `The library frames the page; the shopper presses Cancel, as recorded ('${step.recordedStatus}').`,
      ),
      `page_url=$(answer ${from} ${shellQuote(jqPath(step.from.path))})`,
      shopper.kind === 'pay'
        ? `pay_on_hosted_page "$page_url" ${shellQuote(JSON.stringify(shopper.card))} "$answers/${name}.json"`
        : `curl -sS -X POST "$page_url/cancel" -H 'Content-Type: application/json' -d '{}' > "$answers/${name}.json"`,
      `seen=$(jq -r '.status // .step' "$answers/${name}.json")`,
      `report_text ${shellQuote(`#${step.trailStep} Hosted page result`)} "$seen" ${shellQuote(step.recordedStatus)}`,
    );
  }

  write(context: TakeHomeContext, withShebang: boolean): string {
    const head = headline(this.plan, context, this.scope).map(comment);
    const credentials =
      context.credentials.kind === 'sandboxDemo'
        ? [
            comment(
              'Your own credentials at the built-in sandbox (they see your payments only): set PROVIDER_USERNAME and PROVIDER_PASSWORD for others.',
            ),
            `PROVIDER_USERNAME=\${PROVIDER_USERNAME:-${shellQuote(context.credentials.username)}}`,
            `PROVIDER_PASSWORD=\${PROVIDER_PASSWORD:-${shellQuote(context.credentials.password)}}`,
          ]
        : [
            ': "${PROVIDER_USERNAME:?Set PROVIDER_USERNAME to your provider username}"',
            ': "${PROVIDER_PASSWORD:?Set PROVIDER_PASSWORD to your provider password}"',
          ];
    const fresh = this.plan.fresh.flatMap((value, index) => {
      const name = this.names.fresh[index] ?? 'fresh';
      const suffix = value.key === 'namespace' ? '$(date +%s)$RANDOM' : '$(date +%s)-$RANDOM';
      return [
        `${name}="${value.prefix}${suffix}"`,
        ...(this.isScript ? [`echo "Fresh ${value.key}: $${name}"`] : []),
      ];
    });
    const steps = this.lines.splice(0);
    const kinds = new Set(this.plan.steps.map((step) => step.kind));
    return [
      ...(withShebang ? ['#!/usr/bin/env bash'] : []),
      ...head,
      ...(this.isScript ? ['set -euo pipefail', ...bashHelpers(kinds)] : []),
      '',
      ...credentials,
      ...(fresh.length > 0
        ? [
            '',
            comment('Values the app made up for the journey, made afresh on each run.'),
            ...fresh,
          ]
        : []),
      ...steps,
      '',
    ].join('\n');
  }
}

/** The plan as a bash script (a single curl command when it is one call that needs nothing). */
export function bashScript(plan: ReplayPlan, context: TakeHomeContext, scope: PlanScope): string {
  const writer = new BashWriter(plan, scope);
  const last = plan.steps.findLastIndex((step) => step.kind === 'request');
  plan.steps.forEach((step, index) => {
    if (step.kind === 'request') writer.request(step, index, index === last);
    else writer.browserStep(step, index);
  });
  return writer.write(context, scope.kind === 'journey');
}
