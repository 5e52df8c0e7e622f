// A receiver for the provider's webhooks: it trusts an event only when Event-Signature holds
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
    const match = /^([A-Za-z0-9._-]+)\/SHA256\/([0-9a-fA-F]{64})$/.exec(part.trim());
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
    console.log(`${event.eventDetails?.type ?? event.eventType} ${event.eventId}`);
    response.writeHead(200).end();
  });
}).listen(Number(process.env.PORT ?? 8000), process.env.HOST ?? '127.0.0.1');
