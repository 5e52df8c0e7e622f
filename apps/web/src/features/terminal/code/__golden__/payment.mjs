// Runs as-is against the built-in sandbox: 'Payment' with a fresh transactionReference.

// Your own credentials at the built-in sandbox (they see your payments only): set PROVIDER_USERNAME and PROVIDER_PASSWORD for others.
const username = process.env.PROVIDER_USERNAME ?? "sjd-demo";
const password = process.env.PROVIDER_PASSWORD ?? "sjd-demo-secret";
const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

// Values the app made up for the journey, made afresh on each run.
const transactionReference = `SJD-${Date.now().toString(36)}-${Math.random().toString(16).slice(2, 10)}`;

// ── Step 1 of the trail (Pay with card): Payment, Payments API ──
const { url, ...request } = {
  method: "POST",
  url: "http://127.0.0.1:8081/api/payments",
  headers: {
    Authorization: authorization,
    "Content-Type": "application/json",
    "Accept": "application/json",
    "WP-Api-Version": "2024-06-01",
  },
  body: {
    "transactionReference": transactionReference,
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
  },
};
const response = await fetch(url, { ...request, body: JSON.stringify(request.body) });

console.log(response.status);
console.log(await response.text());
