// What a theme is: pure data (spec §1 "Each shop has its own brand text, logo and colour theme").
// Components read capabilities from here; they never branch on theme names.
import type { ComponentType } from 'react';

export const themeNames = [
  'default',
  'appWrapper',
  'retail',
  'gambling',
  'digital',
  'lingo',
  'museart',
  'modernmart',
] as const;
export type ThemeName = (typeof themeNames)[number];

export const integrationTypes = ['Modular', 'Orchestrated', 'HPP'] as const;
export type IntegrationType = (typeof integrationTypes)[number];

/** Checkout = hosted card fields (Checkout SDK); Direct = plain card data. */
export const clientIntegrationTypes = ['Checkout', 'Direct'] as const;
export type ClientIntegrationType = (typeof clientIntegrationTypes)[number];

export const currencyCodes = ['GBP', 'USD', 'EUR', 'AUD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export interface ThemeCapabilities {
  /** Integration types offered in the settings form; the first is the theme's default. */
  integrationTypes: readonly IntegrationType[];
  /** Currencies offered in the settings form (gambling: no USD or AUD). */
  currencies: readonly CurrencyCode[];
  /** The settings form offers the CVC check (not digital). */
  cvcCheck: boolean;
  /** Express wallets: on retail always, on modernmart only with the Modular integration. */
  expressPayment: 'always' | 'modularOnly' | 'never';
  /** PayPal is offered among the express wallets (retail only). */
  payPal: boolean;
  /** Saved cards can be edited and deleted (modernmart: read-only). */
  accountEditing: boolean;
  /** Add funds and withdraw (payouts). */
  funds: boolean;
  /** Recurring (merchant-initiated) payments and replace card. */
  recurring: boolean;
  /** Pays on the provider's hosted payment page instead of card fields. */
  hostedPaymentPage: boolean;
  /** The left panel shows the settings form; otherwise only the documentation panel. */
  settingsForm: boolean;
  /** The navigation bar shows the account icon. */
  accountIcon: boolean;
  /** The navigation bar shows the basket link with its item-count badge. */
  basket: boolean;
  /** The billing address form offers 'remember my details'. */
  rememberDetails: boolean;
}

export interface ThemePalette {
  mode: 'light' | 'dark';
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  divider: string;
  error: string;
  success: string;
}

export interface FontSpec {
  /** CSS font-family stack: the self-hosted face first, system fallbacks after. */
  family: string;
  weight: number;
  /** letter-spacing for headings, e.g. '0.02em'. */
  letterSpacing?: string;
  textTransform?: 'none' | 'uppercase';
}

export interface ThemeTypography {
  heading: FontSpec;
  body: FontSpec;
}

/** Properties the Checkout SDK accepts in its `styles` object (per state selector). */
export type CheckoutStyleProperty =
  | 'color'
  | 'font-family'
  | 'font-size'
  | 'font-style'
  | 'line-height'
  | 'text-align'
  | 'font-weight'
  | 'letter-spacing'
  | 'text-transform'
  | 'caret-color';
export type CheckoutStyleSelector =
  'input' | 'input.is-valid' | 'input.is-invalid' | 'input.is-onfocus';
export type CheckoutStyles = Partial<
  Record<CheckoutStyleSelector, Partial<Record<CheckoutStyleProperty, string>>>
>;

/** Properties the hosted payment page accepts (spec §9). */
export type HppStyleProperty =
  | 'background-color'
  | 'border'
  | 'border-radius'
  | 'color'
  | 'font-family'
  | 'font-weight'
  | 'text-shadow'
  | 'box-shadow'
  | 'background-image';
export type HppStyleElement = 'page' | 'header' | 'input' | 'button' | 'buttonHover';
export type HppStyles = Partial<Record<HppStyleElement, Partial<Record<HppStyleProperty, string>>>>;

export interface LogoProps {
  /** Height in px; width follows the drawing's aspect ratio. */
  height?: number;
  /** Accessible name; decorative when empty. */
  title?: string;
}

export interface ThemeSplash {
  headline: string;
  text: string;
  /** 'Enter Site' for most shops; digital has a start button. */
  action: string;
  /** CSS background of the splash (artwork replaces it where the shop has images). */
  background: string;
  /** Text colour over that background. */
  onBackground: string;
  /** The action button's colours over that background. */
  actionBackground: string;
  actionText: string;
}

export interface ThemeData {
  name: ThemeName;
  /** Shown in page titles: "demo name | title | label". */
  title: string;
  brand: {
    name: string;
    tagline: string;
  };
  /** The use case in one phrase; titles the settings accordion (siteConfig.themeDescription). */
  description: string;
  Logo: ComponentType<LogoProps>;
  palette: ThemePalette;
  typography: ThemeTypography;
  /** Corner radius of cards and fields, and of buttons (px). */
  shape: { radius: number; buttonRadius: number };
  capabilities: ThemeCapabilities;
  /** What this theme passes to the hosted card fields and the hosted payment page. */
  hostedStyles: { checkout: CheckoutStyles; hpp: HppStyles };
  splash: ThemeSplash;
  /** The information panel: what this use case shows a payments engineer. */
  information: readonly string[];
}

/** Capabilities of themes that have no shop (landing, shell, reserved skins). */
export const noShopCapabilities: ThemeCapabilities = {
  integrationTypes: ['Modular'],
  currencies: currencyCodes,
  cvcCheck: true,
  expressPayment: 'never',
  payPal: false,
  accountEditing: true,
  funds: false,
  recurring: false,
  hostedPaymentPage: false,
  settingsForm: true,
  accountIcon: false,
  basket: false,
  rememberDetails: true,
};

/**
 * The few facts of a theme that pages outside the shops need: the landing's cards (brand, logo,
 * colours) and the settings rules (capabilities, description). Each theme file exports its
 * summary and spreads it into its ThemeData, so the landing can load the summaries without the
 * themes' palettes, fonts, products and hosted styles.
 */
export type ThemeSummary = Pick<
  ThemeData,
  'name' | 'title' | 'brand' | 'description' | 'Logo' | 'capabilities'
> & {
  palette: Pick<ThemePalette, 'surface'>;
  splash: Pick<ThemeSplash, 'background' | 'onBackground'>;
};
