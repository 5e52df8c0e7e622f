// Sunbaked: summer fashion (spec §1 'Modular APIs': fashion retailer, retail, Modular; guest and
// stored cards plus non-card methods).
import { retailSummary } from './summaries';
import type { ThemeData } from './theme-types';

const sans = "Lato, 'Helvetica Neue', Arial, sans-serif";
const serif = "'Playfair Display', Georgia, 'Times New Roman', serif";

export const retailTheme: ThemeData = {
  ...retailSummary,
  palette: {
    ...retailSummary.palette,
    mode: 'light',
    primary: '#a4472a',
    onPrimary: '#ffffff',
    secondary: '#2f6f73',
    onSecondary: '#ffffff',
    background: '#fbf6ef',
    text: '#3d2b1f',
    textMuted: '#6e5a4b',
    divider: '#eadfcf',
    error: '#b3261e',
    success: '#2e7d32',
  },
  typography: {
    heading: { family: serif, weight: 700 },
    body: { family: sans, weight: 400 },
  },
  shape: { radius: 4, buttonRadius: 0 },
  hostedStyles: {
    checkout: {
      input: { color: '#3d2b1f', 'font-family': sans, 'font-size': '16px', 'line-height': '24px' },
      'input.is-onfocus': { color: '#3d2b1f', 'caret-color': '#a4472a' },
      'input.is-valid': { color: '#2e7d32' },
      'input.is-invalid': { color: '#b3261e' },
    },
    hpp: {
      page: { 'background-color': '#fbf6ef', 'font-family': sans, color: '#3d2b1f' },
      button: { 'background-color': '#a4472a', color: '#ffffff', 'border-radius': '0' },
      input: { border: '1px solid #eadfcf', 'border-radius': '4px' },
    },
  },
  splash: {
    ...retailSummary.splash,
    headline: 'The Summer Edit',
    text: 'Straw bags, sunglasses and flip flops for long light evenings.',
    action: 'Enter Site',
    actionBackground: '#a4472a',
    actionText: '#ffffff',
  },
  information: [
    'Modular APIs: the shop calls Verified Tokens, 3DS, FraudSight and Card Payments one by one.',
    'Pay as a guest or save the card; stored cards pay with a CVC check when it is on.',
    'Express wallets (PayPal, Apple Pay, Google Pay) are simulated and make no network call.',
  ],
};
