// The theme's hosted-page style properties (spec §9; themes/*.ts `hostedStyles.hpp`, written with
// their CSS names) as the library's `customisation` option takes them: sections page, header,
// panel, inputs and button, properties in camelCase, a background-image as `gradient` (sandbox
// README "Theme"; provider-api.md §12.2). The STYLES tab shows exactly this object.
import type {
  HppStyleElement,
  HppStyleProperty,
  HppStyles,
  ThemeData,
} from '../../themes/theme-types';

export type HppCustomisation = Record<string, Record<string, string>>;

const sections: Record<HppStyleElement, string> = {
  page: 'page',
  header: 'header',
  panel: 'panel',
  input: 'inputs',
  button: 'button',
};

const properties: Record<HppStyleProperty, string> = {
  'background-color': 'backgroundColor',
  border: 'border',
  'border-radius': 'borderRadius',
  color: 'color',
  'font-family': 'fontFamily',
  'font-weight': 'fontWeight',
  'text-shadow': 'textShadow',
  'box-shadow': 'boxShadow',
  'background-image': 'gradient',
};

const isElement = (key: string): key is HppStyleElement => Object.hasOwn(sections, key);
const isProperty = (key: string): key is HppStyleProperty => Object.hasOwn(properties, key);

export function hppCustomisation(styles: HppStyles): HppCustomisation {
  const customisation: HppCustomisation = {};
  for (const [element, values] of Object.entries(styles)) {
    if (!isElement(element) || !values) continue;
    const section: Record<string, string> = {};
    for (const [property, value] of Object.entries(values)) {
      if (isProperty(property) && value !== undefined) section[properties[property]] = value;
    }
    if (Object.keys(section).length > 0) customisation[sections[element]] = section;
  }
  return customisation;
}

/** What a hosted-payment-page theme passes to the library (the STYLES tab shows it). */
export function themeCustomisation(theme: ThemeData): HppCustomisation {
  return hppCustomisation(theme.hostedStyles.hpp);
}
