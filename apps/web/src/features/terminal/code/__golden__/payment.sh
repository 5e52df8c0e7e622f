# Runs as-is against the built-in sandbox: 'Payment' with a fresh transactionReference.

# Your own credentials at the built-in sandbox (they see your payments only): set PROVIDER_USERNAME and PROVIDER_PASSWORD for others.
PROVIDER_USERNAME=${PROVIDER_USERNAME:-'sjd-demo'}
PROVIDER_PASSWORD=${PROVIDER_PASSWORD:-'sjd-demo-secret'}

# Values the app made up for the journey, made afresh on each run.
transaction_reference="SJD-$(date +%s)-$RANDOM"

# ── Step 1 of the trail (Pay with card): Payment, Payments API ──
curl -sS \
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
}'
