// The basket's decisions as pure functions (spec §2 {base}/basket footer buttons, spec §9 "Item
// label singular for one item, plural otherwise").

/**
 * Which footer the basket shows:
 * - empty: 'Start Shopping' to plp;
 * - guest: items but no saved card, 'Checkout' to registerPayment;
 * - verifyCvc: a saved card and the CVC check on, 'Buy Now' to cardCheck with the token, plus
 *   'Add New Payment Type' to registerPayment;
 * - payDirectly: a saved card and the CVC check off, 'Buy Now' pays at once, plus
 *   'Add New Payment Type'.
 */
export type BasketFooter = 'empty' | 'guest' | 'verifyCvc' | 'payDirectly';

export function basketFooter(facts: {
  itemCount: number;
  savedCardCount: number;
  checkCVC: boolean;
}): BasketFooter {
  if (facts.itemCount <= 0) return 'empty';
  if (facts.savedCardCount <= 0) return 'guest';
  return facts.checkCVC ? 'verifyCvc' : 'payDirectly';
}

/** '1 item', '2 items', '0 items'. */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The card the basket pays with: the one the shopper picked while it is still saved, otherwise
 * the first saved card (a picked card can disappear, e.g. deleted in another tab).
 */
export function chosenCardId(savedIds: readonly string[], picked: string | null): string | null {
  if (picked !== null && savedIds.includes(picked)) return picked;
  return savedIds[0] ?? null;
}
