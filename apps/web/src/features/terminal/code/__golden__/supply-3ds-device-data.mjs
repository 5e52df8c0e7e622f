// Runs as-is against the built-in sandbox: first it makes afresh what 'Supply 3DS device data' needs (Payment, the 3DS device data page), then sends it.

// Your own credentials at the built-in sandbox (they see your payments only): set PROVIDER_USERNAME and PROVIDER_PASSWORD for others.
const username = process.env.PROVIDER_USERNAME ?? "sjd-demo";
const password = process.env.PROVIDER_PASSWORD ?? "sjd-demo-secret";
const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** Prints what a step got (HTTP status and outcome) beside what the trail recorded. */
function report(label, seen, recorded) {
  console.log(seen === recorded ? `${label}: ${seen}` : `${label}: ${seen} (the trail recorded: ${recorded})`);
}

/** One provider call: sends it, prints its outcome (and the provider's error) and returns its answer. */
async function call(label, recorded, { method, url, headers, body }) {
  const response = await fetch(url, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const answer = text ? JSON.parse(text) : {};
  const outcome = answer.outcome ?? answer._embedded?.verification?.outcome;
  report(label, [response.status, outcome].filter(Boolean).join(' '), recorded);
  if (answer.errorName) console.log(`   ${answer.errorName}: ${answer.message}`);
  for (const error of answer.validationErrors ?? []) console.log(`   ${error.jsonPath ?? ''}: ${error.message}`);
  return answer;
}

/** The value at a JSON path of a step's answer; the journey stops when it is not there. */
function at(answer, path) {
  const value = path.reduce((node, key) => node?.[key], answer);
  if (value === undefined || value === null) {
    throw new Error(`The answer has no ${path.join('.')}: the journey cannot go on.`);
  }
  return value;
}

/** The 3DS device data page, as the shopper's browser posts it (a hidden form with the JWT). The
 * sandbox's page writes the SessionId it hands out in its page data (the real one posts it to the
 * shop in a message); it goes back to the provider as collectionReference. */
async function collectDeviceData(url, jwt) {
  const page = await (await fetch(url, { method: 'POST', body: new URLSearchParams({ JWT: jwt }) })).text();
  const sessionId = /"sessionId":"([A-Za-z0-9_-]+)"/.exec(page)?.[1];
  if (!sessionId) throw new Error('The device data page gave no SessionId.');
  return sessionId;
}

// Values the app made up for the journey, made afresh on each run.
const transactionReference = `SJD-${Date.now().toString(36)}-${Math.random().toString(16).slice(2, 10)}`;
console.log(`Fresh transactionReference: ${transactionReference}`);

// ── Step 1 of the trail (Pay with card): Payment, Payments API ──
const payment = await call("#1 Payment", "201 3dsDeviceDataRequired", {
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
});

// ── The shopper's browser: 3DS device data collection ──
// The page posts deviceDataCollection.jwt to deviceDataCollection.url in a hidden frame;
// the device data page hands out a SessionId, which the next call sends as collectionReference.
const deviceData = {
  SessionId: await collectDeviceData(at(payment, ["deviceDataCollection", "url"]), at(payment, ["deviceDataCollection", "jwt"])),
};
console.log(`   3DS device data collected: SessionId ${deviceData.SessionId}`);

// ── Step 2 of the trail (Device data collected): Supply 3DS device data, Payments API ──
const supplyThreeDsDeviceData = await call("#2 Supply 3DS device data", "201 3dsChallenged", {
  method: "POST",
  url: at(payment, ["_actions", "supply3dsDeviceData", "href"]),
  headers: {
    Authorization: authorization,
    "Content-Type": "application/json",
    "Accept": "application/json",
    "WP-Api-Version": "2024-06-01",
  },
  body: {
    "collectionReference": at(deviceData, ["SessionId"])
  },
});
console.log(JSON.stringify(supplyThreeDsDeviceData, null, 2));
