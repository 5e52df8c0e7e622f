<?php
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
        if (!preg_match('/^([A-Za-z0-9._-]+)\/SHA256\/([0-9a-fA-F]{64})$/', trim($part), $match)) continue;
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
