// Drives the test merchant page for the Checkout SDK (fixtures/hosted/checkout.html).
import type { Page } from '@playwright/test';

export interface CheckoutEvent {
  type: string;
  detail: Record<string, unknown>;
}
interface Answer<T> {
  error: string | null;
  result: T | null;
}
interface CheckoutHostWindow {
  checkoutHost: {
    ready: Promise<string | null>;
    events: CheckoutEvent[];
    generateSessionState(): Promise<Answer<string>>;
    generateSessions(): Promise<Answer<Record<string, string>>>;
    clearForm(): Promise<null>;
    remove(): void;
  };
}

export async function openCheckout(
  page: Page,
  origin: string,
  sandboxUrl: string,
  options: { config?: Record<string, unknown>; script?: string } = {},
): Promise<string | null> {
  const params = new URLSearchParams({ sandbox: sandboxUrl });
  if (options.config) params.set('config', JSON.stringify(options.config));
  if (options.script) params.set('script', options.script);
  await page.goto(`${origin}/checkout.html?${params}`);
  return page.evaluate(() => (window as unknown as CheckoutHostWindow).checkoutHost.ready);
}

export const checkoutEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as CheckoutHostWindow).checkoutHost.events);

export const generateSessionState = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as CheckoutHostWindow).checkoutHost.generateSessionState(),
  );

export const generateSessions = (page: Page) =>
  page.evaluate(() => (window as unknown as CheckoutHostWindow).checkoutHost.generateSessions());

export const clearForm = (page: Page) =>
  page.evaluate(() => (window as unknown as CheckoutHostWindow).checkoutHost.clearForm());

export const removeCheckout = (page: Page) =>
  page.evaluate(() => (window as unknown as CheckoutHostWindow).checkoutHost.remove());

/** The labelled inputs inside the card-field frames. */
export function cardFields(page: Page) {
  return {
    pan: page.frameLocator('#card-pan iframe').getByLabel('Card number'),
    expiry: page.frameLocator('#card-expiry iframe').getByLabel('Expiry date'),
    cvv: page.frameLocator('#card-cvv iframe').getByLabel('Security code'),
    panFrame: page.frameLocator('#card-pan iframe'),
    expiryFrame: page.frameLocator('#card-expiry iframe'),
    cvvFrame: page.frameLocator('#card-cvv iframe'),
  };
}
