// The summary of every theme (theme-types.ts ThemeSummary): the few facts that pages outside the
// shops need, the landing's cards (brand, logo, colours) and the settings accordion's title
// (description). Each theme file spreads its summary into its ThemeData. Kept apart from the
// theme files on purpose: a module is bundled whole, so importing a theme file would bring its
// palette, typography, products and hosted styles into the landing's JS.
import { AppWrapperLogo } from './logos/AppWrapperLogo';
import { DefaultLogo } from './logos/DefaultLogo';
import { DigitalLogo } from './logos/DigitalLogo';
import { GamblingLogo } from './logos/GamblingLogo';
import { LingoLogo } from './logos/LingoLogo';
import { ModernmartLogo } from './logos/ModernmartLogo';
import { MuseartLogo } from './logos/MuseartLogo';
import { RetailLogo } from './logos/RetailLogo';
import type { ThemeName, ThemeSummary } from './theme-types';

export const defaultSummary = {
  name: 'default',
  title: 'Smart Journey Demo',
  brand: { name: 'Smart Journey Demo', tagline: 'Payment integrations, step by step.' },
  description: 'Use-case chooser',
  Logo: DefaultLogo,
  palette: {
    surface: '#ffffff',
  },
  splash: {
    background: '#1b1f3b',
    onBackground: '#ffffff',
  },
} satisfies ThemeSummary;

export const appWrapperSummary = {
  name: 'appWrapper',
  title: 'Demo shell',
  brand: { name: 'Smart Journey Demo', tagline: 'Every API call, step by step.' },
  description: 'Demo shell',
  Logo: AppWrapperLogo,
  palette: {
    surface: '#ffffff',
  },
  splash: {
    background: '#0d1117',
    onBackground: '#e6edf3',
  },
} satisfies ThemeSummary;

export const retailSummary = {
  name: 'retail',
  title: 'Retail',
  brand: { name: 'Sunbaked', tagline: 'Summer pieces, made slowly.' },
  description: 'Fashion retailer · Modular APIs',
  Logo: RetailLogo,
  palette: {
    surface: '#ffffff',
  },
  splash: {
    background: 'linear-gradient(160deg, #f6d9b8 0%, #f3b98c 45%, #e07a3f 100%)',
    onBackground: '#3d2b1f',
  },
} satisfies ThemeSummary;

export const gamblingSummary = {
  name: 'gambling',
  title: 'Gambling',
  brand: { name: 'GoalRush', tagline: 'Every match. Every minute.' },
  description: 'Sports betting platform · Modular APIs',
  Logo: GamblingLogo,
  palette: {
    surface: '#132a4a',
  },
  splash: {
    background:
      'repeating-linear-gradient(90deg, #0b3d2e 0 48px, #0e4a37 48px 96px), linear-gradient(#0a1930, #0a1930)',
    onBackground: '#ffffff',
  },
} satisfies ThemeSummary;

export const digitalSummary = {
  name: 'digital',
  title: 'Digital',
  brand: { name: 'fluenta', tagline: 'Learn a language, one lesson a day.' },
  description: 'Education subscription service · Modular APIs',
  Logo: DigitalLogo,
  palette: {
    surface: '#ffffff',
  },
  splash: {
    background:
      'radial-gradient(circle at 80% 20%, #ffb59e 0 18%, transparent 19%), linear-gradient(160deg, #7c5ce0, #5b3cc4)',
    onBackground: '#ffffff',
  },
} satisfies ThemeSummary;

export const lingoSummary = {
  name: 'lingo',
  title: 'Lingo',
  brand: { name: 'lingo', tagline: 'Five minutes a day, every day.' },
  description: 'Language learning app',
  Logo: LingoLogo,
  palette: {
    surface: '#ffffff',
  },
  splash: {
    background: 'linear-gradient(160deg, #fff3b0, #ffc400)',
    onBackground: '#1d3557',
  },
} satisfies ThemeSummary;

export const museartSummary = {
  name: 'museart',
  title: 'Museart',
  brand: { name: 'Museart', tagline: 'Antiquity to avant-garde, under one roof.' },
  description: 'Museum ticket portal · Hosted Payment Pages',
  Logo: MuseartLogo,
  palette: {
    surface: '#fffdf8',
  },
  splash: {
    background:
      'linear-gradient(rgba(43, 27, 23, 0.55), rgba(43, 27, 23, 0.55)), repeating-linear-gradient(90deg, #d8c7a3 0 36px, #cbb68c 36px 44px)',
    onBackground: '#ffffff',
  },
} satisfies ThemeSummary;

export const modernmartSummary = {
  name: 'modernmart',
  title: 'Modernmart',
  brand: { name: 'modernmart', tagline: 'Essentials, sharpened.' },
  description: 'Fashion retailer · Payments API',
  Logo: ModernmartLogo,
  palette: {
    surface: '#ffffff',
  },
  splash: {
    background: 'linear-gradient(170deg, #111111 0 84%, #c6f432 84% 100%)',
    onBackground: '#ffffff',
  },
} satisfies ThemeSummary;

export const themeSummaries: Record<ThemeName, ThemeSummary> = {
  default: defaultSummary,
  appWrapper: appWrapperSummary,
  retail: retailSummary,
  gambling: gamblingSummary,
  digital: digitalSummary,
  lingo: lingoSummary,
  museart: museartSummary,
  modernmart: modernmartSummary,
};
