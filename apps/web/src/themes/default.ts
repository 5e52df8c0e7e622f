// The demo's own brand: the landing page and the /error page.
import { DefaultLogo } from './logos/DefaultLogo';
import { noShopCapabilities, type ThemeData } from './theme-types';

const system = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const defaultTheme: ThemeData = {
  name: 'default',
  title: 'Smart Journey Demo',
  brand: { name: 'Smart Journey Demo', tagline: 'Payment integrations, step by step.' },
  description: 'Use-case chooser',
  Logo: DefaultLogo,
  palette: {
    mode: 'light',
    primary: '#1b1f3b',
    onPrimary: '#ffffff',
    secondary: '#ffb400',
    onSecondary: '#1b1f3b',
    background: '#f6f7fb',
    surface: '#ffffff',
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
  capabilities: noShopCapabilities,
  hostedStyles: {
    checkout: { input: { color: '#1b1f3b', 'font-size': '16px' } },
    hpp: { button: { 'background-color': '#1b1f3b', color: '#ffffff' } },
  },
  splash: {
    headline: 'Smart Journey Demo',
    text: 'Pick a sample shop.',
    action: 'Choose a demo',
    background: '#1b1f3b',
    onBackground: '#ffffff',
    actionBackground: '#ffb400',
    actionText: '#1b1f3b',
  },
  information: [],
};
