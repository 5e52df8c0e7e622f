// The test cards a take-home replay pays with, all from the sandbox's scenario table
// (@sjd/sandbox/scenarios): the trail never keeps a full card number, so a masked one
// ('400000******1091', or a BIN and last four in an answer) is put back as the table's card with
// the same first digits, last four and length; a masked CVC as one the CVC check accepts; and
// the hosted payment page, whose card the trail never saw, is paid with the card (and name) the
// table gives the recorded result.
import {
  cardScenarios,
  cvcValues,
  debitCardNumbers,
  hostedPaymentNames,
  magicNames,
  testCards,
} from '@sjd/sandbox/scenarios';
import type { JsonValue } from '../../event-log';

/** Every card number the scenario table names. */
const tableCards = [
  ...new Set([
    ...testCards.map((card) => card.cardNumber),
    ...cardScenarios.map((card) => card.cardNumber),
    ...debitCardNumbers,
  ]),
];

/** What a masked card number still shows. */
export interface MaskedCard {
  prefix: string;
  lastFour: string;
  /** The number's length, when the mask keeps it (one '*' per hidden digit). */
  length?: number;
}

/** A masked number as the trail and the provider write it: digits, asterisks, four digits. */
export function maskedCardOf(text: string): MaskedCard | null {
  const match = /^(\d{1,8})\*+(\d{4})$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { prefix: match[1], lastFour: match[2], length: text.length };
}

/** The scenario table's card that the mask fits, or null when none or more than one does. */
export function testCardFor(masked: MaskedCard): string | null {
  const fits = tableCards.filter(
    (number) =>
      number.startsWith(masked.prefix) &&
      number.endsWith(masked.lastFour) &&
      (masked.length === undefined || number.length === masked.length),
  );
  return fits.length === 1 ? (fits[0] ?? null) : null;
}

const isObject = (value: JsonValue | undefined): value is { [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first card an answer shows: a masked `cardNumber`, or a BIN with its last four
 * (`bin`/`last4Digits`, `cardBin`/`lastFour`), with the expiry date beside it when there is one.
 */
export function cardShownIn(
  value: JsonValue | undefined,
): { masked: MaskedCard; expiry?: { month: number; year: number } } | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = cardShownIn(item);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(value)) return null;
  const expiry = expiryIn(value);
  const withExpiry = (masked: MaskedCard) => ({ masked, ...(expiry ? { expiry } : {}) });
  if (typeof value.cardNumber === 'string') {
    const masked = maskedCardOf(value.cardNumber);
    if (masked) return withExpiry(masked);
  }
  for (const [bin, last] of [
    ['bin', 'last4Digits'],
    ['cardBin', 'lastFour'],
  ] as const) {
    const prefix = value[bin];
    const lastFour = value[last];
    if (typeof prefix === 'string' && typeof lastFour === 'string') {
      return withExpiry({ prefix, lastFour });
    }
  }
  for (const item of Object.values(value)) {
    const found = cardShownIn(item);
    if (found) return { ...found, ...(found.expiry || !expiry ? {} : { expiry }) };
  }
  return null;
}

function expiryIn(value: { [key: string]: JsonValue }) {
  for (const key of ['cardExpiryDate', 'expiryDate']) {
    const date = value[key];
    if (isObject(date) && typeof date.month === 'number' && typeof date.year === 'number') {
      return { month: date.month, year: date.year };
    }
  }
  return undefined;
}

/** A CVC the scenario table's CVC check matches (4 digits for American Express). */
export function matchingCvc(cardNumber: string): string {
  const digits = /^3[47]/.test(cardNumber) ? 4 : 3;
  const found = Object.entries(cvcValues).find(
    ([cvc, result]) => result === 'matched' && cvc.length === digits,
  );
  if (!found) throw new Error('The scenario table has no matching CVC');
  return found[0];
}

/** A name that picks no outcome of the scenario table. */
export const plainCardHolderName = 'Ada Lovelace';

export type HostedPageShopper =
  /** The card form of the page: expiry as MM/YY. */
  | {
      kind: 'pay';
      card: { cardHolderName: string; cardNumber: string; expiry: string; cvc: string };
    }
  | { kind: 'cancel' };

/** What the shopper does on the hosted payment page to get `status`, or null when no card does. */
export function hostedPageShopperFor(status: string, today = new Date()): HostedPageShopper | null {
  const frictionless = cardScenarios.find((card) => card.threeDS === 'frictionless')?.cardNumber;
  const named = (name: string) => testCards.find((card) => card.cardHolderName === name);
  // Any future expiry passes: three years on.
  const expiry = `12/${String((today.getFullYear() + 3) % 100).padStart(2, '0')}`;
  const pay = (cardNumber: string | undefined, cardHolderName: string): HostedPageShopper | null =>
    cardNumber
      ? {
          kind: 'pay',
          card: { cardHolderName, cardNumber, expiry, cvc: matchingCvc(cardNumber) },
        }
      : null;
  switch (status) {
    case 'success':
      // The spec's 'Success' card: the challenge, passed with the demo passcode.
      return pay(testCards[0]?.cardNumber, plainCardHolderName);
    case 'failure':
      return pay(named(magicNames.refused)?.cardNumber, magicNames.refused);
    case 'error':
      return pay(named(magicNames.error)?.cardNumber, magicNames.error);
    case 'pending':
      return pay(frictionless, hostedPaymentNames.pending);
    case 'exception':
      return pay(frictionless, hostedPaymentNames.exception);
    case 'cancelled_by_shopper':
      return { kind: 'cancel' };
    default:
      return null;
  }
}
