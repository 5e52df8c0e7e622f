// The hosted payment page's script: pay with the card, run 3DS inside the page when the
// issuer asks for it, show the result and report it to the WPCL.Library on the merchant's page
// (postMessage to the parent's origin only). The sandbox decides every step; this script shows
// them. Cancel and the session's expiry end the page too.
import type { HostedPaymentStatus } from '@sjd/contracts';
import {
  hppMessageSource,
  isHppStatus,
  resultTexts,
  supersededText,
  type HppMessage,
  type ResultText,
} from '../../shared/hpp-protocol';
import {
  booleanAt,
  isRecord,
  numberAt,
  pageData,
  recordAt,
  stringAt,
  stringsAt,
  type Json,
} from '../shared/guards';
import { parentTargets, postToParent } from '../shared/origins';
import { CardInputs, isCardField } from './card-inputs';
import { collectDeviceData, showChallenge } from './three-ds-frames';

const data = pageData();
const paths = recordAt(data, 'paths') ?? {};
const transactionReference = stringAt(data, 'transactionReference') ?? '';
const targets = parentTargets(
  stringsAt(data, 'allowedOrigins') ?? [],
  stringsAt(data, 'targets') ?? [],
);
const isDebug = booleanAt(data, 'debug') === true;
const views = ['form', 'processing', 'authentication', 'result'] as const;
type View = (typeof views)[number];
let isFinished = false;

function tell(message: HppMessage): void {
  if (isDebug) console.log('[hpp] →', message);
  postToParent({ source: hppMessageSource, ...message }, targets);
}

function show(view: View): void {
  for (const name of views) {
    const element = document.getElementById(`view-${name}`);
    if (element) element.hidden = name !== view;
  }
  const page = view === 'form' ? 'card-details' : view;
  tell({ type: 'flow', page });
}

function showOutcome(text: ResultText): void {
  const icon = document.getElementById('result-icon');
  if (icon) {
    icon.className = `icon ${text.tone}`;
    icon.textContent = text.tone === 'good' ? '✓' : text.tone === 'wait' ? '!' : '✕';
  }
  const title = document.getElementById('result-title');
  if (title) title.textContent = text.title;
  const body = document.getElementById('result-text');
  if (body) body.textContent = text.text;
  show('result');
  title?.focus();
}

function finish(status: HostedPaymentStatus): void {
  if (isFinished) return;
  isFinished = true;
  showOutcome(resultTexts[status]);
  tell({ type: 'result', order: { status, transactionReference } });
}

/** Another attempt of this page is the current one: say so, and report no result from here. */
function stepAside(): void {
  if (isFinished) return;
  isFinished = true;
  showOutcome(supersededText);
}

type Step =
  | { step: 'result'; status: HostedPaymentStatus }
  | { step: 'deviceData'; attempt: string; url: string; jwt: string; bin?: string }
  | { step: 'challenge'; attempt: string; url: string; jwt: string }
  | { step: 'invalid'; errors: Json }
  | { step: 'superseded' };

function readStep(json: unknown): Step | null {
  if (!isRecord(json)) return null;
  const attempt = stringAt(json, 'attempt');
  const url = stringAt(json, 'url');
  const jwt = stringAt(json, 'jwt');
  switch (json.step) {
    case 'result':
      return isHppStatus(json.status) ? { step: 'result', status: json.status } : null;
    case 'deviceData': {
      if (!attempt || !url || !jwt) return null;
      const bin = stringAt(json, 'bin');
      return { step: 'deviceData', attempt, url, jwt, ...(bin ? { bin } : {}) };
    }
    case 'challenge':
      return attempt && url && jwt ? { step: 'challenge', attempt, url, jwt } : null;
    case 'invalid':
      return { step: 'invalid', errors: recordAt(json, 'errors') ?? {} };
    case 'superseded':
      return { step: 'superseded' };
    default:
      return null;
  }
}

async function call(path: unknown, body: unknown): Promise<Step> {
  if (typeof path !== 'string') return { step: 'result', status: 'exception' };
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return readStep(await response.json()) ?? { step: 'result', status: 'exception' };
  } catch {
    // The page cannot tell whether the payment went through.
    return { step: 'result', status: 'exception' };
  }
}

const attemptPath = (attempt: string, step: string) =>
  `${String(paths.attempt ?? '')}${encodeURIComponent(attempt)}/${step}`;

async function follow(first: Step, inputs: CardInputs): Promise<void> {
  let step = first;
  for (;;) {
    if (isFinished) return;
    switch (step.step) {
      case 'result':
        return finish(step.status);
      case 'superseded':
        return stepAside();
      case 'invalid': {
        show('form');
        for (const [field, message] of Object.entries(step.errors)) {
          if (typeof message === 'string' && isCardField(field)) inputs.setError(field, message);
        }
        inputs.validate();
        return;
      }
      case 'deviceData': {
        const slot = document.getElementById('ddc-slot') ?? document.body;
        const sessionId = await collectDeviceData(slot, step.url, step.jwt, step.bin);
        step = await call(attemptPath(step.attempt, 'device-data'), sessionId ? { sessionId } : {});
        break;
      }
      case 'challenge': {
        show('authentication');
        document.getElementById('auth-title')?.focus();
        const slot = document.getElementById('challenge-slot') ?? document.body;
        await showChallenge(slot, step.url, step.jwt, transactionReference);
        show('processing');
        step = await call(attemptPath(step.attempt, 'challenge'), {});
        break;
      }
    }
  }
}

function start(): void {
  new ResizeObserver(() =>
    // The body's own height: the document's scrollHeight never drops below the frame's height.
    tell({ type: 'resize', height: Math.ceil(document.body.getBoundingClientRect().height) }),
  ).observe(document.body);
  const state = data.state;
  if (isHppStatus(state)) return finish(state);
  tell({ type: 'ready' });
  show('form');

  const inputs = new CardInputs();
  const form = document.getElementById('card-form');
  const pay = document.getElementById('pay');
  // The page arrives with Pay disabled so that nothing submits before this script listens.
  if (pay instanceof HTMLButtonElement) pay.disabled = false;
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    if (isFinished || !inputs.validate()) return;
    if (pay instanceof HTMLButtonElement) pay.disabled = true;
    show('processing');
    void call(paths.pay, inputs.values())
      .then((step) => follow(step, inputs))
      .finally(() => {
        if (pay instanceof HTMLButtonElement) pay.disabled = false;
      });
  });
  document.getElementById('cancel')?.addEventListener('click', () => {
    show('processing');
    void call(paths.cancel, {}).then((step) => follow(step, inputs));
  });

  // The page's session ends at its expiry; the sandbox refuses payments after it too.
  const expiresInMs = numberAt(data, 'expiresInMs');
  if (expiresInMs !== undefined) {
    window.setTimeout(() => finish('session_expired'), Math.min(expiresInMs, 2_147_483_000));
  }
}

start();
