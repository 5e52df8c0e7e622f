# Sends this event to your receiver, signed as the provider signs it: Event-Signature is
# {keyId}/SHA256/{lower-case hex HMAC-SHA256 of the raw body}. WEBHOOK_KEY_ID and
# WEBHOOK_SECRET: one of your receiver's keys; RECEIVER_URL: where it listens.
body='{"eventId":"6a3c1f0e-2d4b-4a51-9a5e-3f1f0c1d2e3f","eventTimestamp":"2026-11-27T07:00:00.000Z","eventDetails":{"transactionReference":"SJD-webhook-test","type":"authorized"}}'
signature=$(printf '%s' "$body" | openssl dgst -sha256 -hmac "$WEBHOOK_SECRET" -r | cut -d' ' -f1)
curl "${RECEIVER_URL:-http://127.0.0.1:8000/webhooks}" \
  --request POST \
  --header 'Content-Type: application/vnd.worldpay.events-v1.hal+json' \
  --header "Event-Signature: $WEBHOOK_KEY_ID/SHA256/$signature" \
  --data-binary "$body"
