// When analytics may run (spec §1): the host is in the configured allowed list, local storage
// does not disable it, and (our addition, required by privacy law) the visitor consented.
// With the default empty tracking id nothing ever loads and no outside request is made.

/** Setting this local-storage key to 'true' turns analytics off in this browser. */
export const analyticsOptOutKey = 'sjd:disableAnalytics';

export interface AnalyticsContext {
  host: string;
  gaDomains: readonly string[];
  gaTrackingId: string;
  optOut: string | null;
}

/** Analytics could run here (consent still to be asked). */
export function isAnalyticsPossible(context: AnalyticsContext): boolean {
  return (
    context.gaTrackingId.trim() !== '' &&
    context.gaDomains.includes(context.host) &&
    context.optOut !== 'true'
  );
}
