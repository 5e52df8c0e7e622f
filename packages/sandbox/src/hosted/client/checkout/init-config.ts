// Reads the config of Worldpay.checkout.init (provider-api.md §11.1) into what the SDK needs,
// or a clear error naming what is wrong: a missing form, missing fields, selectors that match
// nothing, unknown brands. Fields are either pan + expiry + cvv, or cvv alone (CVC-only).
import { isCardBrandName } from '@sjd/cards';
import { defaultLabels } from '../../shared/checkout-config';
import type { FieldName } from '../../shared/field-rules';
import { booleanAt, isRecord, recordAt, stringAt, type Json } from '../shared/guards';

export interface FieldSetup {
  name: FieldName;
  container: HTMLElement;
  placeholder?: string;
  ariaLabel: string;
  title: string;
}

export interface CheckoutSetup {
  id: string;
  form: HTMLElement;
  fields: FieldSetup[];
  styles?: unknown;
  lang?: string;
  acceptedCardBrands: string[];
  enablePanFormatting: boolean;
  isCvcOnly: boolean;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(`Invalid checkout configuration: ${message}`);
    this.name = 'ConfigError';
  }
}

function element(selector: unknown, what: string): HTMLElement {
  if (typeof selector !== 'string' || selector.trim() === '') {
    throw new ConfigError(`${what} needs a CSS selector.`);
  }
  let found: Element | null;
  try {
    found = document.querySelector(selector);
  } catch {
    throw new ConfigError(`${what} selector "${selector}" is not a valid CSS selector.`);
  }
  if (!(found instanceof HTMLElement)) {
    throw new ConfigError(`${what} selector "${selector}" matches no element.`);
  }
  return found;
}

/** accessibility.ariaLabel / .title: `{ enabled, pan, expiry, cvv }`; defaults when absent. */
function textFor(accessibility: Json | undefined, kind: 'ariaLabel' | 'title', name: FieldName) {
  const options = accessibility ? recordAt(accessibility, kind) : undefined;
  const custom =
    options && booleanAt(options, 'enabled') !== false ? stringAt(options, name) : undefined;
  return custom?.trim() ? custom.trim() : defaultLabels[name];
}

export function readCheckoutConfig(config: unknown): CheckoutSetup {
  if (!isRecord(config)) throw new ConfigError('pass an object.');
  const id = stringAt(config, 'id');
  if (!id) throw new ConfigError('"id" (the checkout id) is missing.');
  const form = element(config.form, '"form"');
  const fieldsConfig = recordAt(config, 'fields');
  if (!fieldsConfig) throw new ConfigError('"fields" is missing.');
  const names = Object.keys(fieldsConfig).filter((key) => fieldsConfig[key] !== undefined);
  const isCvcOnly = names.length === 1 && names[0] === 'cvv';
  const isCard =
    ['pan', 'expiry', 'cvv'].every((name) => names.includes(name)) && names.length === 3;
  if (!isCvcOnly && !isCard) {
    throw new ConfigError('"fields" must have pan, expiry and cvv, or cvv alone.');
  }
  const accessibility = recordAt(config, 'accessibility');
  const order: FieldName[] = isCvcOnly ? ['cvv'] : ['pan', 'expiry', 'cvv'];
  const fields = order.map((name): FieldSetup => {
    const field = recordAt(fieldsConfig, name);
    if (!field) throw new ConfigError(`"fields.${name}" must be an object with a selector.`);
    const placeholder = stringAt(field, 'placeholder');
    return {
      name,
      container: element(field.selector, `"fields.${name}"`),
      ...(placeholder !== undefined ? { placeholder } : {}),
      ariaLabel: textFor(accessibility, 'ariaLabel', name),
      title: textFor(accessibility, 'title', name),
    };
  });
  const brands = config.acceptedCardBrands;
  if (brands !== undefined && !Array.isArray(brands)) {
    throw new ConfigError('"acceptedCardBrands" must be an array of brand names.');
  }
  const acceptedCardBrands = (brands ?? []).map((brand: unknown) => {
    if (typeof brand !== 'string' || !isCardBrandName(brand)) {
      throw new ConfigError(`"acceptedCardBrands" has an unknown brand: ${String(brand)}.`);
    }
    return brand;
  });
  const langOptions = accessibility ? recordAt(accessibility, 'lang') : undefined;
  const lang =
    langOptions && booleanAt(langOptions, 'enabled') !== false
      ? stringAt(langOptions, 'locale')
      : undefined;
  return {
    id,
    form,
    fields,
    ...(config.styles !== undefined ? { styles: config.styles } : {}),
    ...(lang ? { lang } : {}),
    acceptedCardBrands,
    enablePanFormatting: config.enablePanFormatting === true,
    isCvcOnly,
  };
}
