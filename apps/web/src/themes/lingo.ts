// lingo: a playful language-learning skin. Spec §1 lists the theme; no landing card or route uses
// it, so it is data only (a second brand for the digital subscription flow).
import { lingoSummary } from './summaries';
import type { ThemeData } from './theme-types';

const rounded = "'Baloo 2', 'Trebuchet MS', sans-serif";

export const lingoTheme: ThemeData = {
  ...lingoSummary,
  palette: {
    ...lingoSummary.palette,
    mode: 'light',
    primary: '#1d3557',
    onPrimary: '#ffffff',
    secondary: '#ffc400',
    onSecondary: '#1d3557',
    background: '#fffbea',
    text: '#1d3557',
    textMuted: '#4a5d7a',
    divider: '#f3e3a0',
    error: '#c62828',
    success: '#2e7d32',
  },
  typography: {
    heading: { family: rounded, weight: 700 },
    body: { family: rounded, weight: 400 },
  },
  shape: { radius: 20, buttonRadius: 20 },
  hostedStyles: {
    checkout: {
      input: { color: '#1d3557', 'font-family': rounded, 'font-size': '18px' },
      'input.is-invalid': { color: '#c62828' },
    },
    hpp: { button: { 'background-color': '#ffc400', color: '#1d3557', 'border-radius': '20px' } },
  },
  splash: {
    ...lingoSummary.splash,
    headline: 'Hola! Bonjour! Ciao!',
    text: 'Pick a language and keep your streak going.',
    action: 'Start learning',
    actionBackground: '#1d3557',
    actionText: '#ffffff',
  },
  information: ['A reserved brand: the demo has no card for it yet.'],
};
