// The words of the OpenAPI document, one entry per route ("METHOD /path"): summaries, what a
// reader needs to know beyond the schemas, and the media types the schemas cannot say. Every
// schema in the document comes from the routes themselves (document.ts); nothing here repeats one.

export interface OperationText {
  summary: string;
  description?: string;
  tag: 'service' | 'provider proxy' | '3-D Secure' | 'webhooks';
  /** Media type of the request body when it is not JSON. */
  requestMediaType?: string;
  /** Answers the route's schema does not describe (pages rather than JSON). */
  pages?: Record<number, { description: string; mediaType: string }>;
}

const proxyReply =
  "200 carries the provider's own answer (`status`, `body`, timing, correlation id) for every JSON answer, 4xx and JSON 5xx included. The request is refused with 400 before anything is sent when the method and path are not in the endpoint table (packages/contracts/src/provider/endpoints.ts) or an href is not on the profile's provider origin; 502 when the provider is unreachable or answers something that is not JSON; 504 when it does not answer within PROVIDER_TIMEOUT_MS. The header `x-sjd-environment` picks the provider profile (`try` when absent).";

const challengeReturn: OperationText = {
  summary: 'Return page of a 3-D Secure challenge',
  description:
    "The challenge page posts `TransactionId` and `MD` here inside the challenge frame (GET with query parameters is accepted for providers that redirect). The page tells its parent, on this site's origin only, 'Challenge received' and the posted values.",
  tag: '3-D Secure',
  pages: {
    200: { description: 'A small page that posts to its parent frame', mediaType: 'text/html' },
  },
};

export const operationTexts: Readonly<Record<string, OperationText>> = {
  'GET /api/health': {
    summary: 'Liveness of the server',
    description:
      "200 while the process serves requests (the container's HEALTHCHECK polls it); outside the rate limit, so a load balancer's probes never spend the visitors' budget. The built-in sandbox answers /_sandbox/health on its own origin.",
    tag: 'service',
  },
  'GET /api/openapi.json': {
    summary: 'This document',
    description: "Generated at start-up from the routes' zod contracts.",
    tag: 'service',
  },
  'GET /api/config': {
    summary: 'Environment config of a provider profile',
    description:
      "What the web app needs to reach the provider through this server (spec §3): the proxy endpoints, the provider's public origins and script URLs, checkout id, entity and site settings. Never a secret.",
    tag: 'service',
  },
  'POST /api/wpservices': {
    summary: 'Call a modular provider API',
    description: `Verified Tokens, Tokens, 3DS, FraudSight, Account Verifications, Card Payments, Payouts and payment queries: \`url\` is a provider path or an href the provider returned; the server adds Basic auth and the API's media type. ${proxyReply}`,
    tag: 'provider proxy',
  },
  'POST /api/payments': {
    summary: 'Call the Payments API',
    description: `Creates a payment (no \`url\`) or follows one of its \`_actions\` hrefs; the server adds Basic auth, the media type and \`WP-Api-Version: 2024-06-01\`. ${proxyReply}`,
    tag: 'provider proxy',
  },
  'POST /api/hpp': {
    summary: 'Create a hosted payment page',
    description: `The hosted payment page Transaction, sent as POST /payment_pages; \`merchant.entity\` is the profile's when omitted. ${proxyReply}`,
    tag: 'provider proxy',
  },
  'POST /api/webhooks': {
    summary: "Receive the provider's events",
    description:
      "The provider's (or the built-in sandbox's) signed event, body `application/vnd.worldpay.events-v1.hal+json` `{eventId, eventTimestamp, eventDetails{transactionReference, type, …}}` (tokenCreated: `eventType`). `Event-Signature: {keyId}/SHA256/{hex HMAC-SHA256 of the raw body}`, several comma-separated; verified against WEBHOOK_SECRETS. 400 when the signature is missing or matches none, or the event is malformed; otherwise 200 at once, `outcome` saying whether it was applied, a duplicate (same eventId) or out of order (older than the last event applied to its payment). Accepted events go to the event stream of the visitor whose payment it is.",
    tag: 'webhooks',
  },
  'GET /api/clock': {
    summary: "The visitor's demo clock",
    description:
      "The demo time of this visitor's own clock (the visitor cookie says whose), on the built-in sandbox: every payment, token, payout and event this visitor's calls create lives on it. 404 `clockUnavailable` with a real provider.",
    tag: 'provider proxy',
  },
  'POST /api/clock': {
    summary: "Moves the visitor's demo clock forward, or back to now",
    description:
      "`{advance: '1h' | '1d' | '1M'}` (a calendar month), `{advance: 'nextRenewal', renewsAt}` or `{backToNow: true}` (a new run of the clock at the real time: what was created before keeps its time), each with the optional `fromOffsetMs` and `fromEpoch` the browser read. Only this visitor's clock. 400 `clockMoveRefused` when the move goes backwards or more than a year at once, 400 `clockBeyondHorizon` past ten years ahead of the real time, 409 `clockBusy` while one of the visitor's provider calls is under way, 409 `clockMovedMeanwhile` when the clock is no longer where it was read (another tab, or another instance of the site, moved it first: the database decides), 404 `clockUnavailable` with a real provider; nothing changes then.",
    tag: 'provider proxy',
  },
  'GET /api/webhooks/stream': {
    summary: "The provider's events for this visitor",
    description:
      "Server-sent events (`event: webhook`): each event the receiver accepted for a payment this visitor's browser created through the proxy (the httpOnly visitor cookie says who), with what the receiver did with it. Never another visitor's. Reconnecting with Last-Event-ID (or `after`) replays this visitor's events of the last 10 minutes after that id. 503 when too many streams are open.",
    tag: 'webhooks',
    pages: {
      200: { description: 'The event stream', mediaType: 'text/event-stream' },
    },
  },
  'GET /api/webhooks/events': {
    summary: "One payment's events, as received and as delivered",
    description:
      "For a `transactionReference` this visitor's browser created through the proxy (404 for any other): each event with what the receiver got and answered (headers, the start of the raw body, its answer) and, with the built-in sandbox, the payload and every delivery attempt the sandbox recorded (status, latency, answer excerpt, next retry). `simulator` says whether Resend, faults and scenario triggers are available (not with PROVIDER_BASE_URL).",
    tag: 'webhooks',
  },
  'POST /api/webhooks/events/{eventId}/resend': {
    summary: 'Send an event again (built-in sandbox only)',
    description:
      'The sandbox sends the event again now, same eventId and body (the receiver sees a duplicate). Only for an event of a reference this visitor created (404 otherwise); 409 `simulatorOnly` with a real provider, which redelivers only by its own retries.',
    tag: 'webhooks',
  },
  'GET /api/webhooks/faults': {
    summary: "This visitor's delivery faults",
    tag: 'webhooks',
  },
  'PUT /api/webhooks/faults': {
    summary: "Set this visitor's delivery faults",
    description:
      "delay, duplicate, outOfOrder, badSignature and missingSignature are applied by the built-in sandbox to this visitor's payments and payouts (the last 50, and each new one as its creating call goes out); first500 by the receiver, which answers the first attempt of each event 500. Never another visitor's.",
    tag: 'webhooks',
  },
  'POST /api/webhooks/scenarios': {
    summary: 'Trigger a scenario on one of your payments (built-in sandbox only)',
    description:
      "`chargeback` (chargedBack, then informationRequested), `refundFails` (the next refund fails), `approveLater` / `refuseLater` (a waiting Fast Access payout is decided 30 s later on the sandbox clock). 404 for a reference this visitor did not create; the sandbox's 409 `scenarioNotApplicable` when the payment is not in a state for it; 409 `simulatorOnly` with a real provider.",
    tag: 'webhooks',
  },
  'GET /challenge-return.html': challengeReturn,
  'GET /apm-return.html': {
    summary: 'Return page of a local payment method',
    description:
      "The provider's page for a local payment method (the APMs API's `resultUrls`) sends the shopper here inside the shop's frame, with `kind` (success, pending, failure, cancel), `ref` (the transactionReference) and the provider's `error` when it appends one. The page tells its parent, on this site's origin only; the shop then reads the payment's state from the provider.",
    tag: 'provider proxy',
    pages: {
      200: { description: 'A small page that posts to its parent frame', mediaType: 'text/html' },
    },
  },
  'POST /challenge-return.html': {
    ...challengeReturn,
    requestMediaType: 'application/x-www-form-urlencoded',
  },
};
