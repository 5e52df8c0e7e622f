// The demo's own brand: the landing page and the /error page.
import { defaultSummary } from './summaries';
import type { ThemeData } from './theme-types';

const system = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const defaultTheme: ThemeData = {
  ...defaultSummary,
  palette: {
    ...defaultSummary.palette,
    mode: 'light',
    primary: '#1b1f3b',
    onPrimary: '#ffffff',
    secondary: '#ffb400',
    onSecondary: '#1b1f3b',
    background: '#f6f7fb',
    text: '#1b1f3b',
    textMuted: '#4a4f6a',
    divider: '#dde1ef',
    error: '#b3261e',
    success: '#2e7d32',
  },
  // System fonts: the landing page downloads no font (it has a bundle and speed budget).
  typography: {
    heading: { family: system, weight: 800 },
    body: { family: system, weight: 400 },
  },
  shape: { radius: 12, buttonRadius: 8 },
  hostedStyles: {
    checkout: { input: { color: '#1b1f3b', 'font-size': '16px' } },
    hpp: { button: { 'background-color': '#1b1f3b', color: '#ffffff' } },
  },
  splash: {
    ...defaultSummary.splash,
    headline: 'Smart Journey Demo',
    text: 'Pick a sample shop.',
    action: 'Choose a demo',
    actionBackground: '#ffb400',
    actionText: '#1b1f3b',
  },
  information: [],
};
