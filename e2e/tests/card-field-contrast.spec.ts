// Issue 35 item 3: the hosted card fields of every shop that has them read at WCAG AA in every
// state (empty, typing, invalid, valid). axe's colour-contrast rule does not weigh the text typed
// into an input, so the test measures it itself: the text colour the frame draws (the placeholder
// when empty) against the field's own background, inside each frame. axe runs inside the frames
// too (invalid and valid), on everything else in them, and must be seen to have reached them.
// Museart's card fields are the hosted payment page's, which museart.spec checks with axe inside
// its frame.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { animationsSettled, contrast, seriousOf, wcagTags } from '../axe';
import { expect, once, test } from '../fixtures';
import { fillInFrame } from '../frames';
import { shopScreen, stored } from '../helpers';
import { closeTestCards } from '../storefront';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const shops = [
  { shop: 'retail', path: 'checkout', form: 'Card payment' },
  { shop: 'modernmart', path: 'checkout', form: 'Card payment' },
  { shop: 'gambling', path: 'account/add-card', form: 'Add a card' },
  { shop: 'digital', path: 'checkout', form: 'Card payment' },
] as const;

const sampleCart = {
  items: [{ id: 1, title: 'Wool fedora hat', price: 100, quantity: 1 }],
  cartTotal: 100,
  itemCount: 1,
  selectedDate: '2026-11-21',
};

/** What the field draws now: its text (or placeholder, when empty) on its background. */
async function measure(input: Locator): Promise<{ ratio: number; shows: string }> {
  const drawn = await input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const text =
      element.value === '' ? getComputedStyle(element, '::placeholder').color : style.color;
    return { text, background: style.backgroundColor, classes: element.className };
  });
  return {
    ratio: contrast(drawn.text, drawn.background),
    shows: `${drawn.text} on ${drawn.background} (${drawn.classes || 'no state class'})`,
  };
}

/**
 * axe inside the card form's secure frames only: its serious findings, and how many of the nodes
 * it judged were inside a frame (a target of more than one selector), to show it got there.
 */
async function axeInsideFields(page: Page): Promise<{ serious: string[]; framedNodes: number }> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .include('iframe[title^="Secure "]')
    .withTags(wcagTags)
    .analyze();
  const framedNodes = [...results.passes, ...results.violations, ...results.incomplete]
    .flatMap((rule) => rule.nodes)
    .filter((node) => node.target.length > 1).length;
  return { serious: seriousOf(results.violations), framedNodes };
}

async function openCardForm(page: Page, shop: string, path: string, form: string) {
  await page.goto(`/${shop}/${path}`);
  await closeTestCards(page);
  const card = shopScreen(page).getByRole('form', { name: form });
  await expect(card).toBeVisible();
  return card;
}

test(
  'every shop: the hosted card fields read at 4.5:1 when empty, typing, invalid and valid; axe inside them finds nothing serious',
  once,
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((cart) => {
      if (window === window.top) window.localStorage.setItem('sjd:cart', cart);
    }, stored(sampleCart));
    const weak: string[] = [];
    const found: string[] = [];
    for (const { shop, path, form } of shops) {
      const card = await openCardForm(page, shop, path, form);
      const number = card
        .frameLocator('iframe[title="Secure card number field"]')
        .getByLabel('Card number');
      const expiry = card
        .frameLocator('iframe[title="Secure expiry date field"]')
        .getByLabel('Expiry date');
      const check = async (state: string, input: Locator) => {
        const { ratio, shows } = await measure(input);
        if (ratio < 4.5) weak.push(`${shop} ${state}: ${ratio.toFixed(2)}:1, ${shows}`);
      };
      await expect(number).toBeVisible();
      await check('empty', number);
      await number.click();
      await number.pressSequentially('4000');
      await check('typing', number);
      await fillInFrame(number, '4000000000001001');
      await expiry.click();
      await expect(number).toHaveClass(/is-invalid/);
      await check('invalid', number);
      const axeInvalid = await axeInsideFields(page);
      expect(axeInvalid.framedNodes, `${shop}: axe ran inside the frames`).toBeGreaterThan(0);
      found.push(...axeInvalid.serious.map((line) => `${shop} invalid: ${line}`));
      await fillInFrame(number, scenarioCard('frictionless'));
      await expiry.click();
      await expect(number).toHaveClass(/is-valid/);
      await check('valid', number);
      found.push(...(await axeInsideFields(page)).serious.map((line) => `${shop} valid: ${line}`));
    }
    expect(weak).toEqual([]);
    expect(found, 'axe inside the card-field frames').toEqual([]);
  },
);
