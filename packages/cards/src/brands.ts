// Card brand table of spec §5 ("Brands"): number pattern, allowed lengths, CVV length, grouping.
// Used by the web app's Direct card form, the sandbox's hosted card fields and the sandbox API.

export const cardBrandNames = [
  'amex',
  'diners',
  'discover',
  'jcb',
  'maestro',
  'mastercard',
  'visa',
] as const;
export type CardBrandName = (typeof cardBrandNames)[number];

export interface CardBrandRule {
  brand: CardBrandName | 'none';
  label: string;
  /** Matches the leading digits (IIN range) of a number without spaces. */
  pattern: RegExp;
  lengths: readonly number[];
  cvvLength: number;
  /** Digit group sizes for display; the last group repeats nothing. */
  grouping: readonly number[];
}

const defaultGrouping = [4, 4, 4, 4, 3] as const;

/**
 * Order matters: the first matching rule wins, so narrow ranges (discover's 6011/65, mastercard's
 * 2221–2720) come before maestro's broad 5x/6x ranges.
 */
export const cardBrandRules: readonly CardBrandRule[] = [
  {
    brand: 'amex',
    label: 'American Express',
    pattern: /^3[47]/,
    lengths: [15],
    cvvLength: 4,
    grouping: [4, 6, 5],
  },
  {
    brand: 'visa',
    label: 'Visa',
    pattern: /^4/,
    lengths: [13, 16, 18, 19],
    cvvLength: 3,
    grouping: defaultGrouping,
  },
  {
    brand: 'mastercard',
    label: 'Mastercard',
    pattern: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
    lengths: [16],
    cvvLength: 3,
    grouping: defaultGrouping,
  },
  {
    brand: 'diners',
    label: 'Diners Club',
    pattern: /^(30[0-5]|3095|36|3[89])/,
    lengths: [14, 16, 19],
    cvvLength: 3,
    grouping: defaultGrouping,
  },
  {
    brand: 'jcb',
    label: 'JCB',
    // 3528–3589 plus the older JCB ranges (the provider's JCB test PAN starts 3338).
    pattern:
      /^(35(2[89]|[3-8]\d)|30(8[89]|9[0-4]|9[6-9])|310[0-2]|311[2-9]|3120|315[89]|33[3-4]\d)/,
    lengths: [16, 17, 18, 19],
    cvvLength: 3,
    grouping: defaultGrouping,
  },
  {
    brand: 'discover',
    label: 'Discover',
    pattern: /^(6011|64[4-9]|65|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/,
    lengths: [16, 19],
    cvvLength: 3,
    grouping: defaultGrouping,
  },
  {
    brand: 'maestro',
    label: 'Maestro',
    pattern: /^(5[06-9]|6\d)/,
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvvLength: 3,
    grouping: defaultGrouping,
  },
];

/** Fallback while the brand is unknown: formatting and max length still work. */
export const unknownBrandRule: CardBrandRule = {
  brand: 'none',
  label: 'Card',
  pattern: /^/,
  lengths: [12, 13, 14, 15, 16, 17, 18, 19],
  cvvLength: 3,
  grouping: defaultGrouping,
};

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The brand rule for a (possibly partial, possibly spaced) card number; `none` when unknown. */
export function brandRuleFor(cardNumber: string): CardBrandRule {
  const digits = digitsOnly(cardNumber);
  if (digits.length === 0) return unknownBrandRule;
  return cardBrandRules.find((rule) => rule.pattern.test(digits)) ?? unknownBrandRule;
}

/** The recognised brand of a card number, or null. */
export function detectBrand(cardNumber: string): CardBrandName | null {
  const { brand } = brandRuleFor(cardNumber);
  return brand === 'none' ? null : brand;
}

export function isCardBrandName(value: string): value is CardBrandName {
  return (cardBrandNames as readonly string[]).includes(value);
}
