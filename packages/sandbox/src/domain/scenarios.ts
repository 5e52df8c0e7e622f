// The sandbox's scenario table: which test values produce which provider outcome.
// Pure data and pure functions only (no Node imports): the web app imports it as
// '@sjd/sandbox/scenarios' to build the 'Test Cards' popup, and the sandbox renders its
// /docs/test-scenarios page and decides outcomes from the same table.
//
// This first version holds the 'Test Cards' entries only; the full table (cardholder names,
// CVC, postcode, payout amounts, 3DS outcomes per card number) grows with the REST API.

export interface TestCardEntry {
  /** Short name shown in the 'Test Cards' popup. */
  label: string;
  cardNumber: string;
  /** What happens when you pay with it (one sentence). */
  description: string;
}

/** Entries of the 'Test Cards' popup, in display order: the spec's 'Success' card first. */
export const testCards: readonly TestCardEntry[] = [
  {
    label: 'Success',
    cardNumber: '4000000000001091',
    description: '3DS challenge, then authorized. Any future expiry date and 3-digit CVC.',
  },
];
