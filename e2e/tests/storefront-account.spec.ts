// The fashion shops' account screens (spec §2 {base}/account and /account/edit-card): retail lists
// the saved cards with an edit link each and the add-card area; modernmart is read-only. The
// rules run once (desktop); the card list, edit and delete journey runs at both widths.
import { expect, once, test } from '../fixtures';
import { shopScreen, visit } from '../helpers';
import { closeTestCards, createSavedCard, seedSavedCards } from '../storefront';

test(
  'retail: no cards shows the add-card area; Add card toggles it once cards exist',
  once,
  async ({ page }) => {
    await page.goto('/retail/account');
    const screen = shopScreen(page);
    await expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await closeTestCards(page);
    await expect(screen.getByText('No saved card available')).toBeVisible();
    const addCard = screen.getByRole('button', { name: 'Add card' });
    await expect(addCard).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('region', { name: 'Add a new card' })).toBeVisible();

    await seedSavedCards(page, [await createSavedCard(page)]);
    await closeTestCards(page);
    await expect(screen.getByRole('region', { name: 'Add a new card' })).toHaveCount(0);
    await expect(addCard).toHaveAttribute('aria-expanded', 'false');
    await addCard.click();
    await expect(screen.getByRole('region', { name: 'Add a new card' })).toBeVisible();
    await addCard.click();
    await expect(screen.getByRole('region', { name: 'Add a new card' })).toHaveCount(0);
  },
);

test('retail: the card list and its edit link; edit-card updates and deletes at the provider', async ({
  page,
}) => {
  await page.goto('/retail/account');
  const token = await createSavedCard(page);
  await seedSavedCards(page, [token]);
  await closeTestCards(page);
  const screen = shopScreen(page);
  const list = screen.getByRole('region', { name: 'Saved cards' }).getByRole('listitem');
  await expect(list).toHaveCount(1);
  await expect(list).toContainText('Visa •••• 1091');
  await expect(list).toContainText('Ada Lovelace · Expires 05/35');
  await expect(list).toContainText('12 Harbour Row, St Ives, TR26 1LP, GB');
  await list.getByRole('link', { name: 'Edit Visa •••• 1091' }).click();

  await expect(page).toHaveURL(/\/retail\/account\/edit-card$/);
  await expect(screen.getByRole('heading', { level: 1, name: 'Edit card' })).toBeVisible();
  await expect(page).toHaveTitle('Smart Journey Demo | Retail | edit-card');
  // A reload keeps the history entry's state; a typed URL has none and returns to the account.
  await page.reload();
  const form = screen.getByRole('form', { name: 'Edit card' });
  await expect(form.getByRole('textbox', { name: 'Card number' })).toHaveValue('Visa •••• 1091');
  await expect(form.getByRole('textbox', { name: 'Cardholder name' })).toHaveValue('Ada Lovelace');
  await expect(form.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('05/35');
  await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Harbour Row');
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('St Ives');
  await expect(form.getByRole('textbox', { name: 'Postcode' })).toHaveValue('TR26 1LP');
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
  const update = form.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await form.getByRole('textbox', { name: 'Cardholder name' }).fill('Ada King');
  await expect(update).toBeEnabled();
  await form.getByRole('textbox', { name: 'Expiry date' }).fill('13/40');
  await form.getByRole('textbox', { name: 'Address' }).focus();
  await expect(form.getByText('Please enter a valid date')).toBeVisible();
  await form.getByRole('textbox', { name: 'Expiry date' }).fill('07/36');

  // The saved-card flow updates the name and expiry at the provider, then the screen goes back.
  await update.click();
  await expect(page).toHaveURL(/\/retail\/account$/);
  await expect(list).toContainText('Ada King · Expires 07/36');
  await closeTestCards(page);
  await list.getByRole('link', { name: 'Edit Visa •••• 1091' }).click();
  await screen.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/retail\/account$/);
  await expect(screen.getByText('No saved card available')).toBeVisible();

  await visit(page, '/retail/account/edit-card');
  await expect(page).toHaveURL(/\/retail\/account$/);
  await expect(page).toHaveTitle('Smart Journey Demo | Retail | My Account');
});

test(
  'modernmart: read-only, No saved card available, details without changes',
  once,
  async ({ page }) => {
    await page.goto('/modernmart/account');
    const screen = shopScreen(page);
    await expect(screen.getByText('No saved card available')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add card' })).toHaveCount(0);
    await expect(screen.getByRole('region', { name: 'Add a new card' })).toHaveCount(0);

    await seedSavedCards(page, [await createSavedCard(page)]);
    await closeTestCards(page);
    await expect(screen.getByText('No saved card available')).toHaveCount(0);
    await expect(screen.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await screen.getByRole('link', { name: 'View Visa •••• 1091' }).click();
    await expect(screen.getByRole('heading', { level: 1, name: 'Card details' })).toBeVisible();
    await expect(screen.getByRole('form')).toHaveCount(0);
    await expect(screen.getByRole('textbox')).toHaveCount(0);
    for (const text of ['Visa •••• 1091', 'Ada Lovelace', '05/35', 'St Ives', 'United Kingdom']) {
      await expect(screen.getByRole('definition').filter({ hasText: text })).toBeVisible();
    }
    await expect(screen.getByRole('button', { name: /Update|Delete/ })).toHaveCount(0);
    await screen.getByRole('link', { name: 'Back to My Account' }).click();
    await expect(page).toHaveURL(/\/modernmart\/account$/);
  },
);
