// The functions at the top of a bash replay (bash-script.ts): where answers are kept, how a value
// is read from one, how a step's outcome is printed beside the recorded one, and the shopper's
// browser steps on the sandbox's pages — each written only when the script uses it.
import { demoPasscode } from '@sjd/sandbox/scenarios';
import type { PlanStep } from './plan-types';

const jqCheck = [
  'command -v jq >/dev/null || {',
  "  echo 'This script reads the answers with jq: install it (apt-get install jq, brew install jq) and run it again.' >&2",
  '  exit 1',
  '}',
];

const answers = [
  '',
  '# Each step keeps its answer in this folder; later steps read values from it.',
  'answers=$(mktemp -d)',
  'trap \'rm -rf "$answers"\' EXIT',
  '',
  "# The value at a JSON path of a step's answer: as text (answer), or as JSON for a body (answer_json).",
  'answer() {',
  '  jq -er "$2" "$answers/$1.json" || { echo "The answer of $1 has no $2: the journey cannot go on." >&2; exit 1; }',
  '}',
  'answer_json() {',
  '  jq -ec "$2" "$answers/$1.json" || { echo "The answer of $1 has no $2: the journey cannot go on." >&2; exit 1; }',
  '}',
  '',
  '# Prints what a step got (HTTP status and outcome) beside what the trail recorded, and the',
  "# provider's error when there is one.",
  'report_text() {',
  '  if [ "$2" = "$3" ]; then echo "$1: $2"; else echo "$1: $2 (the trail recorded: $3)"; fi',
  '}',
  'report() {',
  '  local outcome error',
  '  outcome=$(jq -r \'.outcome // ._embedded.verification.outcome // empty\' "$answers/$1.json" 2>/dev/null || true)',
  '  report_text "$2" "$3${outcome:+ $outcome}" "$4"',
  '  error=$(jq -r \'select(.errorName) | "   \\(.errorName): \\(.message)", (.validationErrors[]? | "   \\(.jsonPath // ""): \\(.message)")\' "$answers/$1.json" 2>/dev/null || true)',
  '  if [ -n "$error" ]; then echo "$error"; fi',
  '}',
];

const deviceData = [
  '',
  "# The 3DS device data page, as the shopper's browser posts it (a hidden form with the JWT). The",
  "# sandbox's page writes the SessionId it hands out in its page data (the real one posts it to the",
  '# shop in a message); it goes back to the provider as collectionReference.',
  'collect_device_data() {',
  '  local page id',
  '  page=$(curl -sS -X POST "$1" --data-urlencode "JWT=$2")',
  '  id=$(printf \'%s\' "$page" | grep -o \'"sessionId":"[A-Za-z0-9_-]*"\' | cut -d\'"\' -f4)',
  '  [ -n "$id" ] || { echo "The device data page gave no SessionId." >&2; exit 1; }',
  '  printf \'%s\' "$id"',
  '}',
];

const challenge = [
  '',
  "# The 3DS challenge page's form: the JWT, and submit with the passcode or cancel.",
  'answer_challenge() {',
  `  curl -sS -o /dev/null -X POST "$1/answer" --data-urlencode "JWT=$2" -d "action=$3" -d 'code=${demoPasscode}'`,
  '}',
];

const hostedPage = [
  '',
  "# The hosted payment page's own script: the card to the page, then each 3DS step it asks for",
  '# (device data, the challenge passed), until it gives its result.',
  'pay_on_hosted_page() {',
  '  local step attempt id',
  '  step=$(curl -sS -X POST "$1/payments" -H \'Content-Type: application/json\' -d "$2")',
  '  while :; do',
  '    attempt=$(jq -r \'.attempt // empty\' <<<"$step")',
  '    case $(jq -r .step <<<"$step") in',
  '      deviceData)',
  '        id=$(collect_device_data "$(jq -r .url <<<"$step")" "$(jq -r .jwt <<<"$step")")',
  '        echo "   The page: 3DS device data collected, SessionId $id"',
  '        step=$(curl -sS -X POST "$1/payments/$attempt/device-data" -H \'Content-Type: application/json\' \\',
  '          -d "$(jq -n --arg id "$id" \'{sessionId: $id}\')")',
  '        ;;',
  '      challenge)',
  '        answer_challenge "$(jq -r .url <<<"$step")" "$(jq -r .jwt <<<"$step")" submit',
  "        echo '   The page: 3DS challenge, passcode entered'",
  "        step=$(curl -sS -X POST \"$1/payments/$attempt/challenge\" -H 'Content-Type: application/json' -d '{}')",
  '        ;;',
  '      *) break ;;',
  '    esac',
  '  done',
  '  printf \'%s\' "$step" > "$3"',
  '}',
];

/** The helper lines a script with these kinds of step needs. */
export function bashHelpers(kinds: ReadonlySet<PlanStep['kind']>): string[] {
  const hosted = kinds.has('hostedPage');
  return [
    ...jqCheck,
    ...answers,
    ...(kinds.has('deviceData') || hosted ? deviceData : []),
    ...(kinds.has('challenge') || hosted ? challenge : []),
    ...(hosted ? hostedPage : []),
  ];
}
