// Theming the hosted payment page (spec §9: background-color, border, radii, color, font-family,
// font-weight, text-shadow, box-shadow, gradients). The merchant passes `customisation` to
// WPCL.Library's setup; the library hands it to the page, which turns each allowed property
// into a CSS custom property the page's stylesheet reads. Unknown sections, unknown properties
// and values that could escape their declaration are dropped.
//
//   customisation: {
//     page:   { backgroundColor, color, fontFamily, gradient },
//     header: { backgroundColor, color, fontFamily, fontWeight, textShadow, gradient, border },
//     panel:  { backgroundColor, border, borderRadius, boxShadow },
//     inputs: { backgroundColor, color, border, borderRadius, boxShadow },
//     button: { backgroundColor, color, border, borderRadius, fontFamily, fontWeight, textShadow,
//               boxShadow, gradient },
//   }

export const themeSections = ['page', 'header', 'panel', 'inputs', 'button'] as const;

/** Allowed properties (the customisation's names) → the CSS property they set. */
export const themeProperties = {
  backgroundColor: 'background-color',
  color: 'color',
  fontFamily: 'font-family',
  fontWeight: 'font-weight',
  border: 'border',
  borderRadius: 'border-radius',
  textShadow: 'text-shadow',
  boxShadow: 'box-shadow',
  gradient: 'background-image',
} as const;

const valuePattern = /^[A-Za-z0-9#(),.%\s'"+/-]{1,200}$/;
const gradientPattern = /^(repeating-)?(linear|radial)-gradient\(/;

function safeValue(property: string, value: unknown): string | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!valuePattern.test(trimmed) || /url\(|expression\(|image-set\(/i.test(trimmed)) return null;
  if ((trimmed.match(/'/g) ?? []).length % 2 || (trimmed.match(/"/g) ?? []).length % 2) return null;
  if ((trimmed.match(/\(/g) ?? []).length !== (trimmed.match(/\)/g) ?? []).length) return null;
  if (property === 'gradient' && !gradientPattern.test(trimmed)) return null;
  return trimmed;
}

/** `--button-background-color: #e00;` lines for the allowed parts of a customisation. */
export function themeVariables(customisation: unknown): string[] {
  if (typeof customisation !== 'object' || customisation === null) return [];
  const lines: string[] = [];
  for (const section of themeSections) {
    const values: unknown = Reflect.get(customisation, section);
    if (typeof values !== 'object' || values === null) continue;
    for (const [name, css] of Object.entries(themeProperties)) {
      const value = safeValue(name, Reflect.get(values, name));
      if (value !== null) lines.push(`--${section}-${css}: ${value};`);
    }
  }
  return lines;
}

/** Reads the `customisation` query parameter (JSON); anything unreadable means no theme. */
export function readCustomisation(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8192) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
