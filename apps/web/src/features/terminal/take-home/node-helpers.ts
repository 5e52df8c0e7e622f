// The functions at the top of a Node replay (node-script.ts): one provider call with its printed
// outcome, reading a value from an answer, and the shopper's browser steps on the sandbox's pages —
// each written only when the script uses it.
import { demoPasscode } from '@sjd/sandbox/scenarios';
import type { PlanStep } from './plan-types';

const calls = [
  '',
  '/** Prints what a step got (HTTP status and outcome) beside what the trail recorded. */',
  'function report(label, seen, recorded) {',
  '  console.log(seen === recorded ? `${label}: ${seen}` : `${label}: ${seen} (the trail recorded: ${recorded})`);',
  '}',
  '',
  "/** One provider call: sends it, prints its outcome (and the provider's error) and returns its answer. */",
  'async function call(label, recorded, { method, url, headers, body }) {',
  '  const response = await fetch(url, {',
  '    method,',
  '    headers,',
  '    ...(body === undefined ? {} : { body: JSON.stringify(body) }),',
  '  });',
  '  const text = await response.text();',
  '  const answer = text ? JSON.parse(text) : {};',
  '  const outcome = answer.outcome ?? answer._embedded?.verification?.outcome;',
  "  report(label, [response.status, outcome].filter(Boolean).join(' '), recorded);",
  '  if (answer.errorName) console.log(`   ${answer.errorName}: ${answer.message}`);',
  "  for (const error of answer.validationErrors ?? []) console.log(`   ${error.jsonPath ?? ''}: ${error.message}`);",
  '  return answer;',
  '}',
  '',
  "/** The value at a JSON path of a step's answer; the journey stops when it is not there. */",
  'function at(answer, path) {',
  '  const value = path.reduce((node, key) => node?.[key], answer);',
  '  if (value === undefined || value === null) {',
  "    throw new Error(`The answer has no ${path.join('.')}: the journey cannot go on.`);",
  '  }',
  '  return value;',
  '}',
];

const session = [
  '',
  '/** A card session, as the card fields make it: its href comes back in the Location header. */',
  'async function makeSession(label, { url, headers, body }) {',
  "  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });",
  '  console.log(`   ${label}: ${response.status} (a new one)`);',
  "  return { href: response.headers.get('location') };",
  '}',
];

const deviceData = [
  '',
  "/** The 3DS device data page, as the shopper's browser posts it (a hidden form with the JWT). The",
  " * sandbox's page writes the SessionId it hands out in its page data (the real one posts it to the",
  ' * shop in a message); it goes back to the provider as collectionReference. */',
  'async function collectDeviceData(url, jwt) {',
  "  const page = await (await fetch(url, { method: 'POST', body: new URLSearchParams({ JWT: jwt }) })).text();",
  '  const sessionId = /"sessionId":"([A-Za-z0-9_-]+)"/.exec(page)?.[1];',
  "  if (!sessionId) throw new Error('The device data page gave no SessionId.');",
  '  return sessionId;',
  '}',
];

const challenge = [
  '',
  "/** The 3DS challenge page's form: the JWT, and submit with the passcode or cancel. */",
  'async function answerChallenge(url, jwt, action) {',
  `  const form = new URLSearchParams({ JWT: jwt, action, code: ${JSON.stringify(demoPasscode)} });`,
  "  await (await fetch(`${url}/answer`, { method: 'POST', body: form })).text();",
  '}',
];

const hostedPage = [
  '',
  "/** The hosted payment page's own script: the card to the page, then each 3DS step it asks for",
  ' * (device data, the challenge passed), until it gives its result. */',
  'async function payOnHostedPage(pageUrl, card) {',
  '  const post = async (path, body) =>',
  '    (await fetch(`${pageUrl}${path}`, {',
  "      method: 'POST',",
  "      headers: { 'Content-Type': 'application/json' },",
  '      body: JSON.stringify(body),',
  '    })).json();',
  "  let step = await post('/payments', card);",
  "  while (step.step === 'deviceData' || step.step === 'challenge') {",
  "    if (step.step === 'deviceData') {",
  '      const sessionId = await collectDeviceData(step.url, step.jwt);',
  '      console.log(`   The page: 3DS device data collected, SessionId ${sessionId}`);',
  '      step = await post(`/payments/${step.attempt}/device-data`, { sessionId });',
  '    } else {',
  "      await answerChallenge(step.url, step.jwt, 'submit');",
  "      console.log('   The page: 3DS challenge, passcode entered');",
  '      step = await post(`/payments/${step.attempt}/challenge`, {});',
  '    }',
  '  }',
  '  return step;',
  '}',
];

/** The helper lines a script with these kinds of step needs. */
export function nodeHelpers(kinds: ReadonlySet<PlanStep['kind']>): string[] {
  const hosted = kinds.has('hostedPage');
  return [
    ...calls,
    ...(kinds.has('cardSession') ? session : []),
    ...(kinds.has('deviceData') || hosted ? deviceData : []),
    ...(kinds.has('challenge') || hosted ? challenge : []),
    ...(hosted ? hostedPage : []),
  ];
}
