// Helpers for the shell journeys: read and seed the app's persisted state, find shop pieces.
import type { Page } from '@playwright/test';

/** The app stores each persisted slice as {"version": 1, "data": …} under 'sjd:<name>'. */
export async function readStored(page: Page, name: string): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw).data;
  }, `sjd:${name}`);
}

/** Writes raw values into local storage (on the app's origin), then reloads. */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
  await page.reload();
}

export const stored = (data: unknown) => JSON.stringify({ version: 1, data });

export const sampleCart = {
  items: [
    { id: 1, title: 'Wool fedora hat', price: 100, quantity: 1 },
    { id: 4, title: 'Crew neck jumper', price: 100, quantity: 1 },
  ],
  cartTotal: 200,
  itemCount: 2,
  selectedDate: '2026-11-21',
};

/** The shop's screen inside the device frame. */
export const shopScreen = (page: Page) => page.getByRole('region', { name: /^Shop (on|in) a/ });

/**
 * Client-side navigation to a path (as the browser's Back/Forward does): the router handles it
 * without a page load, so a journey over many routes stays fast. Use page.goto for the first page.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Holds back the page's requests for `url` (a glob) until the returned function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
