<?php

$ch = curl_init("http://127.0.0.1:8081/api/payments");

curl_setopt($ch, CURLOPT_POST, true);
curl_setopt($ch, CURLOPT_USERPWD, getenv('PROVIDER_USERNAME') . ':' . getenv('PROVIDER_PASSWORD'));
curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json', 'Accept: application/json', 'WP-Api-Version: 2024-06-01']);
curl_setopt($ch, CURLOPT_POSTFIELDS, '{
  "transactionReference": "SJD-mwymyidj-2dad7740643bf5f8",
  "merchant": {
    "entity": "default"
  },
  "channel": "ecom",
  "instruction": {
    "method": "card",
    "paymentInstrument": {
      "type": "plain",
      "cardNumber": "400000******1091",
      "expiryDate": {
        "month": 5,
        "year": 2035
      },
      "cardHolderName": "Ada Lovelace",
      "cvc": "***"
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
