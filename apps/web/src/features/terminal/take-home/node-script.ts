// A replay plan as a Node script (an ES module: Node 18 or later, fetch built in): the Code view's
// Node and 'Download as script' (Node). A single call that needs nothing from another is one
// fetch; anything more keeps each answer in a constant named after its step and reads values from
// it with `at(answer, path)`. Recorded values are written as JSON text (a JSON text is a JavaScript
// expression), so they stay data; the names are ours.
import { pathLabel, type JsonPath } from './json-paths';
import { nodeHelpers } from './node-helpers';
import type {
  CardSessionStep,
  PlanStep,
  ReplayPlan,
  RequestStep,
  UrlPart,
  ValueSource,
} from './plan-types';
import {
  bodyTemplate,
  commentText,
  headline,
  namesOf,
  recordedOutcome,
  type PlanScope,
} from './script-parts';
import type { TakeHomeContext } from './take-home-context';

const comment = (text: string) => (text ? `// ${commentText(text)}` : '//');
const literal = (value: unknown) => JSON.stringify(value);
const pathCode = (path: JsonPath) => `[${path.map((key) => literal(key)).join(', ')}]`;

/** Names the helpers and the script's own lines use. */
const ownNames = [
  'username',
  'password',
  'authorization',
  'call',
  'at',
  'report',
  'makeSession',
  'collectDeviceData',
  'answerChallenge',
  'payOnHostedPage',
  'response',
  'answer',
];

class NodeWriter {
  readonly lines: string[] = [];
  private readonly names;
  readonly isScript: boolean;

  constructor(
    private readonly plan: ReplayPlan,
    private readonly scope: PlanScope,
  ) {
    this.names = namesOf(plan, 'camel', ownNames);
    const runnable = plan.steps.filter((step) => step.kind !== 'note');
    this.isScript = scope.kind === 'journey' || runnable.length > 1;
  }

  private value(source: ValueSource): string {
    if (source.kind === 'fresh') return this.names.fresh[source.fresh] ?? 'fresh';
    return `at(${this.names.steps[source.step] ?? 'step'}, ${pathCode(source.path)})`;
  }

  private url(parts: UrlPart[]): string {
    return parts
      .map((part) => ('literal' in part ? literal(part.literal) : this.value(part.source)))
      .join(' + ');
  }

  private body(step: RequestStep): string | null {
    if (step.body === undefined) return null;
    const { texts, holes } = bodyTemplate(step.body, step.replacements);
    return texts
      .map((text, index) => {
        const hole = holes[index];
        return hole ? `${text}${this.value(hole.source)}` : text;
      })
      .join('');
  }

  /** The fetch options of a step, one per line: method, url, headers (with the credentials), body. */
  private options(step: RequestStep | CardSessionStep, withAuth: boolean): string[] {
    const body = step.kind === 'request' ? this.body(step) : JSON.stringify(step.body, null, 2);
    const url = step.kind === 'request' ? this.url(step.url) : literal(step.url);
    return [
      ...(step.kind === 'request' ? [`  method: ${literal(step.method)},`] : []),
      `  url: ${url},`,
      '  headers: {',
      ...(withAuth ? ['    Authorization: authorization,'] : []),
      ...step.headers.map((header) => `    ${literal(header.name)}: ${literal(header.value)},`),
      '  },',
      ...(body ? [`  body: ${indent(body)},`] : []),
    ];
  }

  request(step: RequestStep, index: number, isLast: boolean) {
    const name = this.names.steps[index] ?? 'step';
    this.lines.push(
      '',
      comment(
        `── Step ${step.trailStep} of the trail (${step.trigger}): ${step.title}, ${step.api} ──`,
      ),
    );
    const options = this.options(step, true);
    if (!this.isScript) {
      this.lines.push(
        'const { url, ...request } = {',
        ...options,
        '};',
        'const response = await fetch(url, { ...request, body: JSON.stringify(request.body) });',
        '',
        'console.log(response.status);',
        'console.log(await response.text());',
      );
      return;
    }
    const label = literal(`#${step.trailStep} ${step.title}`);
    this.lines.push(
      `const ${name} = await call(${label}, ${literal(recordedOutcome(step.recorded))}, {`,
      ...options,
      '});',
    );
    if (isLast && this.scope.kind === 'call')
      this.lines.push(`console.log(JSON.stringify(${name}, null, 2));`);
  }

  browserStep(step: PlanStep, index: number) {
    const name = this.names.steps[index] ?? 'step';
    const from = (step: number) => this.names.steps[step] ?? 'step';
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
        `const ${name} = await makeSession(${literal(`#${step.trailStep} ${step.title}`)}, {`,
        ...this.options(step, false),
        '});',
      );
    } else if (step.kind === 'deviceData') {
      const where = step.from.path;
      this.lines.push(
        '',
        comment("── The shopper's browser: 3DS device data collection ──"),
        comment(
          `The page posts ${pathLabel([...where, 'jwt'])} to ${pathLabel([...where, 'url'])} in a hidden frame;`,
        ),
        comment(
          'the device data page hands out a SessionId, which the next call sends as collectionReference.',
        ),
        `const ${name} = {`,
        `  SessionId: await collectDeviceData(at(${from(step.from.step)}, ${pathCode([...where, 'url'])}), at(${from(step.from.step)}, ${pathCode([...where, 'jwt'])})),`,
        '};',
        `console.log(\`   3DS device data collected: SessionId \${${name}.SessionId}\`);`,
      );
    } else if (step.kind === 'challenge') {
      const where = step.from.path;
      this.lines.push(
        '',
        comment("── The shopper's browser: the 3DS challenge ──"),
        comment(
          step.action === 'submit'
            ? "The challenge frame shows the bank's page; the shopper enters the sandbox's passcode."
            : "The challenge frame shows the bank's page; the shopper cancels (the recorded challenge failed).",
        ),
        `await answerChallenge(at(${from(step.from.step)}, ${pathCode([...where, 'url'])}), at(${from(step.from.step)}, ${pathCode([...where, 'jwt'])}), ${literal(step.action)});`,
        `console.log(${literal(`   3DS challenge: ${step.action === 'submit' ? 'passcode entered' : 'cancelled'}`)});`,
      );
    } else if (step.kind === 'hostedPage') {
      const { shopper } = step;
      const pageUrl = `at(${from(step.from.step)}, ${pathCode(step.from.path)})`;
      this.lines.push(
        '',
        comment(
          `── Step ${step.trailStep} of the trail: the shopper on the hosted payment page ──`,
        ),
        comment(
          shopper.kind === 'pay'
            ? `The library frames the page; the shopper pays there with ${shopper.card.cardNumber} (${shopper.card.cardHolderName}), the sandbox's card for the recorded '${step.recordedStatus}'.`
            : `The library frames the page; the shopper presses Cancel, as recorded ('${step.recordedStatus}').`,
        ),
        shopper.kind === 'pay'
          ? `const ${name} = await payOnHostedPage(${pageUrl}, ${literal(shopper.card)});`
          : `const ${name} = await (await fetch(\`\${${pageUrl}}/cancel\`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).json();`,
        `report(${literal(`#${step.trailStep} Hosted page result`)}, ${name}.status ?? ${name}.step, ${literal(step.recordedStatus)});`,
      );
    } else if (step.kind === 'note') {
      this.lines.push('', comment(`Step ${step.trailStep} of the trail: ${step.text}`));
    }
  }

  write(context: TakeHomeContext, withShebang: boolean): string {
    const head = headline(this.plan, context, this.scope).map(comment);
    const credentials =
      context.credentials.kind === 'sandboxDemo'
        ? [
            comment(
              'Your own credentials at the built-in sandbox (they see your payments only): set PROVIDER_USERNAME and PROVIDER_PASSWORD for others.',
            ),
            `const username = process.env.PROVIDER_USERNAME ?? ${literal(context.credentials.username)};`,
            `const password = process.env.PROVIDER_PASSWORD ?? ${literal(context.credentials.password)};`,
          ]
        : [
            'const username = process.env.PROVIDER_USERNAME;',
            'const password = process.env.PROVIDER_PASSWORD;',
            "if (!username || !password) throw new Error('Set PROVIDER_USERNAME and PROVIDER_PASSWORD to your provider credentials.');",
          ];
    const fresh = this.plan.fresh.map((value, index) => {
      const name = this.names.fresh[index] ?? 'fresh';
      const tail =
        value.key === 'namespace'
          ? '${Date.now()}'
          : '${Date.now().toString(36)}-${Math.random().toString(16).slice(2, 10)}';
      return `const ${name} = \`${value.prefix}${tail}\`;`;
    });
    const printFresh = this.plan.fresh.map((value, index) => {
      const name = this.names.fresh[index] ?? 'fresh';
      return `console.log(\`Fresh ${value.key}: \${${name}}\`);`;
    });
    const kinds = new Set(this.plan.steps.map((step) => step.kind));
    return [
      ...(withShebang ? ['#!/usr/bin/env node'] : []),
      ...head,
      '',
      ...credentials,
      "const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;",
      ...(this.isScript ? nodeHelpers(kinds) : []),
      ...(fresh.length > 0
        ? [
            '',
            comment('Values the app made up for the journey, made afresh on each run.'),
            ...fresh,
            ...(this.isScript ? printFresh : []),
          ]
        : []),
      ...this.lines.splice(0),
      '',
    ].join('\n');
  }
}

/** Indents every line after the first by two spaces (a body inside a call). */
const indent = (text: string) => text.replace(/\n/g, '\n  ');

/** The plan as a Node script (a single fetch when it is one call that needs nothing). */
export function nodeScript(plan: ReplayPlan, context: TakeHomeContext, scope: PlanScope): string {
  const writer = new NodeWriter(plan, scope);
  const last = plan.steps.findLastIndex((step) => step.kind === 'request');
  plan.steps.forEach((step, index) => {
    if (step.kind === 'request') writer.request(step, index, index === last);
    else writer.browserStep(step, index);
  });
  return writer.write(context, scope.kind === 'journey');
}
