// Page-view analytics through Google's gtag.js, started only after isAnalyticsPossible() and
// consent (see analytics-rules.ts). Site speed sample rate 100 (spec §1).
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let trackingId: string | null = null;

export function startAnalytics(id: string): void {
  if (trackingId !== null) return;
  trackingId = id;
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet does.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false, site_speed_sample_rate: 100 });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

export function isAnalyticsStarted(): boolean {
  return trackingId !== null;
}

export function trackPageView(path: string, title: string): void {
  if (trackingId === null || !window.gtag) return;
  window.gtag('event', 'page_view', { page_path: path, page_title: title, send_to: trackingId });
}
