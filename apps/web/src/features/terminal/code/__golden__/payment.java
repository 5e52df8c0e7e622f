// Runs as-is against the built-in sandbox, once: its transactionReference was made for this copy (the provider refuses one twice); copy again for another run.

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
  public static void main(String[] args) throws Exception {
    java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
    body.write("{\"transactionReference\":\"SJD-mxci7eo0-7fffffff\",\"merchant\":{\"entity\":\"default\"},\"channel\":\"ecom\",\"instruction\":{\"method\":\"card\",\"paymentInstrument\":{\"type\":\"plain\",\"cardNumber\":\"4000000000001091\",\"expiryDate\":{\"month\":5,\"year\":2035},\"cardHolderName\":\"Ada Lovelace\",\"cvc\":\"555\"},\"narrative\":{\"line1\":\"Smart Journey Demo\"},\"value\":{\"currency\":\"GBP\",\"amount\":300},\"threeDS\":{\"type\":\"integrated\",\"mode\":\"always\",\"challenge\":{\"returnUrl\":\"http://127.0.0.1:3999/challenge-return.html\",\"windowSize\":\"390x400\",\"preference\":\"noPreference\"},\"deviceData\":{\"acceptHeader\":\"text/html\",\"userAgentHeader\":\"Mozilla/5.0 (flow test)\",\"browserLanguage\":\"en-GB\",\"browserColorDepth\":\"24\",\"browserScreenHeight\":900,\"browserScreenWidth\":1440,\"timeZone\":\"0\",\"browserJavaEnabled\":false,\"browserJavascriptEnabled\":true,\"channel\":\"browser\"}}}}".getBytes(java.nio.charset.StandardCharsets.UTF_8));

    HttpClient client = HttpClient.newHttpClient();
    HttpRequest request = HttpRequest.newBuilder()
      .uri(java.net.URI.create("http://127.0.0.1:8081/api/payments"))
      .header("Content-Type", "application/json")
      .header("Accept", "application/json")
      .header("WP-Api-Version", "2024-06-01")
      .header("Authorization", "Basic " + java.util.Base64.getEncoder().encodeToString((java.util.Objects.requireNonNullElse(System.getenv("PROVIDER_USERNAME"), "sjd-demo") + ":" + java.util.Objects.requireNonNullElse(System.getenv("PROVIDER_PASSWORD"), "sjd-demo-secret")).getBytes(java.nio.charset.StandardCharsets.UTF_8)))
      .method("POST", HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
      .build();

    HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
    System.out.println(response.body());
    System.out.println(response.statusCode());
  }
}
