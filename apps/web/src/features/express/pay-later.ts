// PayPal's 'Pay in 3' (spec §4: "displayed pay-later amount is one third of cart total"). A
// total that does not divide by three cannot be three equal parts in minor units: £1.00 showed
// as 3 × £0.33 = £0.99 (issue 35). The parts are thirds rounded down, the first ones carrying a
// penny each of what is left over (£1.00: £0.34 + £0.33 + £0.33; £2.00: £0.67 + £0.67 + £0.66),
// and the sheet says they add up to the total.

/** Three instalments in minor units that add up to `total`, the larger ones first. */
export function payLaterParts(total: number): [number, number, number] {
  const third = Math.floor(total / 3);
  const left = total - 3 * third;
  return [third + (left > 0 ? 1 : 0), third + (left > 1 ? 1 : 0), third];
}

/** The overlay's line and the dialog's sentence, from formatted parts and total. */
export function payLaterTexts(parts: readonly string[], total: string) {
  const [first, second, third] = parts;
  const equal = first === second && second === third;
  return {
    overlay: equal
      ? `Pay in 3 interest-free payments of ${second}`
      : `Pay in 3 interest-free: ${first} + ${second} + ${third}`,
    sentence: equal
      ? `or 3 interest-free payments of ${second}`
      : `or 3 interest-free payments: ${first} + ${second} + ${third} = ${total} (the odd pennies come first)`,
  };
}
