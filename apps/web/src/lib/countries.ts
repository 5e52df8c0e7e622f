// Billing-address countries (spec §3 "Card form": country as ISO codes, default GB). Names come
// from the browser's Intl data, so the list stays a list of codes.
export const defaultCountryCode = 'GB';

export const countryCodes = [
  'GB',
  'IE',
  'US',
  'CA',
  'AU',
  'NZ',
  'FR',
  'DE',
  'ES',
  'IT',
  'NL',
  'BE',
  'LU',
  'PT',
  'AT',
  'CH',
  'SE',
  'NO',
  'DK',
  'FI',
  'PL',
  'CZ',
  'GR',
  'JP',
  'SG',
  'HK',
  'AE',
  'IN',
  'ZA',
  'BR',
  'MX',
] as const;

const names = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'code' });

/** 'GB' → 'United Kingdom'; an unknown code is shown as it is. */
export function countryName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The codes to offer, with `current` included even when it is not one of ours. */
export function countryOptions(current?: string): string[] {
  const codes: string[] = [...countryCodes];
  if (current && /^[A-Z]{2}$/.test(current) && !codes.includes(current)) codes.push(current);
  return codes;
}
