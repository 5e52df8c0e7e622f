// The shopper on the sandbox's hosted payment page, for tests: what the page's own script does
// (packages/sandbox/src/hosted/client/hpp/page.ts) — post the card to the page's JSON routes,
// then each 3DS step it answers with: the device data collection page, the challenge (passed
// with the demo passcode) — until the page gives its result.
import { demoPasscode } from '@sjd/sandbox/scenarios';
import type { ProviderStack } from './provider-stack';

type Step =
  | { step: 'result'; status: string }
  | { step: 'deviceData'; attempt: string; url: string; jwt: string }
  | { step: 'challenge'; attempt: string; url: string; jwt: string };

function isStep(value: unknown): value is Step {
  return typeof value === 'object' && value !== null && 'step' in value;
}

async function postJson(url: string, body: unknown): Promise<Step> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!isStep(answer)) throw new Error(`The page answered ${response.status}: no step`);
  return answer;
}

async function postForm(url: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields) });
  return response.text();
}

/** Pays on the page at `pageUrl` with `cardNumber`; resolves with the page's result status. */
export async function payOnHostedPage(
  _stack: ProviderStack,
  pageUrl: string,
  cardNumber: string,
): Promise<string> {
  let step = await postJson(`${pageUrl}/payments`, {
    cardHolderName: 'Ada Lovelace',
    cardNumber,
    expiry: '12/35',
    cvc: '123',
  });
  for (let turn = 0; turn < 4; turn += 1) {
    if (step.step === 'result') return step.status;
    if (step.step === 'deviceData') {
      const page = await postForm(step.url, { JWT: step.jwt });
      const sessionId = /"sessionId":"([^"]+)"/.exec(page)?.[1];
      if (!sessionId) throw new Error('The device data page gave no SessionId');
      step = await postJson(`${pageUrl}/payments/${step.attempt}/device-data`, { sessionId });
    } else {
      await postForm(`${step.url}/answer`, { JWT: step.jwt, action: 'submit', code: demoPasscode });
      step = await postJson(`${pageUrl}/payments/${step.attempt}/challenge`, {});
    }
  }
  throw new Error('The hosted page never gave a result');
}
