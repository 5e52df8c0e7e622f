// Does not run as-is: its URL comes from the answers of 4 earlier steps, spent now. The curl and Node code make those steps afresh first; here, put fresh values in their place.

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
  public static void main(String[] args) throws Exception {
    HttpClient client = HttpClient.newHttpClient();
    HttpRequest request = HttpRequest.newBuilder()
      .uri(java.net.URI.create("http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsChallenges"))
      .header("Accept", "application/json")
      .header("WP-Api-Version", "2024-06-01")
      .header("Authorization", "Basic " + java.util.Base64.getEncoder().encodeToString((java.util.Objects.requireNonNullElse(System.getenv("PROVIDER_USERNAME"), "sjd-demo") + ":" + java.util.Objects.requireNonNullElse(System.getenv("PROVIDER_PASSWORD"), "sjd-demo-secret")).getBytes(java.nio.charset.StandardCharsets.UTF_8)))
      .method("POST", HttpRequest.BodyPublishers.noBody())
      .build();

    HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
    System.out.println(response.body());
    System.out.println(response.statusCode());
  }
}
