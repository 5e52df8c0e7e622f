// The settings rules of spec §5 "Settings" and §4 "Theme Digital turns off the CVC check and
// express payment", as pure functions of a theme's capabilities: the settings form uses them to
// decide what to offer, the site-config reducer to keep the stored config consistent.
import type { EnvironmentName } from '@sjd/contracts';
import { capabilitiesOf } from '../../config/shops';
import type {
  ClientIntegrationType,
  CurrencyCode,
  IntegrationType,
  ThemeName,
} from '../../themes/theme-types';

/** What the settings form edits. */
export interface DemoSettings {
  environment: EnvironmentName;
  integrationType: IntegrationType;
  clientIntegrationType: ClientIntegrationType;
  currency: CurrencyCode;
  allow3DS: boolean;
  allowFraudSight: boolean;
  checkCVC: boolean;
  allowExpressPayment: boolean;
  /** Issue 45: the checkout's 'Other ways to pay' (the provider's local payment methods). */
  allowLocalMethods: boolean;
}

export const notAvailableInLive = 'Not available in Live';

export interface ClientIntegrationOption {
  value: ClientIntegrationType;
  label: string;
  disabled: boolean;
  note?: string;
}

export interface SettingsOptions {
  integrationTypes: readonly IntegrationType[];
  currencies: readonly CurrencyCode[];
  clientIntegrationTypes: ClientIntegrationOption[];
  /** 3DS and FraudSight toggles are always offered. */
  showCvcCheck: boolean;
  showExpressPayment: boolean;
  showLocalMethods: boolean;
}

export function settingsOptions(
  theme: ThemeName,
  draft: Pick<DemoSettings, 'environment' | 'integrationType'>,
): SettingsOptions {
  const caps = capabilitiesOf(theme);
  const isLive = draft.environment === 'live';
  return {
    integrationTypes: caps.integrationTypes,
    currencies: caps.currencies,
    clientIntegrationTypes: [
      { value: 'Checkout', label: 'Checkout SDK', disabled: false },
      // Live forces the hosted card fields: plain card data never goes to a live provider.
      isLive
        ? { value: 'Direct', label: 'Direct', disabled: true, note: notAvailableInLive }
        : { value: 'Direct', label: 'Direct', disabled: false },
    ],
    showCvcCheck: caps.cvcCheck,
    showExpressPayment:
      caps.expressPayment === 'always' ||
      (caps.expressPayment === 'modularOnly' && draft.integrationType === 'Modular'),
    showLocalMethods: caps.localPaymentMethods,
  };
}

/** True when every choice in the draft is one the theme offers. */
export function isValidForTheme(settings: DemoSettings, theme: ThemeName): boolean {
  const caps = capabilitiesOf(theme);
  return (
    caps.integrationTypes.includes(settings.integrationType) &&
    caps.currencies.includes(settings.currency)
  );
}

/** Brings stored settings in line with a theme: what it does not offer is switched off. */
export function applyThemeRules<T extends DemoSettings>(settings: T, theme: ThemeName): T {
  const caps = capabilitiesOf(theme);
  return {
    ...settings,
    integrationType: caps.integrationTypes.includes(settings.integrationType)
      ? settings.integrationType
      : (caps.integrationTypes[0] ?? 'Modular'),
    currency: caps.currencies.includes(settings.currency) ? settings.currency : 'GBP',
    clientIntegrationType:
      settings.environment === 'live' ? 'Checkout' : settings.clientIntegrationType,
    checkCVC: caps.cvcCheck && settings.checkCVC,
    allowExpressPayment: caps.expressPayment !== 'never' && settings.allowExpressPayment,
    allowLocalMethods: caps.localPaymentMethods && settings.allowLocalMethods,
  };
}

/** Whether express wallets show in the shop right now (theme, integration type and toggle). */
export function isExpressPaymentOffered(settings: DemoSettings, theme: ThemeName): boolean {
  return settingsOptions(theme, settings).showExpressPayment && settings.allowExpressPayment;
}

/** Whether the checkout offers 'Other ways to pay' right now (the shop and the switch). */
export function areLocalMethodsOffered(settings: DemoSettings, theme: ThemeName): boolean {
  return capabilitiesOf(theme).localPaymentMethods && settings.allowLocalMethods;
}

export function sameSettings(a: DemoSettings, b: DemoSettings): boolean {
  return (Object.keys(a) as (keyof DemoSettings)[]).every((key) => a[key] === b[key]);
}
