// The card payment journeys of the fashion shops (issue 8 "Must show"; spec §2, §4 "Card payment
// flow", "Tokens", §8): one table of cases, each run in shop × integration × capture
// combinations, each asserting the result screen, the cart (emptied on success, kept otherwise)
// and the terminal's triggers and API steps in order.
//
// Which combinations: the 3DS challenge that succeeds (4000000000001091) runs in a pairwise set
// of four (retail/modernmart × Modular/Orchestrated × Checkout SDK/Direct, every pair of two of
// them once). Every other case runs in one of that set's two halves, each of which holds both
// shops, both integrations and both captures, the halves taking turns down the table: every
// outcome family is walked in both integration types, and every combination still meets every
// family at least once across the rows. The browser journeys are slow on the 2-core machine,
// and the engine's flow tests in apps/web (features/journeys: pay-with-card-*, pay-orchestrated,
// pay-with-stored-card, add-card-flow …) already cover every branch in every integration.
// Desktop width only; one journey below walks the Shopping/Terminal tabs at phone width.
import type { Page } from '@playwright/test';
import { expect, once, phoneOnly, test } from '../fixtures';
import { shopScreen } from '../helpers';
import {
  answerChallenge,
  buyNow,
  comboName,
  expectResult,
  openCheckout,
  refillBasket,
  seedShop,
  submitCardForm,
  type CardInput,
  type Combo,
  type ResultScreen,
} from '../payment';
import { expectTrail } from '../terminal';
import { closeTestCards, createSavedCard, sampleCard, seedSavedCards } from '../storefront';
import { trailsFor, type TrailTable } from '../payment-trails';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const pairwise: Combo[] = [
  { shop: 'retail', integration: 'Modular', capture: 'Checkout' },
  { shop: 'retail', integration: 'Orchestrated', capture: 'Direct' },
  { shop: 'modernmart', integration: 'Modular', capture: 'Direct' },
  { shop: 'modernmart', integration: 'Orchestrated', capture: 'Checkout' },
];

/** The two halves of the pairwise set: each has both shops, integrations and captures. */
const [p1, p2, p3, p4] = pairwise as [Combo, Combo, Combo, Combo];
const halfA: Combo[] = [p1, p4];
const halfB: Combo[] = [p2, p3];

const challengeCard = scenarioCard('challenge');
const frictionlessCard = scenarioCard('frictionless');
const shopper = sampleCard.cardHolderName;

interface MatrixCase {
  name: string;
  combos: readonly Combo[];
  /** Journeys with several payments need more than one payment's time (ms). */
  timeout?: number;
  run(page: Page, combo: Combo, providerUrl: string): Promise<void>;
}

/** A payment with a new card at the checkout: what the shopper types, what they see after. */
interface PaymentRow {
  name: string;
  combos: readonly Combo[];
  card: CardInput;
  settings?: Record<string, unknown>;
  challenge?: 'pass' | 'cancel';
  result: ResultScreen;
  trails: TrailTable;
}

const paymentRows: PaymentRow[] = [
  {
    name: '3DS challenge passed → success',
    combos: pairwise,
    card: { cardNumber: challengeCard, cardHolderName: shopper },
    challenge: 'pass',
    result: 'success',
    trails: trailsFor.challengePassed,
  },
  {
    name: 'frictionless 3DS → success',
    combos: halfA,
    card: { cardNumber: frictionlessCard, cardHolderName: shopper },
    result: 'success',
    trails: trailsFor.frictionless,
  },
  {
    name: 'REFUSED → declined',
    combos: halfB,
    card: { cardNumber: frictionlessCard, cardHolderName: 'REFUSED' },
    result: 'declined',
    trails: trailsFor.refused,
  },
  {
    name: 'ERROR → error',
    combos: halfA,
    card: { cardNumber: frictionlessCard, cardHolderName: 'ERROR' },
    result: 'error',
    trails: trailsFor.providerError,
  },
  {
    name: 'fs-highRisk with FraudSight on → declined',
    combos: halfB,
    card: { cardNumber: frictionlessCard, cardHolderName: 'fs-highRisk' },
    settings: { allowFraudSight: true },
    result: 'declined',
    trails: trailsFor.fraudHighRisk,
  },
  {
    name: '3DS challenge cancelled → declined',
    combos: halfA,
    card: { cardNumber: challengeCard, cardHolderName: shopper },
    challenge: 'cancel',
    result: 'declined',
    trails: trailsFor.challengeFailed,
  },
];

const paymentCase = (row: PaymentRow): MatrixCase => ({
  name: row.name,
  combos: row.combos,
  async run(page, combo, providerUrl) {
    const form = await openCheckout(page, combo, row.settings);
    await submitCardForm(form, combo.capture, row.card);
    if (row.challenge) await answerChallenge(page, row.challenge);
    await expectResult(page, combo.shop, row.result);
    await expectTrail(page, providerUrl, row.trails(combo));
  },
});

/** The saved cards as the account lists them. */
const savedCards = (page: Page) =>
  shopScreen(page).getByRole('region', { name: 'Saved cards' }).getByRole('listitem');

const savedCardCase: MatrixCase = {
  name: "save the card (Remember my details), then 'Buy Now' with and without the CVC check",
  combos: halfB,
  timeout: 120_000,
  async run(page, combo, providerUrl) {
    const form = await openCheckout(page, combo);
    const card = { cardNumber: challengeCard, cardHolderName: shopper };
    await submitCardForm(form, combo.capture, card, { remember: true });
    await answerChallenge(page, 'pass');
    await expectResult(page, combo.shop, 'success');
    await expectTrail(page, providerUrl, trailsFor.cardSaved(combo));

    for (const checkCVC of [true, false]) {
      await refillBasket(page, combo.shop, checkCVC);
      await expect(shopScreen(page).getByText('Visa •••• 1091')).toBeVisible();
      await buyNow(page, combo.capture, checkCVC);
      await answerChallenge(page, 'pass');
      await expectResult(page, combo.shop, 'success');
      await expectTrail(page, providerUrl, trailsFor.buyNow(combo, checkCVC));
    }
  },
};

const conflictCase: MatrixCase = {
  name: 'the same card saved under another name: the token conflict is resolved',
  combos: halfA,
  timeout: 60_000,
  async run(page, combo, providerUrl) {
    const form = await openCheckout(page, combo);
    await seedSavedCards(page, [await createSavedCard(page)]);
    await closeTestCards(page);

    const renamed = { cardNumber: challengeCard, cardHolderName: 'Ada King', expiry: '05/35' };
    await submitCardForm(form, combo.capture, renamed, { remember: true });
    await answerChallenge(page, 'pass');
    await expectResult(page, combo.shop, 'success');
    await expectTrail(page, providerUrl, trailsFor.conflictResolved(combo));
    await shopScreen(page).getByRole('link', { name: 'My account' }).click();
    await expect(savedCards(page)).toHaveCount(1);
    await expect(savedCards(page)).toContainText('Ada King · Expires 05/35');
  },
};

const retailAccountCase: MatrixCase = {
  name: 'retail account: add, edit and delete a card',
  combos: pairwise.filter((combo) => combo.shop === 'retail'),
  timeout: 60_000,
  async run(page, combo, providerUrl) {
    await seedShop(page, combo, 'account');
    await closeTestCards(page);
    const screen = shopScreen(page);
    await expect(screen.getByText('No saved card available')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add a card' });
    const card = { cardNumber: challengeCard, cardHolderName: shopper, expiry: '05/35' };
    await submitCardForm(form, combo.capture, card, { submit: 'Save card' });
    await expect(screen.getByRole('heading', { level: 1, name: 'Adding card' })).toBeVisible();
    await answerChallenge(page, 'pass');
    await expect(page).toHaveURL(/\/retail\/account$/);
    await expect(savedCards(page)).toContainText(`${shopper} · Expires 05/35`);
    await expectTrail(page, providerUrl, trailsFor.cardAdded(combo));

    await closeTestCards(page);
    await savedCards(page).getByRole('link', { name: 'Edit Visa •••• 1091' }).click();
    const edit = screen.getByRole('form', { name: 'Edit card' });
    await edit.getByRole('textbox', { name: 'Cardholder name' }).fill('Ada King');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/retail\/account$/);
    await expect(savedCards(page)).toContainText('Ada King · Expires 05/35');

    await closeTestCards(page);
    await savedCards(page).getByRole('link', { name: 'Edit Visa •••• 1091' }).click();
    await screen.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/retail\/account$/);
    await expect(screen.getByText('No saved card available')).toBeVisible();
    await expectTrail(page, providerUrl, [
      ...trailsFor.cardAdded(combo),
      'Update card: Update cardholder name 204 → Get token 200',
      'Delete card: Delete token 204',
    ]);
  },
};

const readOnlyAccountCase: MatrixCase = {
  name: 'modernmart account: saved cards are read-only',
  combos: pairwise.filter((combo) => combo.shop === 'modernmart'),
  async run(page, combo) {
    await seedShop(page, combo, 'account');
    await seedSavedCards(page, [await createSavedCard(page)]);
    await closeTestCards(page);
    const screen = shopScreen(page);
    await expect(savedCards(page)).toContainText(`${shopper} · Expires 05/35`);
    await expect(screen.getByRole('button', { name: 'Add card' })).toHaveCount(0);
    await expect(screen.getByRole('form')).toHaveCount(0);
    await expect(screen.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await screen.getByRole('link', { name: 'View Visa •••• 1091' }).click();
    await expect(screen.getByRole('heading', { level: 1, name: 'Card details' })).toBeVisible();
    await expect(screen.getByRole('textbox')).toHaveCount(0);
    await expect(screen.getByRole('button', { name: /Update|Delete/ })).toHaveCount(0);
    // Looking at saved cards calls nothing: the terminal stays empty.
    await expect(page.getByText('No API calls yet.')).toBeVisible();
  },
};

// The longest journeys first: two workers then finish together instead of one waiting on a
// long journey started last.
const cases: MatrixCase[] = [
  savedCardCase,
  retailAccountCase,
  conflictCase,
  ...paymentRows.map(paymentCase),
  readOnlyAccountCase,
];

// At desktop width only (`once`: the phone project does not list it); one journey below walks
// the phone's tabs.
test.describe('payment matrix', once, () => {
  for (const matrixCase of cases) {
    for (const combo of matrixCase.combos) {
      test(`${matrixCase.name} · ${comboName(combo)}`, async ({ page, sandboxUrl }) => {
        test.setTimeout(matrixCase.timeout ?? 45_000);
        await matrixCase.run(page, combo, sandboxUrl);
      });
    }
  }
});

// The phone layout has the Shopping/Terminal tabs.
test(
  'phone: 3DS challenge → success, walking the Shopping and Terminal tabs',
  phoneOnly,
  async ({ page, sandboxUrl }) => {
    const combo: Combo = { shop: 'retail', integration: 'Modular', capture: 'Checkout' };
    const tabs = page.getByRole('tablist', { name: 'Demo view' });
    const form = await openCheckout(page, combo);
    await submitCardForm(form, combo.capture, {
      cardNumber: challengeCard,
      cardHolderName: shopper,
    });

    // While the bank's check waits, the Terminal tab shows the journey so far.
    const challenge = shopScreen(page).getByTitle('3-D Secure check by your bank');
    await expect(challenge).toBeVisible();
    await tabs.getByRole('tab', { name: /^Terminal, \d+ new API events$/ }).click();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Device data collected' }),
    ).toBeVisible();
    await expect(challenge).toBeHidden();
    await tabs.getByRole('tab', { name: 'Shopping' }).click();

    await answerChallenge(page, 'pass');
    await expectResult(page, combo.shop, 'success');
    await tabs.getByRole('tab', { name: /^Terminal, \d+ new API events$/ }).click();
    await expectTrail(page, sandboxUrl, trailsFor.challengePassed(combo));
    await expect(shopScreen(page)).toBeHidden();
    await tabs.getByRole('tab', { name: 'Shopping' }).click();
    await expect(
      shopScreen(page).getByRole('heading', { level: 1, name: 'Success' }),
    ).toBeVisible();
  },
);
