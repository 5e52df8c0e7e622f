// Helpers for the storefront journeys (retail and modernmart): saved cards created at the sandbox
// through the demo's own proxy, then put into the app's persisted state; settings seeded likewise.
import type { Page } from '@playwright/test';
import { providerResultSchema, verifiedTokenResponseSchema, type Token } from '@sjd/contracts';
import { expect } from './fixtures';
import { readStored, seedStorage, stored } from './helpers';
import { scenarioCard } from '@sjd/sandbox/scenarios';

export interface CardSeed {
  cardHolderName: string;
  cardNumber: string;
  expiry?: { month: number; year: number };
  billingAddress?: { address1: string; postalCode: string; city: string; countryCode: string };
}

export const sampleCard: CardSeed = {
  cardHolderName: 'Ada Lovelace',
  cardNumber: scenarioCard('challenge'),
  expiry: { month: 5, year: 2035 },
  billingAddress: {
    address1: '12 Harbour Row',
    postalCode: 'TR26 1LP',
    city: 'St Ives',
    countryCode: 'GB',
  },
};

/**
 * Creates a verified token for the shopper's namespace (POST /api/wpservices →
 * /verifiedTokens/cardOnFile), exactly as the shop's add-card flow does, and returns the token.
 * The page must have opened a shop route (the store persists the session, with its namespace).
 */
export async function createSavedCard(page: Page, card: CardSeed = sampleCard): Promise<Token> {
  const config: unknown = await (await page.request.get('/api/config?environment=try')).json();
  const entity =
    typeof config === 'object' && config !== null && 'entity' in config ? config.entity : null;
  // The store (and with it the persisted session) is built once the shop route has loaded it.
  await expect
    .poll(() => readStored(page, 'session'), { message: 'the app persisted its session' })
    .toMatchObject({ namespace: expect.any(String) });
  const session = await readStored(page, 'session');
  const namespace =
    typeof session === 'object' && session !== null && 'namespace' in session
      ? session.namespace
      : null;
  expect(typeof entity, 'the environment config names the merchant entity').toBe('string');
  expect(typeof namespace, 'the app persisted its session').toBe('string');

  const response = await page.request.post('/api/wpservices', {
    data: {
      method: 'POST',
      url: '/verifiedTokens/cardOnFile',
      payload: {
        description: 'Smart Journey Demo card',
        paymentInstrument: {
          type: 'card/plain',
          cardHolderName: card.cardHolderName,
          cardNumber: card.cardNumber,
          cardExpiryDate: card.expiry ?? { month: 12, year: 2034 },
          ...(card.billingAddress && { billingAddress: card.billingAddress }),
        },
        merchant: { entity },
        verificationCurrency: 'GBP',
        namespace,
      },
    },
  });
  expect(response.status()).toBe(200);
  const result = providerResultSchema.parse(await response.json());
  expect(result.status, 'a new verified token').toBe(201);
  return verifiedTokenResponseSchema.parse(result.body)._embedded.token;
}

/** Puts saved cards into the persisted tokens state (v2) and reloads. */
export async function seedSavedCards(page: Page, tokens: readonly Token[]): Promise<void> {
  const data = {
    isDeletingAll: false,
    tokens: tokens.map((token) => ({ ...token, subsequentPayment: false })),
  };
  await seedStorage(page, { 'sjd:tokens': JSON.stringify({ version: 2, data }) });
}

/** Changes persisted site-config fields (e.g. {checkCVC: false}) and reloads. */
export async function seedSiteConfig(page: Page, changes: Record<string, unknown>): Promise<void> {
  // The app writes its config while it starts; a seed written before that write lands is lost,
  // so seed, reload and check until the stored config carries the changes.
  await expect(async () => {
    const current = await readStored(page, 'siteConfig');
    expect(current, 'the app persisted its site config').toBeTruthy();
    await seedStorage(page, {
      'sjd:siteConfig': stored({ ...(typeof current === 'object' ? current : {}), ...changes }),
    });
    expect(await readStored(page, 'siteConfig')).toMatchObject(changes);
  }).toPass({ timeout: 15_000 });
}

/**
 * Opens the 'Test Cards' panel and waits for its opening animation to end: the panel's content
 * is revealed as it grows, and a click aimed at a link in it meanwhile can miss (the scenarios
 * link's new tab never opened once on a busy machine).
 */
export async function openTestCards(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Test Cards' });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // MUI's Collapse marks the end of its transition on its root (the panel's content element).
  await expect(page.locator('#test-cards-content')).toHaveClass(/MuiCollapse-entered/);
}

/**
 * Waits for the 'Test Cards' panel to finish opening or closing. A route that opens it by default
 * and one that does not (spec §2) make it grow or shrink as the visitor moves between them, and
 * on a phone the shop below moves with it: a click aimed meanwhile can land beside its target
 * (a result panel's 'Continue Shopping' click once stayed on /success this way).
 */
export async function testCardsSettled(page: Page): Promise<void> {
  // MUI's Collapse marks a finished opening on its root; a closed panel's content is gone.
  await expect(page.locator('#test-cards-content:not(.MuiCollapse-entered)')).toHaveCount(0);
}

/** Closes the 'Test Cards' panel (open by default on the account and checkout, spec §2). */
export async function closeTestCards(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Test Cards' });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The panel shrinks over its closing animation and the shop below moves up with it; a click
  // aimed meanwhile can land where a link was (a 'View' click missed this way on a busy machine).
  // The panel's content leaves the page when the animation has ended.
  await expect(page.locator('#test-cards-content')).toHaveCount(0);
}
