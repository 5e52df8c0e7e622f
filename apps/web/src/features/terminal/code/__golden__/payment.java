import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
  public static void main(String[] args) throws Exception {
    java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
    body.write("{\"transactionReference\":\"SJD-mwymyidj-2dad7740643bf5f8\",\"merchant\":{\"entity\":\"default\"},\"channel\":\"ecom\",\"instruction\":{\"method\":\"card\",\"paymentInstrument\":{\"type\":\"plain\",\"cardNumber\":\"400000******1091\",\"expiryDate\":{\"month\":5,\"year\":2035},\"cardHolderName\":\"Ada Lovelace\",\"cvc\":\"***\"},\"narrative\":{\"line1\":\"Smart Journey Demo\"},\"value\":{\"currency\":\"GBP\",\"amount\":300},\"threeDS\":{\"type\":\"integrated\",\"mode\":\"always\",\"challenge\":{\"returnUrl\":\"http://127.0.0.1:3999/challenge-return.html\",\"windowSize\":\"390x400\",\"preference\":\"noPreference\"},\"deviceData\":{\"acceptHeader\":\"text/html\",\"userAgentHeader\":\"Mozilla/5.0 (flow test)\",\"browserLanguage\":\"en-GB\",\"browserColorDepth\":\"24\",\"browserScreenHeight\":900,\"browserScreenWidth\":1440,\"timeZone\":\"0\",\"browserJavaEnabled\":false,\"browserJavascriptEnabled\":true,\"channel\":\"browser\"}}}}".getBytes(java.nio.charset.StandardCharsets.UTF_8));

    HttpClient client = HttpClient.newHttpClient();
    HttpRequest request = HttpRequest.newBuilder()
      .uri(java.net.URI.create("http://127.0.0.1:8081/api/payments"))
      .header("Content-Type", "application/json")
      .header("Accept", "application/json")
      .header("WP-Api-Version", "2024-06-01")
      .header("Authorization", "Basic " + java.util.Base64.getEncoder().encodeToString((System.getenv("PROVIDER_USERNAME") + ":" + System.getenv("PROVIDER_PASSWORD")).getBytes(java.nio.charset.StandardCharsets.UTF_8)))
      .method("POST", HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
      .build();

    HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
    System.out.println(response.body());
    System.out.println(response.statusCode());
  }
}
