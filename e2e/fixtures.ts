// Test fixtures: baseURL points at the demo server started by global setup.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ sandboxUrl: string; hostUrl: string; foreignUrl: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object.
  baseURL: async ({}, use) => {
    const url = process.env.SJD_APP_URL;
    if (!url) throw new Error('SJD_APP_URL is not set: global setup did not start the demo');
    await use(url);
  },
  // eslint-disable-next-line no-empty-pattern -- as above.
  sandboxUrl: async ({}, use) => {
    await use(process.env.SJD_SANDBOX_URL ?? '');
  },
  // A merchant page on its own origin, allowed to frame the sandbox's hosted pages.
  // eslint-disable-next-line no-empty-pattern -- as above.
  hostUrl: async ({}, use) => {
    await use(process.env.SJD_HOST_URL ?? '');
  },
  // The same pages on an origin the sandbox does not allow.
  // eslint-disable-next-line no-empty-pattern -- as above.
  foreignUrl: async ({}, use) => {
    await use(process.env.SJD_FOREIGN_URL ?? '');
  },
});

export { expect };

/**
 * For a test whose outcome does not depend on the viewport (routing, texts, stored state, rules):
 * `test(title, once, body)` runs it in the desktop project only (playwright.config.ts).
 */
export const once = { tag: '@once' };

/** For a test of the wide layout (the collapsible terminal, a 1440 px window): desktop project only. */
export const desktopOnly = { tag: '@desktop' };

/** For a test of the phone layout (its tabs) or one kept to the phone project (axe): phone only. */
export const phoneOnly = { tag: '@phone' };
