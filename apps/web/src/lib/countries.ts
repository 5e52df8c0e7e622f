// Billing-address countries (spec §3 "Card form": country as ISO codes, default GB). Names come
// from the browser's Intl data, so the list stays a list of codes.
import * as z from 'zod/mini';
import { cardMessages } from '@sjd/cards';
import { countriesWithoutPostcode } from '@sjd/contracts';

export const defaultCountryCode = 'GB';

/**
 * Whether an address in this country must have a postcode: the provider's rule (contracts'
 * countriesWithoutPostcode: Ireland, whose Eircode is not universal), which the card and
 * edit-card forms follow so that an address the provider takes is never refused here.
 */
export function isPostcodeRequired(countryCode: string): boolean {
  return !countriesWithoutPostcode.includes(countryCode);
}

/** An empty postcode is refused where the country has postcodes (the card and edit-card forms' schemas). */
export const postcodeRule = z.superRefine(
  (values: { postalCode: string; countryCode: string }, context) => {
    if (values.postalCode.trim() === '' && isPostcodeRequired(values.countryCode)) {
      context.addIssue({
        code: 'custom',
        message: cardMessages.empty,
        input: values.postalCode,
        path: ['postalCode'],
      });
    }
  },
);

/** The postcode field's label for the chosen country. */
export function postcodeLabel(countryCode: string): string {
  return isPostcodeRequired(countryCode) ? 'Postcode' : 'Postcode (optional)';
}

/** ISO 3166-1 alpha-2: every officially assigned code (249). */
const isoCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW' +
  ' AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN' +
  ' BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG' +
  ' CH CI CK CL CM CN CO CR CU CV CW CX CY CZ' +
  ' DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI' +
  ' FJ FK FM FO FR GA GB GD GE GF GG GH GI GL' +
  ' GM GN GP GQ GR GS GT GU GW GY HK HM HN HR' +
  ' HT HU ID IE IL IM IN IO IQ IR IS IT JE JM' +
  ' JO JP KE KG KH KI KM KN KP KR KW KY KZ LA' +
  ' LB LC LI LK LR LS LT LU LV LY MA MC MD ME' +
  ' MF MG MH MK ML MM MN MO MP MQ MR MS MT MU' +
  ' MV MW MX MY MZ NA NC NE NF NG NI NL NO NP' +
  ' NR NU NZ OM PA PE PF PG PH PK PL PM PN PR' +
  ' PS PT PW PY QA RE RO RS RU RW SA SB SC SD' +
  ' SE SG SH SI SJ SK SL SM SN SO SR SS ST SV' +
  ' SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO' +
  ' TR TT TV TW TZ UA UG UM US UY UZ VA VC VE' +
  ' VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

let names: Intl.DisplayNames | undefined;

/** 'GB' → 'United Kingdom'; an unknown code is shown as it is. */
export function countryName(code: string): string {
  try {
    names ??= new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'code' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

let sortedCodes: readonly string[] | undefined;

/**
 * Every code, sorted by its English name (the shopper looks for a name, not a code). Made on
 * first use, each name looked up once and one collator for the sort: sorting with
 * `localeCompare(…, 'en-GB')` and a lookup per comparison took ~25 ms of the checkout's load.
 */
export function countryCodes(): readonly string[] {
  if (!sortedCodes) {
    const collator = new Intl.Collator('en-GB');
    const named = isoCodes.map((code) => ({ code, name: countryName(code) }));
    named.sort((a, b) => collator.compare(a.name, b.name));
    sortedCodes = named.map((entry) => entry.code);
  }
  return sortedCodes;
}

/** The codes to offer, with `current` included even when it is not one of ours. */
export function countryOptions(current?: string): string[] {
  const codes: string[] = [...countryCodes()];
  if (current && /^[A-Z]{2}$/.test(current) && !codes.includes(current)) codes.push(current);
  return codes;
}
