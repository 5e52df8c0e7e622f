// The provider's Checkout SDK as the page sees it (spec §7 "Card form with SDK", §8; sandbox
// README "Checkout SDK"): the script is loaded from the configured path under wpBaseUrl, then
// `Worldpay.checkout.init(config, callback)` puts the hosted card fields into our containers.
// The script is foreign code: what it leaves on `window` is checked, never assumed, and each
// loaded version's `init` is kept, because v1 and v2 both claim `window.Worldpay.checkout`.
// Spec §8: "If the checkout SDK script fails to load, the script is removed and an error flag is
// set" — the flag is the rejected promise; the caller shows the message.
import { scriptLoader } from '../../lib/script-loader';
import type { IntegrationType } from '../../themes/theme-types';

/** What `init` gives back: the documented methods only. */
export interface CheckoutFields {
  generateSessionState(): Promise<string>;
  generateSessions(): Promise<Record<string, string>>;
  remove(): void;
}

export type InitCheckout = (config: object) => Promise<CheckoutFields>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The SDK script for a card form. Spec §7: Modular card sessions are
 * `{wpBase}/verifiedTokens/sessions` — made by the SDK's v1 script — and Orchestrated ones
 * `{wpBase}/sessions` (v2, the configured path). Adding a card always makes a verified token,
 * and a CVC-only session is the same in both versions.
 */
export function checkoutScriptUrl(
  config: { wpBaseUrl: string; checkoutSDKPath: string },
  purpose: { integrationType: IntegrationType; isAddingCard: boolean; isCvcOnly: boolean },
): string {
  const wantsVerifiedTokenSession =
    !purpose.isCvcOnly && (purpose.isAddingCard || purpose.integrationType === 'Modular');
  const path = wantsVerifiedTokenSession
    ? config.checkoutSDKPath.replace('/v2/', '/v1/')
    : config.checkoutSDKPath;
  return new URL(path, config.wpBaseUrl).href;
}

/** Loads an SDK script once per URL and keeps the `init` it defined. */
export const loadCheckoutSdk = scriptLoader(readInit, {
  name: 'The Checkout SDK',
  defines: 'Worldpay.checkout.init',
});

/** `window.Worldpay.checkout.init` as the script just left it, bound to its object. */
function readInit(): InitCheckout | null {
  const worldpay: unknown = Reflect.get(window, 'Worldpay');
  const checkout = isRecord(worldpay) ? worldpay.checkout : undefined;
  const init = isRecord(checkout) ? checkout.init : undefined;
  if (typeof init !== 'function') return null;
  return (config) =>
    new Promise((resolve, reject) => {
      const callback = (error: unknown, instance: unknown) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const fields = wrapCheckout(instance);
        if (fields) resolve(fields);
        else reject(new Error('Worldpay.checkout.init answered without a checkout.'));
      };
      try {
        Reflect.apply(init, checkout, [config, callback]);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
}

function method(target: Record<string, unknown>, name: string) {
  const fn = target[name];
  return typeof fn === 'function' ? (...args: unknown[]) => Reflect.apply(fn, target, args) : null;
}

function wrapCheckout(instance: unknown): CheckoutFields | null {
  if (!isRecord(instance)) return null;
  const generateSessionState = method(instance, 'generateSessionState');
  const generateSessions = method(instance, 'generateSessions');
  const remove = method(instance, 'remove');
  if (!generateSessionState || !generateSessions || !remove) return null;
  const ask = <T>(call: (cb: unknown) => unknown, read: (value: unknown) => T | null) =>
    new Promise<T>((resolve, reject) => {
      call((error: unknown, value: unknown) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const result = read(value);
        if (result === null) reject(new Error('The Checkout SDK answered without a session.'));
        else resolve(result);
      });
    });
  return {
    generateSessionState: () =>
      ask(generateSessionState, (value) => (typeof value === 'string' ? value : null)),
    generateSessions: () => ask(generateSessions, readSessions),
    remove: () => void remove(),
  };
}

function readSessions(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const sessions: Record<string, string> = {};
  for (const [key, href] of Object.entries(value)) {
    if (typeof href === 'string') sessions[key] = href;
  }
  return Object.keys(sessions).length > 0 ? sessions : null;
}
