# A receiver for the provider's webhooks: it trusts an event only when Event-Signature holds
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
