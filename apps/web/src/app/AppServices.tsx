// Start-up services that depend on the environment config: error reporting (when a DSN is
// configured), the consent manager and page-view analytics (when analytics is possible here).
// Rendered above the router (main.tsx: the landing renders before the router exists), so it reads
// the page's path from `path`, not from the router; and it stays mounted when the router takes
// over from the landing, so nothing starts twice and the landing's page view is counted once.
import { useEffect } from 'react';
import { isAnalyticsPossible, analyticsOptOutKey } from '../features/analytics/analytics-rules';
import { startAnalytics, trackPageView } from '../features/analytics/analytics';
import { onConsentChange, startConsent } from '../features/consent/consent-manager';
import { startErrorReporting } from '../features/error-reporting/error-reporting';
import { browserStorage } from '../lib/persistence';
import { useEnvironmentView } from './app-store-source';
import { useShownPath, type ShownPath } from './shown-path';

function readOptOut(): string | null {
  try {
    return browserStorage()?.getItem(analyticsOptOutKey) ?? null;
  } catch {
    return null;
  }
}

export function AppServices({ path }: { path: ShownPath }) {
  // The shop routes load the store, which fetches the config; the root pages fetch it themselves.
  const { config } = useEnvironmentView({ fetch: false });
  const pathname = useShownPath(path);

  useEffect(() => {
    if (!config) return;
    startErrorReporting(config.errorReportingDsn, config.errorReportingSampleRate);
    const possible = isAnalyticsPossible({
      host: window.location.hostname,
      gaDomains: config.gaDomains,
      gaTrackingId: config.gaTrackingId,
      optOut: readOptOut(),
    });
    if (!possible) return;
    const stop = onConsentChange((granted) => {
      if (granted) startAnalytics(config.gaTrackingId);
    });
    void startConsent();
    return stop;
  }, [config]);

  useEffect(() => {
    // After React has committed the new page's <title>.
    const id = window.setTimeout(() => trackPageView(pathname, document.title), 0);
    return () => window.clearTimeout(id);
  }, [pathname]);

  return null;
}
