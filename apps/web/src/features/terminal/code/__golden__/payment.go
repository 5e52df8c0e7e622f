// Runs as-is against the built-in sandbox, once: its transactionReference was made for this copy (the provider refuses one twice); copy again for another run.

package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
)

func main() {
	requestUrl := "http://127.0.0.1:8081/api/payments"

	payload := strings.NewReader(`{
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
}`)

	req, _ := http.NewRequest("POST", requestUrl, payload)

	req.SetBasicAuth(func(v string) string { if v == "" { return "sjd-demo" }; return v }(os.Getenv("PROVIDER_USERNAME")), func(v string) string { if v == "" { return "sjd-demo-secret" }; return v }(os.Getenv("PROVIDER_PASSWORD")))
	req.Header.Add("Content-Type", "application/json")
	req.Header.Add("Accept", "application/json")
	req.Header.Add("WP-Api-Version", "2024-06-01")

	res, _ := http.DefaultClient.Do(req)

	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)

	fmt.Println(res)
	fmt.Println(string(body))

}
