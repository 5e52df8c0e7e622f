// modernmart: contemporary menswear (spec §1 'Payments API': fashion retailer, modernmart,
// Orchestrated; guest and stored card payments).
import { modernmartSummary } from './summaries';
import type { ThemeData } from './theme-types';

const sans = "Outfit, 'Helvetica Neue', Arial, sans-serif";

export const modernmartTheme: ThemeData = {
  ...modernmartSummary,
  palette: {
    ...modernmartSummary.palette,
    mode: 'light',
    primary: '#111111',
    onPrimary: '#c6f432',
    secondary: '#3a5a00',
    onSecondary: '#ffffff',
    background: '#f4f4f1',
    text: '#111111',
    textMuted: '#55554f',
    divider: '#dcdcd6',
    error: '#c62828',
    success: '#2e7d32',
  },
  typography: {
    heading: { family: sans, weight: 600, letterSpacing: '-0.02em' },
    body: { family: sans, weight: 400 },
  },
  shape: { radius: 12, buttonRadius: 999 },
  hostedStyles: {
    checkout: {
      input: {
        color: '#111111',
        'font-family': sans,
        'font-size': '16px',
        'letter-spacing': '0.02em',
      },
      'input.is-onfocus': { 'caret-color': '#3a5a00' },
      'input.is-valid': { color: '#111111' },
      'input.is-invalid': { color: '#c62828' },
    },
    hpp: {
      page: { 'background-color': '#f4f4f1', 'font-family': sans, color: '#111111' },
      button: { 'background-color': '#111111', color: '#c6f432', 'border-radius': '999px' },
      input: { border: '1px solid #dcdcd6', 'border-radius': '12px' },
    },
  },
  splash: {
    ...modernmartSummary.splash,
    headline: 'New season, fewer things',
    text: 'Wool, cotton and gold: six pieces that go with everything.',
    action: 'Enter Site',
    actionBackground: '#c6f432',
    actionText: '#111111',
  },
  information: [
    'Payments API (Orchestrated): one POST /api/payments call with fraud, 3DS and token creation built in.',
    'Follow-ups supply 3DS device data and complete the challenge through action links.',
    'Saved cards are read-only in this shop.',
  ],
};
