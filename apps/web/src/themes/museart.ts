// Museart: museum ticket portal on the hosted payment page (spec §1 'Hosted Payment Pages':
// museart, HPP; guest card payments).
import { museartSummary } from './summaries';
import type { ThemeData } from './theme-types';

const serif = "'Cormorant Garamond', Garamond, 'Times New Roman', serif";
const sans = "Lato, 'Helvetica Neue', Arial, sans-serif";

export const museartTheme: ThemeData = {
  ...museartSummary,
  palette: {
    ...museartSummary.palette,
    mode: 'light',
    primary: '#7a1f2b',
    onPrimary: '#ffffff',
    secondary: '#8a6a35',
    onSecondary: '#ffffff',
    background: '#f7f3ea',
    text: '#2b1b17',
    textMuted: '#5e4d45',
    divider: '#e4d9c3',
    error: '#a4161a',
    success: '#2e6b3a',
  },
  typography: {
    heading: { family: serif, weight: 600, letterSpacing: '0.03em' },
    body: { family: sans, weight: 400 },
  },
  shape: { radius: 2, buttonRadius: 2 },
  hostedStyles: {
    checkout: {
      input: { color: '#2b1b17', 'font-family': sans, 'font-size': '16px' },
      'input.is-invalid': { color: '#a4161a' },
    },
    hpp: {
      page: { 'background-color': '#f7f3ea', color: '#2b1b17', 'font-family': sans },
      header: {
        'background-image': 'linear-gradient(90deg, #7a1f2b, #4d1119)',
        color: '#ffffff',
        'font-family': serif,
        'font-weight': '600',
        'text-shadow': '0 1px 2px rgba(0, 0, 0, 0.35)',
      },
      input: { border: '1px solid #e4d9c3', 'border-radius': '2px' },
      button: {
        'background-color': '#7a1f2b',
        color: '#ffffff',
        'border-radius': '2px',
        'box-shadow': '0 2px 6px rgba(122, 31, 43, 0.35)',
        'font-weight': '700',
      },
      buttonHover: { 'background-color': '#4d1119' },
    },
  },
  splash: {
    ...museartSummary.splash,
    headline: 'Antiquity to Avant-garde',
    text: 'Book timed entry to the permanent collection and this season’s exhibitions.',
    action: 'Enter Site',
    actionBackground: '#7a1f2b',
    actionText: '#ffffff',
  },
  information: [
    'Hosted Payment Pages: the server creates a payment page and the shop embeds it in an iframe.',
    'The page is styled with the properties the hosted page supports (see the STYLES tab).',
    'The library reports success, pending, failure, error or cancellation back to the shop.',
  ],
};
