// The merchant's `styles` for the card fields (provider-api.md §11.1): a map of selectors to
// properties. Only the SDK's allowed properties survive, with values that cannot leave their
// declaration; everything else is dropped silently, as the provider's SDK does.

export const allowedStyleProperties = [
  'color',
  'font-family',
  'font-size',
  'font-style',
  'line-height',
  'text-align',
  'font-weight',
  'letter-spacing',
  'text-transform',
  'caret-color',
] as const;

// `input`, `input#pan`, `input.is-valid`, `#cvv.is-invalid.is-onfocus`, `.is-empty`, …
const selectorPattern = /^(input)?(#(pan|expiry|cvv))?((\.is-(valid|invalid|onfocus|empty))*)$/;
// Colours, font names, sizes, keywords, rgb()/hsl(): no ; { } < > \ or url( / expression(.
const valuePattern = /^[A-Za-z0-9#(),.%\s'"+-]{1,120}$/;

function safeValue(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!valuePattern.test(trimmed) || /url\(|expression\(/i.test(trimmed)) return null;
  // Balanced quotes only, so a value cannot open a string that swallows what follows.
  if ((trimmed.match(/'/g) ?? []).length % 2 || (trimmed.match(/"/g) ?? []).length % 2) return null;
  return trimmed;
}

function safeSelector(selector: string): string | null {
  const compact = selector.replace(/\s+/g, '');
  return compact !== '' && selectorPattern.test(compact) ? compact : null;
}

/** CSS for the field frames from the merchant's styles; '' when nothing is allowed. */
export function merchantCss(styles: unknown): string {
  if (typeof styles !== 'object' || styles === null || Array.isArray(styles)) return '';
  const rules: string[] = [];
  for (const [rawSelector, declarations] of Object.entries(styles).slice(0, 50)) {
    const selector = safeSelector(rawSelector);
    if (!selector || typeof declarations !== 'object' || declarations === null) continue;
    const lines: string[] = [];
    for (const [property, value] of Object.entries(declarations)) {
      const allowed: readonly string[] = allowedStyleProperties;
      const safe = allowed.includes(property) ? safeValue(value) : null;
      if (safe !== null) lines.push(`  ${property}: ${safe};`);
    }
    // The SDK's state classes are on the input, so `.is-valid` means `input.is-valid`.
    if (lines.length > 0)
      rules.push(
        `${selector.startsWith('input') ? '' : 'input'}${selector} {\n${lines.join('\n')}\n}`,
      );
  }
  return rules.join('\n');
}
