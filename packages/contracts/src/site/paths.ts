// The demo server's own API (apps/server routes/), path by path: the routes register these and
// the web app calls them, so the two cannot drift apart. The shapes each path takes and answers
// are in the files beside this one.
export const sitePaths = {
  health: '/api/health',
  openApi: '/api/openapi.json',
  /** The environment config (environment-config.ts). */
  config: '/api/config',
  /** The provider proxy (proxy.ts). */
  wpServices: '/api/wpservices',
  payments: '/api/payments',
  hpp: '/api/hpp',
  /** The visitor's demo clock (demo-clock.ts). */
  clock: '/api/clock',
  /** The provider's events, inbound (webhook-stream.ts: the receiver's answer). */
  webhooks: '/api/webhooks',
  /** Server-sent events: the visitor's webhook messages (webhook-stream.ts). */
  webhookStream: '/api/webhooks/stream',
  /** The webhook inspector (webhook-inspector.ts). */
  webhookEvents: '/api/webhooks/events',
  webhookResend: '/api/webhooks/events/:eventId/resend',
  webhookFaults: '/api/webhooks/faults',
  webhookScenarios: '/api/webhooks/scenarios',
  /** The 3DS challenge return page (challenge-return.ts). */
  challengeReturn: '/challenge-return.html',
  /** Where a local payment method sends the shopper back, inside the device frame (apm-return.ts). */
  apmReturn: '/apm-return.html',
} as const;

/** GET /api/webhooks/events for one transactionReference. */
export const webhookEventsUrl = (transactionReference: string) =>
  `${sitePaths.webhookEvents}?transactionReference=${encodeURIComponent(transactionReference)}`;

/** POST /api/webhooks/events/{eventId}/resend. */
export const webhookResendUrl = (eventId: string) =>
  sitePaths.webhookResend.replace(':eventId', encodeURIComponent(eventId));
