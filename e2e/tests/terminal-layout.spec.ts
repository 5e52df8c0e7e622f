// The terminal with a real trail of long values (issue 14): URLs, transaction references and the
// 3DS JWT wrap inside their entries, nothing in the API tab scrolls or sticks out sideways and
// the page never scrolls sideways, at 400 px (the Terminal tab on a phone) and in the 400 px
// terminal column at 1440 px; 'Copy body' still copies a value whole.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectResult, openCheckout, submitCardForm } from '../payment';
import { scenarioCard } from '@sjd/sandbox/scenarios';

/** What is wider than the API tab: elements that scroll sideways, or stick out of the tab. */
function sidewaysOverflow(page: Page) {
  return page.getByRole('tabpanel', { name: 'API' }).evaluate((tab) => {
    const edge = tab.getBoundingClientRect().right;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 50)}"`;
    const all = [tab, ...Array.from(tab.querySelectorAll('*'))];
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      scrolls: all.filter((el) => el.scrollWidth > el.clientWidth + 1).map(name),
      sticksOut: all.filter((el) => el.getBoundingClientRect().right > edge + 1).map(name),
    };
  });
}

for (const { width, layout } of [
  { width: 400, layout: 'the Terminal tab' },
  { width: 1440, layout: 'the terminal column' },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`long values wrap inside their entries in ${layout}; copying gives them whole`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const form = await openCheckout(page, {
        shop: 'retail',
        integration: 'Modular',
        capture: 'Direct',
      });
      await submitCardForm(form, 'Direct', {
        cardNumber: scenarioCard('frictionless'),
        cardHolderName: 'Ada Lovelace',
      });
      await expectResult(page, 'retail', 'success');
      if (width < 1024) await page.getByRole('tab', { name: /^Terminal/ }).click();

      // The call's bodies open on demand.
      await page.getByRole('button', { name: /3DS device data initialization/ }).click();
      const ddc = page.getByRole('group', { name: '3DS device data initialization response body' });
      await expect(ddc).toBeVisible();
      // The JWT is far longer than a line of the 400 px terminal: it wraps, in full.
      const jwt = /"jwt":\s*"([\w-]+\.[\w-]+\.[\w-]+)"/.exec((await ddc.textContent()) ?? '')?.[1];
      expect(jwt?.length ?? 0).toBeGreaterThan(100);
      expect(await sidewaysOverflow(page)).toEqual({ page: 0, scrolls: [], sticksOut: [] });

      // The step's own item (the last of those holding it: its trigger's item holds it too).
      const entry = page.getByRole('listitem').filter({ has: ddc }).last();
      const copy = entry.getByRole('button', { name: 'Copy response body' });
      await copy.click();
      await expect(copy.locator('xpath=following-sibling::*[@role="status"]')).toHaveText(
        'Body copied',
      );
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(JSON.parse(copied)).toMatchObject({ deviceDataCollection: { jwt } });
    });
  });
}
