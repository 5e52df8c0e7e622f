// axe finds no serious or critical violation on the fashion shops' screens: plp, pdp, basket
// (with a saved card), registerPayment, account, edit-card and the result panels, on both shops.
import { seriousViolations, shopRegion } from '../axe';
import { expect, test } from '../fixtures';
import { sampleCart, seedStorage, shopScreen, stored, visit } from '../helpers';
import { closeTestCards, createSavedCard, seedSavedCards } from '../storefront';

for (const base of ['/retail', '/modernmart']) {
  test(`axe: ${base} shop screens`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${base}/plp`);
    await seedStorage(page, { 'sjd:cart': stored(sampleCart) });
    await seedSavedCards(page, [await createSavedCard(page)]);
    const screen = shopScreen(page);
    const screens: [string, () => Promise<void>][] = [
      ['plp', () => visit(page, `${base}/plp`)],
      ['pdp', () => visit(page, `${base}/pdp/2`)],
      ['pdp not found', () => visit(page, `${base}/pdp/abc`)],
      ['basket', () => visit(page, `${base}/basket`)],
      ['registerPayment', () => visit(page, `${base}/registerPayment`)],
      ['account', () => visit(page, `${base}/account`)],
      [
        'edit-card',
        async () => {
          await visit(page, `${base}/account`);
          await closeTestCards(page);
          await screen.getByRole('link', { name: /^(Edit|View) Visa/ }).click();
        },
      ],
      ['declined', () => visit(page, `${base}/declined`)],
      ['error', () => visit(page, `${base}/error`)],
      ['addCardfailed', () => visit(page, `${base}/addCardfailed`)],
      ['success', () => visit(page, `${base}/success`)],
    ];
    const found: string[] = [];
    for (const [name, open] of screens) {
      await open();
      await expect(screen.getByRole('heading', { level: 1 }), name).toBeVisible();
      found.push(
        ...(await seriousViolations(page, { include: shopRegion })).map((v) => `${name}: ${v}`),
      );
    }
    expect(found).toEqual([]);
  });
}
