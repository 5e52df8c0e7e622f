// Fluenta: language-course subscription (spec §1 'Modular APIs': education subscription service,
// digital, Modular; recurring payments).
import { digitalSummary } from './summaries';
import type { ThemeData } from './theme-types';

const sans = "Nunito, 'Trebuchet MS', 'Helvetica Neue', Arial, sans-serif";

export const digitalTheme: ThemeData = {
  ...digitalSummary,
  palette: {
    ...digitalSummary.palette,
    mode: 'light',
    primary: '#5b3cc4',
    onPrimary: '#ffffff',
    secondary: '#c2410c',
    onSecondary: '#ffffff',
    background: '#f5f2ff',
    text: '#2a1b66',
    textMuted: '#5a4e86',
    divider: '#e0d9fb',
    error: '#c62828',
    success: '#2e7d32',
  },
  typography: {
    heading: { family: sans, weight: 800 },
    body: { family: sans, weight: 400 },
  },
  shape: { radius: 16, buttonRadius: 12 },
  hostedStyles: {
    checkout: {
      input: { color: '#2a1b66', 'font-family': sans, 'font-size': '17px', 'font-weight': '600' },
      'input.is-onfocus': { 'caret-color': '#5b3cc4' },
      'input.is-valid': { color: '#2e7d32' },
      'input.is-invalid': { color: '#c62828' },
    },
    hpp: {
      page: { 'background-color': '#f5f2ff', color: '#2a1b66', 'font-family': sans },
      button: { 'background-color': '#5b3cc4', color: '#ffffff', 'border-radius': '12px' },
      input: { border: '2px solid #e0d9fb', 'border-radius': '16px' },
    },
  },
  splash: {
    ...digitalSummary.splash,
    headline: 'Speak it by summer',
    text: 'Basic plan: one language, bite-size lessons, 1 a month.',
    action: 'Start learning',
    actionBackground: '#ffffff',
    actionText: '#5b3cc4',
  },
  information: [
    'Modular APIs with recurring payments: the first payment stores the card (customer-initiated).',
    'Later charges are merchant-initiated with the scheme reference of the first one.',
    'Replace the saved card from the account page; no CVC check and no express wallets here.',
  ],
};
