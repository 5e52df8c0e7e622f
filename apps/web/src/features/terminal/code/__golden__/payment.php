<?php // Runs as-is against the built-in sandbox, once: its transactionReference was made for this copy (the provider refuses one twice); copy again for another run.

$ch = curl_init("http://127.0.0.1:8081/api/payments");

curl_setopt($ch, CURLOPT_POST, true);
curl_setopt($ch, CURLOPT_USERPWD, (getenv('PROVIDER_USERNAME') ?: 'sjd-demo') . ':' . (getenv('PROVIDER_PASSWORD') ?: 'sjd-demo-secret'));
curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json', 'Accept: application/json', 'WP-Api-Version: 2024-06-01']);
curl_setopt($ch, CURLOPT_POSTFIELDS, '{
  "transactionReference": "SJD-mxci7eo0-7fffffff",
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
}');

curl_exec($ch);

curl_close($ch);
