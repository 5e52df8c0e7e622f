// The consent manager (vanilla-cookieconsent 3), loaded only when it is needed: when the visitor
// opens 'Privacy choices', or on a first visit to a host where analytics may run. The demo sets
// no cookie of its own beyond the consent record; 'analytics' is the only optional category.
import type * as CookieConsent from 'vanilla-cookieconsent';

type CookieConsentModule = typeof CookieConsent;

export interface ConsentOptions {
  /** Show the first-visit banner (only where analytics could actually run). */
  autoShow: boolean;
}

type ConsentListener = (analyticsGranted: boolean) => void;
const listeners = new Set<ConsentListener>();
let loading: Promise<CookieConsentModule> | null = null;

/** Called with the analytics decision on every load that has one and on every change. */
export function onConsentChange(listener: ConsentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(cc: CookieConsentModule) {
  const granted = cc.acceptedCategory('analytics');
  for (const listener of listeners) listener(granted);
}

function load(options: ConsentOptions): Promise<CookieConsentModule> {
  loading ??= Promise.all([
    import('vanilla-cookieconsent'),
    import('vanilla-cookieconsent/dist/cookieconsent.css'),
  ]).then(async ([cc]) => {
    await cc.run({
      autoShow: options.autoShow,
      // The default hides the UI from automated browsers; the demo is tested in one.
      hideFromBots: false,
      categories: {
        necessary: { enabled: true, readOnly: true },
        analytics: { autoClear: { cookies: [{ name: /^_ga/ }] } },
      },
      onConsent: () => notify(cc),
      onChange: () => notify(cc),
      language: {
        default: 'en',
        translations: {
          en: {
            consentModal: {
              title: 'Your privacy choices',
              description:
                'The demo needs local storage to keep your cart and settings. With your consent it also counts page views to improve the demo.',
              acceptAllBtn: 'Accept all',
              acceptNecessaryBtn: 'Reject optional',
              showPreferencesBtn: 'Manage preferences',
            },
            preferencesModal: {
              title: 'Privacy choices',
              acceptAllBtn: 'Accept all',
              acceptNecessaryBtn: 'Reject optional',
              savePreferencesBtn: 'Save choices',
              closeIconLabel: 'Close privacy choices',
              sections: [
                {
                  title: 'Strictly necessary',
                  description:
                    'Your cart, settings and demo session are kept in this browser’s local storage so a reload loses nothing. Nothing here leaves your browser.',
                  linkedCategory: 'necessary',
                },
                {
                  title: 'Analytics',
                  description:
                    'Anonymous page views, only where the operator of this demo has configured analytics. Off by default.',
                  linkedCategory: 'analytics',
                },
              ],
            },
          },
        },
      },
    });
    return cc;
  });
  return loading;
}

/** 'Privacy choices' in the footer. */
export async function openConsentManager(): Promise<void> {
  const cc = await load({ autoShow: false });
  cc.showPreferences();
}

/** On start-up where analytics may run: restores an earlier decision or asks for one. */
export async function startConsent(): Promise<void> {
  const cc = await load({ autoShow: true });
  if (cc.validConsent()) notify(cc);
}
