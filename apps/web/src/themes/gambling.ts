// GoalRush: sports betting with payouts (spec §1 'Modular APIs': gambling, Modular; payouts and
// stored-card payments).
import { gamblingSummary } from './summaries';
import type { ThemeData } from './theme-types';

const body = "'DM Sans', 'Helvetica Neue', Arial, sans-serif";
const heading = "Oswald, 'Arial Narrow', Impact, sans-serif";

export const gamblingTheme: ThemeData = {
  ...gamblingSummary,
  palette: {
    ...gamblingSummary.palette,
    mode: 'dark',
    primary: '#00e676',
    onPrimary: '#0a1930',
    secondary: '#ffd54f',
    onSecondary: '#0a1930',
    background: '#0a1930',
    text: '#ffffff',
    textMuted: '#b7c4d8',
    divider: '#27446e',
    error: '#ff8a80',
    success: '#69f0ae',
  },
  typography: {
    heading: { family: heading, weight: 600, letterSpacing: '0.04em', textTransform: 'uppercase' },
    body: { family: body, weight: 400 },
  },
  shape: { radius: 6, buttonRadius: 6 },
  hostedStyles: {
    // The card fields draw on the provider's white box whatever the shop's palette (the SDK's
    // styles set text colours only): dark navy text, a deep green once valid, a deep red when
    // not; the shop's mint is kept for the caret (issue 35: mint on white was 1.4:1).
    checkout: {
      input: { color: '#0a1930', 'font-family': body, 'font-size': '16px', 'font-weight': '500' },
      'input.is-onfocus': { 'caret-color': '#00875a' },
      'input.is-valid': { color: '#00704a' },
      'input.is-invalid': { color: '#b3261e' },
    },
    hpp: {
      page: { 'background-color': '#0a1930', color: '#ffffff', 'font-family': body },
      button: { 'background-color': '#00e676', color: '#0a1930', 'font-weight': '700' },
      input: { border: '1px solid #27446e', 'border-radius': '6px' },
    },
  },
  splash: {
    ...gamblingSummary.splash,
    headline: 'Back your team',
    text: 'Add a card, top up in seconds and withdraw winnings straight to it.',
    action: 'Enter Site',
    actionBackground: '#00e676',
    actionText: '#0a1930',
  },
  information: [
    'Modular APIs with stored cards: add a card (Verified Tokens + account verification), top up, withdraw.',
    'Withdrawals use Card Payouts (fast access) to the saved card.',
    'Your balance starts at 1 and follows every top-up and withdrawal.',
  ],
};
