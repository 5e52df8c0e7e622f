// Runs as-is against the built-in sandbox, once: its transactionReference was made for this copy (the provider refuses one twice); copy again for another run.

using System.Net.Http.Headers;
using System.Text;

using var client = new HttpClient();

var request = new HttpRequestMessage(HttpMethod.Post, "http://127.0.0.1:8081/api/payments");
request.Headers.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(Encoding.UTF8.GetBytes((Environment.GetEnvironmentVariable("PROVIDER_USERNAME") ?? "sjd-demo") + ":" + (Environment.GetEnvironmentVariable("PROVIDER_PASSWORD") ?? "sjd-demo-secret"))));
request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue("application/json"));
request.Headers.TryAddWithoutValidation("WP-Api-Version", "2024-06-01");
request.Content = new StringContent(
"""
{
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
}
""",
System.Text.Encoding.UTF8, "application/json");

using var response = await client.SendAsync(request);

Console.WriteLine((int)response.StatusCode);
Console.WriteLine(await response.Content.ReadAsStringAsync());
