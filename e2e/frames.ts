// Pressing buttons and filling fields inside cross-origin frames (the bank's challenge page, the
// hosted payment page, the Checkout SDK's fields): pressed with the mouse, again if the click did
// not take; filled again if the field does not show the value (see fillInFrame).
//
// Two browser behaviours make a single click unreliable there under load:
// - Chromium drops a click on a cross-origin frame that has only just appeared, moved or resized
//   (a clickjacking guard of about half a second), and nothing tells the test it was dropped;
// - a key press that makes the frame navigate and then be removed can leave the browser's
//   acknowledgement of the key event pending, so the press itself never returns.
// So each try clicks with a short timeout and then waits for the button to go (the frame moved
// on). A second click after one that took is harmless: both pages ignore a second submit.
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Clicks `button` until `took` (an assertion with a short timeout of its own) passes; fails if it
 * has not after `timeout` ms.
 */
export async function clickUntil(
  button: Locator,
  took: () => Promise<void>,
  timeout = 20_000,
): Promise<void> {
  // First the button (the frame's page may still be loading): a button not there yet is not gone.
  await expect(button).toBeVisible();
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await took();
  }).toPass({ timeout, intervals: [250] });
}

/** Clicks `button` until it is gone (the page moved on). */
export const clickUntilGone = (button: Locator, timeout?: number): Promise<void> =>
  clickUntil(button, () => expect(button).toBeHidden({ timeout: 3_000 }), timeout);

/** The value as a card field shows it: the same characters, perhaps grouped with spaces. */
function shownAs(value: string): RegExp {
  const characters = [...value].map((c) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^${characters.join(' ?')}$`);
}

/**
 * Fills a field inside a cross-origin frame until it shows the value. Playwright types through
 * the browser's focus, and text typed while the frame does not hold it yet (a hosted page still
 * loading, whose parent moves focus into it on load) goes nowhere, silently.
 */
export async function fillInFrame(input: Locator, value: string): Promise<void> {
  let attempt = 0;
  await expect(async () => {
    // From the second try on, a click first: fill focuses the field from inside the frame, which
    // did not bring the browser's focus into a cross-origin frame that had lost it (a hosted
    // page's name field stayed empty through 20 s of fills once); a click does.
    attempt += 1;
    if (attempt > 1) await input.click({ timeout: 5_000 });
    await input.fill(value, { timeout: 5_000 });
    await expect(input).toHaveValue(shownAs(value), { timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [250] });
}
