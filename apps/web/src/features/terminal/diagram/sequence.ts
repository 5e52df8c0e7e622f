// The trail as a sequence diagram (issue 32): lanes for the shopper's browser, the merchant
// server, the provider and the issuer/3DS; one arrow per request and one per response (with its
// status and outcome; the demo server's own routes between the browser and the merchant server);
// the steps that are not calls (device data collected, a challenge
// answered, a webhook delivered — the provider calling the merchant server's receiver, issue 44)
// as arrows between the lanes they happened between, and each trigger as a note. Written out
// as Mermaid text here; drawn as SVG by sequence-svg.ts (the export) and compact-layout.ts (the
// DIAGRAM tab).
import type { ApiEvent, Trigger } from '../../event-log';
import { outcomeOf, pathOf } from '../trail-rows';

export type Lane = 'browser' | 'merchant' | 'provider' | 'issuer';

export const laneNames: Record<Lane, string> = {
  browser: "Shopper's browser",
  merchant: 'Merchant server',
  provider: 'Provider',
  issuer: 'Issuer / 3DS',
};

export type SequenceStep =
  | { kind: 'trigger'; label: string }
  | {
      kind: 'arrow';
      from: Lane;
      to: Lane;
      label: string;
      /** A response (drawn dashed); its status, when the provider answered with one. */
      isReply: boolean;
      status?: number;
    };

export interface Sequence {
  lanes: Lane[];
  steps: SequenceStep[];
}

/** APIs the shopper's browser calls itself (the card fields and the hosted page's script). */
const browserApis = new Set(['Checkout SDK', 'HPP SDK']);

function callerOf(event: ApiEvent): Lane {
  return browserApis.has(event.api) || isMerchantServerCall(event) ? 'browser' : 'merchant';
}

/**
 * A call to the demo's own server (its webhook inspector, faults, clock): recorded with a path of
 * that server, not a provider URL. The browser calls the merchant server, which answers.
 */
const isMerchantServerCall = (event: ApiEvent) => event.url?.startsWith('/') === true;

/** Who a call goes to: the merchant server for its own routes, else the provider. */
const calleeOf = (event: ApiEvent): Lane => (isMerchantServerCall(event) ? 'merchant' : 'provider');

/**
 * A step that is not a call (a plain-text event, or a trigger the browser's 3DS frames raised),
 * as the arrow between the parties it happened between; null for a step that is not one.
 */
function stepOf(event: Pick<ApiEvent, 'title' | 'api'>): SequenceStep | null {
  const title = event.title;
  // The provider posts its events to the merchant server's receiver.
  if (event.api === 'Webhooks') {
    return { kind: 'arrow', from: 'provider', to: 'merchant', label: title, isReply: false };
  }
  if (/device data collect/i.test(title)) {
    return { kind: 'arrow', from: 'browser', to: 'issuer', label: title, isReply: false };
  }
  if (/challenge/i.test(title)) {
    return { kind: 'arrow', from: 'issuer', to: 'browser', label: title, isReply: true };
  }
  return null;
}

const requestLabel = (event: ApiEvent) =>
  `${event.method ?? ''} ${event.url ? pathOf(event.url) : event.title}`.trim();

function replyLabel(event: ApiEvent): string {
  const outcome = outcomeOf(event.body);
  return [event.status, outcome ?? (event.status === undefined ? event.title : '')]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
}

export function sequenceOf(triggers: readonly Trigger[]): Sequence {
  const steps: SequenceStep[] = [];
  const asked = new Map<string, { caller: Lane; callee: Lane }>();
  for (const trigger of triggers) {
    steps.push({ kind: 'trigger', label: trigger.name });
    // 'Device data collected', 'Challenge received': the issuer's frames spoke to the browser.
    const raised = stepOf({ title: trigger.name, api: '' });
    if (raised) steps.push(raised);
    for (const event of trigger.events) {
      if (event.plainText !== undefined) {
        const step = stepOf(event);
        if (step) steps.push(step);
        continue;
      }
      // A response answers the latest request of its title (it may not repeat the URL).
      const key = `${event.api}|${event.title}`;
      const request = event.type === 'response' ? asked.get(key) : undefined;
      const caller = request?.caller ?? callerOf(event);
      if (event.type === 'request') {
        asked.set(key, { caller, callee: calleeOf(event) });
        steps.push({
          kind: 'arrow',
          from: caller,
          to: calleeOf(event),
          label: requestLabel(event),
          isReply: false,
        });
      } else {
        steps.push({
          kind: 'arrow',
          from: request?.callee ?? calleeOf(event),
          to: caller,
          label: replyLabel(event),
          isReply: true,
          ...(event.status !== undefined ? { status: event.status } : {}),
        });
      }
    }
  }
  return { lanes: ['browser', 'merchant', 'provider', 'issuer'], steps };
}

/** Text Mermaid would misread in a message (`;`, `#`, line breaks), as its entity codes. */
function mermaidText(text: string): string {
  // One pass: the `;` of an entity written for a `#` must not be escaped again.
  return text.replace(/[#;]/g, (char) => (char === '#' ? '#35;' : '#59;')).replace(/[\r\n]+/g, ' ');
}

/** The sequence as a Mermaid sequence diagram. */
export function sequenceMermaid(sequence: Sequence): string {
  const lines = ['sequenceDiagram'];
  for (const lane of sequence.lanes) lines.push(`  participant ${lane} as ${laneNames[lane]}`);
  const [first] = sequence.lanes;
  const last = sequence.lanes.at(-1);
  for (const step of sequence.steps) {
    if (step.kind === 'trigger') {
      lines.push(`  Note over ${first},${last}: ${mermaidText(step.label)}`);
    } else {
      const arrow = step.isReply ? '-->>' : '->>';
      lines.push(`  ${step.from}${arrow}${step.to}: ${mermaidText(step.label)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
