// A receiver for the provider's webhooks: it trusts an event only when Event-Signature holds
// the HMAC-SHA256 of the raw body under one of WEBHOOK_SECRETS (keyId:secret,keyId:secret).
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.security.MessageDigest;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class Main {
  static final Pattern SIGNATURE = Pattern.compile("^([A-Za-z0-9._-]+)/SHA256/([0-9a-fA-F]{64})$");

  static boolean isSigned(String header, byte[] rawBody, Map<String, String> secrets) throws Exception {
    if (header == null) return false;
    for (String part : header.split(",")) {
      var match = SIGNATURE.matcher(part.trim());
      if (!match.matches() || !secrets.containsKey(match.group(1))) continue;
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secrets.get(match.group(1)).getBytes("UTF-8"), "HmacSHA256"));
      byte[] expected = mac.doFinal(rawBody);
      if (MessageDigest.isEqual(expected, HexFormat.of().parseHex(match.group(2).toLowerCase()))) return true;
    }
    return false;
  }

  public static void main(String[] args) throws Exception {
    Map<String, String> secrets = new HashMap<>();
    for (String pair : System.getenv().getOrDefault("WEBHOOK_SECRETS", "").split(",")) {
      int colon = pair.indexOf(':');
      if (colon > 0) secrets.put(pair.substring(0, colon).trim(), pair.substring(colon + 1).trim());
    }
    String host = System.getenv().getOrDefault("HOST", "127.0.0.1");
    int port = Integer.parseInt(System.getenv().getOrDefault("PORT", "8000"));
    HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 0);
    server.createContext("/", exchange -> {
      try {
        byte[] rawBody = exchange.getRequestBody().readAllBytes();
        boolean ok = exchange.getRequestMethod().equals("POST")
          && isSigned(exchange.getRequestHeaders().getFirst("Event-Signature"), rawBody, secrets);
        if (ok) System.out.println("verified " + new String(rawBody, "UTF-8"));
        exchange.sendResponseHeaders(ok ? 200 : 400, -1);
      } catch (Exception error) {
        exchange.sendResponseHeaders(500, -1);
      } finally {
        exchange.close();
      }
    });
    server.start();
  }
}
