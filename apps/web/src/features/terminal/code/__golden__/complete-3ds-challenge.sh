# Runs as-is against the built-in sandbox: first it makes afresh what 'Complete 3DS challenge' needs (Payment, the 3DS device data page, Supply 3DS device data, the 3DS challenge), then sends it.
set -euo pipefail
command -v jq >/dev/null || {
  echo 'This script reads the answers with jq: install it (apt-get install jq, brew install jq) and run it again.' >&2
  exit 1
}

# Each step keeps its answer in this folder; later steps read values from it.
answers=$(mktemp -d)
trap 'rm -rf "$answers"' EXIT

# The value at a JSON path of a step's answer: as text (answer), or as JSON for a body (answer_json).
answer() {
  jq -er "$2" "$answers/$1.json" || { echo "The answer of $1 has no $2: the journey cannot go on." >&2; exit 1; }
}
answer_json() {
  jq -ec "$2" "$answers/$1.json" || { echo "The answer of $1 has no $2: the journey cannot go on." >&2; exit 1; }
}

# Prints what a step got (HTTP status and outcome) beside what the trail recorded, and the
# provider's error when there is one.
report_text() {
  if [ "$2" = "$3" ]; then echo "$1: $2"; else echo "$1: $2 (the trail recorded: $3)"; fi
}
report() {
  local outcome error
  outcome=$(jq -r '.outcome // ._embedded.verification.outcome // empty' "$answers/$1.json" 2>/dev/null || true)
  report_text "$2" "$3${outcome:+ $outcome}" "$4"
  error=$(jq -r 'select(.errorName) | "   \(.errorName): \(.message)", (.validationErrors[]? | "   \(.jsonPath // ""): \(.message)")' "$answers/$1.json" 2>/dev/null || true)
  if [ -n "$error" ]; then echo "$error"; fi
}

# The 3DS device data page, as the shopper's browser posts it (a hidden form with the JWT). The
# sandbox's page writes the SessionId it hands out in its page data (the real one posts it to the
# shop in a message); it goes back to the provider as collectionReference.
collect_device_data() {
  local page id
  page=$(curl -sS -X POST "$1" --data-urlencode "JWT=$2")
  id=$(printf '%s' "$page" | grep -o '"sessionId":"[A-Za-z0-9_-]*"' | cut -d'"' -f4)
  [ -n "$id" ] || { echo "The device data page gave no SessionId." >&2; exit 1; }
  printf '%s' "$id"
}

# The 3DS challenge page's form: the JWT, and submit with the passcode or cancel.
answer_challenge() {
  curl -sS -o /dev/null -X POST "$1/answer" --data-urlencode "JWT=$2" -d "action=$3" -d 'code=1234'
}

# Your own credentials at the built-in sandbox (they see your payments only): set PROVIDER_USERNAME and PROVIDER_PASSWORD for others.
PROVIDER_USERNAME=${PROVIDER_USERNAME:-'sjd-demo'}
PROVIDER_PASSWORD=${PROVIDER_PASSWORD:-'sjd-demo-secret'}

# Values the app made up for the journey, made afresh on each run.
transaction_reference="SJD-$(date +%s)-$RANDOM"
echo "Fresh transactionReference: $transaction_reference"

# ── Step 1 of the trail (Pay with card): Payment, Payments API ──
status=$(curl -sS -o "$answers/payment.json" -w '%{http_code}' \
  -X POST 'http://127.0.0.1:8081/api/payments' \
  -u "$PROVIDER_USERNAME:$PROVIDER_PASSWORD" \
  -H 'Content-Type: application/json' \
  -H 'Accept: application/json' \
  -H 'WP-Api-Version: 2024-06-01' \
  -d '{
  "transactionReference": "'"$transaction_reference"'",
  "merchant": {
    "entity": "default"
  },
  "channel": "ecom",
  "instruction": {
    "method": "card",
    "paymentInstrument": {
      "type": "plain",
      "cardNumber": "4000000000001091",
      "expiryDate": {
        "month": 5,
        "year": 2035
      },
      "cardHolderName": "Ada Lovelace",
      "cvc": "555"
    },
    "narrative": {
      "line1": "Smart Journey Demo"
    },
    "value": {
      "currency": "GBP",
      "amount": 300
    },
    "threeDS": {
      "type": "integrated",
      "mode": "always",
      "challenge": {
        "returnUrl": "http://127.0.0.1:3999/challenge-return.html",
        "windowSize": "390x400",
        "preference": "noPreference"
      },
      "deviceData": {
        "acceptHeader": "text/html",
        "userAgentHeader": "Mozilla/5.0 (flow test)",
        "browserLanguage": "en-GB",
        "browserColorDepth": "24",
        "browserScreenHeight": 900,
        "browserScreenWidth": 1440,
        "timeZone": "0",
        "browserJavaEnabled": false,
        "browserJavascriptEnabled": true,
        "channel": "browser"
      }
    }
  }
}')
report payment '#1 Payment' "$status" '201 3dsDeviceDataRequired'

# ── The shopper's browser: 3DS device data collection ──
# The page posts deviceDataCollection.jwt to deviceDataCollection.url in a hidden frame;
# the device data page hands out a SessionId, which the next call sends as collectionReference.
ddc_url=$(answer payment '.deviceDataCollection.url')
ddc_jwt=$(answer payment '.deviceDataCollection.jwt')
session_id=$(collect_device_data "$ddc_url" "$ddc_jwt")
jq -n --arg id "$session_id" '{SessionId: $id}' > "$answers/device_data.json"
echo "   3DS device data collected: SessionId $session_id"

# ── Step 2 of the trail (Device data collected): Supply 3DS device data, Payments API ──
supply3ds_device_data_href_url=$(answer payment '._actions.supply3dsDeviceData.href')
collection_reference=$(answer_json device_data '.SessionId')
status=$(curl -sS -o "$answers/supply_three_ds_device_data.json" -w '%{http_code}' \
  -X POST "$supply3ds_device_data_href_url" \
  -u "$PROVIDER_USERNAME:$PROVIDER_PASSWORD" \
  -H 'Content-Type: application/json' \
  -H 'Accept: application/json' \
  -H 'WP-Api-Version: 2024-06-01' \
  -d '{
  "collectionReference": '"$collection_reference"'
}')
report supply_three_ds_device_data '#2 Supply 3DS device data' "$status" '201 3dsChallenged'

# ── The shopper's browser: the 3DS challenge ──
# The challenge frame shows the bank's page; the shopper enters the passcode (1234, the sandbox's).
challenge_url=$(answer supply_three_ds_device_data '.challenge.url')
challenge_jwt=$(answer supply_three_ds_device_data '.challenge.jwt')
answer_challenge "$challenge_url" "$challenge_jwt" submit
echo '   3DS challenge: passcode entered'

# ── Step 3 of the trail (Challenge received): Complete 3DS challenge, Payments API ──
complete3ds_challenge_href_url=$(answer supply_three_ds_device_data '._actions.complete3dsChallenge.href')
status=$(curl -sS -o "$answers/complete_three_ds_challenge.json" -w '%{http_code}' \
  -X POST "$complete3ds_challenge_href_url" \
  -u "$PROVIDER_USERNAME:$PROVIDER_PASSWORD" \
  -H 'Accept: application/json' \
  -H 'WP-Api-Version: 2024-06-01')
report complete_three_ds_challenge '#3 Complete 3DS challenge' "$status" '201 authorized'
jq . "$answers/complete_three_ds_challenge.json"
