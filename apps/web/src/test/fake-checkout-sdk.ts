// A fake of the provider's Checkout SDK script for component tests. jsdom never fetches a
// <script src>, so the test plays the script: it finds the element the page added, then either
// fires `error` (the script could not be had) or defines `window.Worldpay.checkout.init` and fires
// `load`, as the real script does. The fake init records its config and hands back a checkout
// whose sessions the test decides; `report` sends the events the hosted fields would.
import { act, waitFor } from '@testing-library/react';
import { vi, type Mock } from 'vitest';

export interface FakeSdkBehaviour {
  /** Not defining Worldpay.checkout.init at all (a wrong or broken script). */
  definesNothing?: boolean;
  /** What init's callback answers instead of a checkout (e.g. 'Unknown checkout id: x'). */
  initError?: string;
  /** The href generateSessionState / generateSessions answer, or an error to answer with. */
  session?: { href: string } | { error: string };
}

export interface FakeCheckout {
  /** What the page passed to init. */
  config: { id: string; form: string; fields: Record<string, { selector: string }> } & Record<
    string,
    unknown
  >;
  generateSessionState: Mock;
  generateSessions: Mock;
  remove: Mock;
}

let scriptCount = 0;

/** A script URL no other test has loaded (the page keeps each loaded script's init). */
export function fakeSdkUrl(): string {
  scriptCount += 1;
  return `http://localhost:3001/access-checkout/v1/checkout.js?test=${scriptCount}`;
}

export function sdkScripts(url: string): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')].filter((script) => script.src === url);
}

/** The script element the page added for `url`, once it is there. */
export function findSdkScript(url: string): Promise<HTMLScriptElement> {
  return waitFor(() => {
    const [script] = sdkScripts(url);
    if (!script) throw new Error(`No <script src="${url}"> yet`);
    return script;
  });
}

export function failSdkScript(script: HTMLScriptElement): void {
  act(() => {
    script.dispatchEvent(new Event('error'));
  });
}

/** Defines the SDK as `behaviour` says and fires the script's load; returns the checkouts made. */
export async function loadFakeSdk(
  script: HTMLScriptElement,
  behaviour: FakeSdkBehaviour = {},
): Promise<FakeCheckout[]> {
  const checkouts: FakeCheckout[] = [];
  const session = behaviour.session ?? { href: 'http://localhost:3001/sessions/fake-session' };
  const answer = (callback: (error: unknown, value?: unknown) => void, value: unknown) => {
    if ('error' in session) callback(new Error(session.error));
    else callback(null, value);
  };
  const init = (config: FakeCheckout['config'], callback: (e: unknown, c?: unknown) => void) => {
    if (behaviour.initError) {
      callback(new Error(behaviour.initError));
      return;
    }
    const checkout = {
      generateSessionState: vi.fn((cb: (e: unknown, v?: unknown) => void) =>
        answer(cb, 'href' in session ? session.href : null),
      ),
      generateSessions: vi.fn((cb: (e: unknown, v?: unknown) => void) =>
        answer(cb, { cvv: 'href' in session ? session.href : null }),
      ),
      remove: vi.fn(),
    };
    checkouts.push({ config, ...checkout });
    // The real SDK answers once its frames have loaded, never synchronously.
    setTimeout(() => callback(null, checkout), 0);
  };
  if (!behaviour.definesNothing) {
    Reflect.set(window, 'Worldpay', { checkout: { init } });
  }
  await act(async () => {
    script.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return checkouts;
}

/** What the hosted fields tell the page: `wp:form:change` (validity) or `wp:card:change`. */
export function report(
  checkout: FakeCheckout,
  event: { isValid: boolean } | { brand: string },
): void {
  const form = document.querySelector(checkout.config.form);
  if (!form) throw new Error(`The form container ${checkout.config.form} is not on the page`);
  act(() => {
    form.dispatchEvent(
      'isValid' in event
        ? new CustomEvent('wp:form:change', { detail: { 'is-valid': event.isValid } })
        : new CustomEvent('wp:card:change', { detail: { type: event.brand } }),
    );
  });
}

export function forgetFakeSdk(): void {
  Reflect.deleteProperty(window, 'Worldpay');
}
