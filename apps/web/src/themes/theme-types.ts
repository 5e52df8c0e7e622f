// What a theme is: pure data (spec §1 "Each shop has its own brand text, logo and colour theme"):
// how a shop looks. What a shop offers and where its screens lead is its profile
// (config/shops/); components read both and never branch on theme names.
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

// PLN, SEK and BRL for the local payment methods that take only them (BLIK, Swish, Pix; issue 45).
export const currencyCodes = ['GBP', 'USD', 'EUR', 'AUD', 'PLN', 'SEK', 'BRL'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

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

/**
 * Properties the hosted payment page accepts (spec §9: background-color, border, radii, color,
 * font-family, font-weight, text-shadow, box-shadow, gradients — a gradient is a
 * background-image). features/hpp turns them into the library's `customisation` option.
 */
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
/** The parts of the hosted page a theme can style (the page has no hover styles). */
export type HppStyleElement = 'page' | 'header' | 'panel' | 'input' | 'button';
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

/** A subscription a theme sells (spec §3 "Digital subscription plan"): the checkout's cart. */
export interface SubscriptionPlan {
  id: number;
  title: string;
  /** Price per period, integer minor units of the site currency. */
  price: number;
  /** What the plan includes in a phrase ('Single language'). */
  description: string;
  period: 'month';
  /** What a learner gets, for the checkout's and the account's plan card. */
  features: readonly string[];
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
  /** What this theme passes to the hosted card fields and the hosted payment page. */
  hostedStyles: { checkout: CheckoutStyles; hpp: HppStyles };
  splash: ThemeSplash;
  /** The information panel: what this use case shows a payments engineer. */
  information: readonly string[];
  /** The subscription the checkout sells (digital); themes without one sell their cart. */
  plan?: SubscriptionPlan;
}

/**
 * The few facts of a theme that pages outside the shops need: the landing's cards (brand, logo,
 * colours) and the settings accordion's title (description). Each theme file exports its summary
 * and spreads it into its ThemeData, so the landing can load the summaries without the themes'
 * palettes, fonts, products and hosted styles.
 */
export type ThemeSummary = Pick<ThemeData, 'name' | 'title' | 'brand' | 'description' | 'Logo'> & {
  palette: Pick<ThemePalette, 'surface'>;
  splash: Pick<ThemeSplash, 'background' | 'onBackground'>;
};
