import { describe, expect, it } from 'vitest';
import { isAnalyticsStarted, startAnalytics, trackPageView } from './analytics';

describe('analytics', () => {
  it('sends nothing before it is started, then page views with site speed sample rate 100', () => {
    trackPageView('/landing', 'Smart Journey Demo | Demo Homepage');
    expect(window.dataLayer).toBeUndefined();
    expect(isAnalyticsStarted()).toBe(false);

    startAnalytics('G-TEST');
    const script = document.head.querySelector('script[src*="googletagmanager"]');
    expect(script?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    trackPageView('/retail/plp', 'Smart Journey Demo | Retail | Product Listing');
    const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls).toContainEqual([
      'config',
      'G-TEST',
      { send_page_view: false, site_speed_sample_rate: 100 },
    ]);
    expect(calls).toContainEqual([
      'event',
      'page_view',
      {
        page_path: '/retail/plp',
        page_title: 'Smart Journey Demo | Retail | Product Listing',
        send_to: 'G-TEST',
      },
    ]);
  });
});
