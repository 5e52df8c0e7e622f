// The webhook receivers of the Code view's 'receive this' (receive-snippets.ts), one template per
// language: each reads WEBHOOK_SECRETS (`keyId:secret` pairs), binds HOST:PORT (127.0.0.1:8000 by
// default), and answers 200 only to a POST whose Event-Signature holds, under one of its keys,
// the lower-case hex HMAC-SHA256 of the raw body — compared in constant time — else 400.
// Node, Python, Java and the curl sender run in receive-snippets.test.ts.

export const node = `// A receiver for the provider's webhooks: it trusts an event only when Event-Signature holds
// the HMAC-SHA256 of the raw body under one of WEBHOOK_SECRETS (keyId:secret,keyId:secret).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const secrets = new Map(
  (process.env.WEBHOOK_SECRETS ?? '')
    .split(',')
    .filter((pair) => pair.includes(':'))
    .map((pair) => [pair.slice(0, pair.indexOf(':')).trim(), pair.slice(pair.indexOf(':') + 1).trim()]),
);

function isSigned(header, rawBody) {
  return (header ?? '').split(',').some((part) => {
    const match = /^([A-Za-z0-9._-]+)\\/SHA256\\/([0-9a-fA-F]{64})$/.exec(part.trim());
    const secret = match && secrets.get(match[1]);
    if (!secret) return false;
    const expected = createHmac('sha256', secret).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
  });
}

createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const rawBody = Buffer.concat(chunks);
    if (request.method !== 'POST' || !isSigned(request.headers['event-signature'], rawBody)) {
      response.writeHead(400).end();
      return;
    }
    const event = JSON.parse(rawBody.toString('utf8'));
    console.log(\`\${event.eventDetails?.type ?? event.eventType} \${event.eventId}\`);
    response.writeHead(200).end();
  });
}).listen(Number(process.env.PORT ?? 8000), process.env.HOST ?? '127.0.0.1');
`;

export const python = `# A receiver for the provider's webhooks: it trusts an event only when Event-Signature holds
# the HMAC-SHA256 of the raw body under one of WEBHOOK_SECRETS (keyId:secret,keyId:secret).
import hashlib
import hmac
import json
import os
import re
from http.server import BaseHTTPRequestHandler, HTTPServer

SECRETS = dict(
    (pair.split(":", 1)[0].strip(), pair.split(":", 1)[1].strip())
    for pair in os.environ.get("WEBHOOK_SECRETS", "").split(",")
    if ":" in pair
)
SIGNATURE = re.compile(r"^([A-Za-z0-9._-]+)/SHA256/([0-9a-fA-F]{64})$")


def is_signed(header, raw_body):
    for part in (header or "").split(","):
        match = SIGNATURE.match(part.strip())
        secret = match and SECRETS.get(match.group(1))
        if secret:
            expected = hmac.new(secret.encode(), raw_body, hashlib.sha256).hexdigest()
            if hmac.compare_digest(expected, match.group(2).lower()):
                return True
    return False


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        raw_body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if not is_signed(self.headers.get("Event-Signature"), raw_body):
            self.send_response(400)
            self.end_headers()
            return
        event = json.loads(raw_body)
        kind = event.get("eventDetails", {}).get("type") or event.get("eventType")
        print(kind, event.get("eventId"), flush=True)
        self.send_response(200)
        self.end_headers()


address = (os.environ.get("HOST", "127.0.0.1"), int(os.environ.get("PORT", "8000")))
HTTPServer(address, Receiver).serve_forever()
`;

export const java = `// A receiver for the provider's webhooks: it trusts an event only when Event-Signature holds
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
`;

export const csharp = `// A receiver for the provider's webhooks (ASP.NET Core minimal API): it trusts an event only
// when Event-Signature holds the HMAC-SHA256 of the raw body under one of WEBHOOK_SECRETS
// (keyId:secret,keyId:secret).
using System.Security.Cryptography;
using System.Text;
using System.Text.RegularExpressions;

var secrets = (Environment.GetEnvironmentVariable("WEBHOOK_SECRETS") ?? "")
    .Split(',', StringSplitOptions.RemoveEmptyEntries)
    .Where(pair => pair.Contains(':'))
    .ToDictionary(pair => pair[..pair.IndexOf(':')].Trim(), pair => pair[(pair.IndexOf(':') + 1)..].Trim());
var signature = new Regex("^([A-Za-z0-9._-]+)/SHA256/([0-9a-fA-F]{64})$");

bool IsSigned(string? header, byte[] rawBody) =>
    (header ?? "").Split(',').Select(part => signature.Match(part.Trim())).Any(match =>
        match.Success
        && secrets.TryGetValue(match.Groups[1].Value, out var secret)
        && CryptographicOperations.FixedTimeEquals(
            HMACSHA256.HashData(Encoding.UTF8.GetBytes(secret), rawBody),
            Convert.FromHexString(match.Groups[2].Value)));

var app = WebApplication.Create(args);
app.MapPost("/webhooks", async (HttpRequest request) =>
{
    using var buffer = new MemoryStream();
    await request.Body.CopyToAsync(buffer);
    var rawBody = buffer.ToArray();
    if (!IsSigned(request.Headers["Event-Signature"], rawBody)) return Results.BadRequest();
    Console.WriteLine(Encoding.UTF8.GetString(rawBody));
    return Results.Ok();
});
app.Run($"http://{Environment.GetEnvironmentVariable("HOST") ?? "127.0.0.1"}:{Environment.GetEnvironmentVariable("PORT") ?? "8000"}");
`;

export const php = `<?php
// A receiver for the provider's webhooks (the script your web server runs for the webhook URL):
// it trusts an event only when Event-Signature holds the HMAC-SHA256 of the raw body under one
// of WEBHOOK_SECRETS (keyId:secret,keyId:secret).
$secrets = [];
foreach (explode(',', getenv('WEBHOOK_SECRETS') ?: '') as $pair) {
    $colon = strpos($pair, ':');
    if ($colon > 0) $secrets[trim(substr($pair, 0, $colon))] = trim(substr($pair, $colon + 1));
}

function is_signed(string $header, string $rawBody, array $secrets): bool {
    foreach (explode(',', $header) as $part) {
        if (!preg_match('/^([A-Za-z0-9._-]+)\\/SHA256\\/([0-9a-fA-F]{64})$/', trim($part), $match)) continue;
        if (!isset($secrets[$match[1]])) continue;
        $expected = hash_hmac('sha256', $rawBody, $secrets[$match[1]]);
        if (hash_equals($expected, strtolower($match[2]))) return true;
    }
    return false;
}

$rawBody = file_get_contents('php://input');
if ($_SERVER['REQUEST_METHOD'] !== 'POST' || !is_signed($_SERVER['HTTP_EVENT_SIGNATURE'] ?? '', $rawBody, $secrets)) {
    http_response_code(400);
    exit;
}
$event = json_decode($rawBody, true);
error_log(($event['eventDetails']['type'] ?? $event['eventType'] ?? '') . ' ' . ($event['eventId'] ?? ''));
http_response_code(200);
`;

export const go = `// A receiver for the provider's webhooks: it trusts an event only when Event-Signature holds
// the HMAC-SHA256 of the raw body under one of WEBHOOK_SECRETS (keyId:secret,keyId:secret).
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
)

var signature = regexp.MustCompile(\`^([A-Za-z0-9._-]+)/SHA256/([0-9a-fA-F]{64})$\`)

func isSigned(header string, rawBody []byte, secrets map[string]string) bool {
	for _, part := range strings.Split(header, ",") {
		match := signature.FindStringSubmatch(strings.TrimSpace(part))
		if match == nil {
			continue
		}
		secret, ok := secrets[match[1]]
		if !ok {
			continue
		}
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write(rawBody)
		given, _ := hex.DecodeString(match[2])
		if hmac.Equal(mac.Sum(nil), given) {
			return true
		}
	}
	return false
}

func main() {
	secrets := map[string]string{}
	for _, pair := range strings.Split(os.Getenv("WEBHOOK_SECRETS"), ",") {
		if keyID, secret, ok := strings.Cut(pair, ":"); ok {
			secrets[strings.TrimSpace(keyID)] = strings.TrimSpace(secret)
		}
	}
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		rawBody, err := io.ReadAll(r.Body)
		if err != nil || r.Method != http.MethodPost || !isSigned(r.Header.Get("Event-Signature"), rawBody, secrets) {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		fmt.Println(string(rawBody))
		w.WriteHeader(http.StatusOK)
	})
	host, port := os.Getenv("HOST"), os.Getenv("PORT")
	if host == "" {
		host = "127.0.0.1"
	}
	if port == "" {
		port = "8000"
	}
	http.ListenAndServe(host+":"+port, nil)
}
`;
