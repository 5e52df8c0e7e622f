// Error reporting through the Sentry SDK, enabled only when the environment config has a DSN
// (spec §1 "enabled by configuration", sample rate from config: 1 by default). The SDK is loaded
// on demand, so a demo without a DSN never downloads it, and only the part of it the demo calls
// (sentry-sdk.ts).
import type * as SentrySdk from './sentry-sdk';

type SentryModule = typeof SentrySdk;

let sentry: Promise<SentryModule> | null = null;

/**
 * What `sendDefaultPii: false` kept out before SDK 11 replaced it with `dataCollection` (whose
 * defaults collect more): no user fields, cookies, headers, bodies, query strings or local
 * variables. A payments demo's pages carry card sessions and tokens in such places.
 */
const noPersonalData = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
} satisfies NonNullable<Parameters<SentryModule['init']>[0]>['dataCollection'];

export function startErrorReporting(dsn: string, sampleRate: number): void {
  if (sentry !== null || dsn.trim() === '') return;
  sentry = import('./sentry-sdk').then((module) => {
    module.init({ dsn, sampleRate, dataCollection: noPersonalData });
    return module;
  });
}

export function isErrorReportingStarted(): boolean {
  return sentry !== null;
}

/** Reports an error caught by an error boundary (no-op without a DSN). */
export function reportError(error: unknown): void {
  if (sentry === null) return;
  sentry.then((module) => module.captureException(error)).catch(() => undefined);
}
