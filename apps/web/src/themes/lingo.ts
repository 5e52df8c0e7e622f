// lingo: a playful language-learning skin. Spec §1 lists the theme; no landing card or route uses
// it, so it is data only (a second brand for the digital subscription flow).
import { LingoLogo } from './logos/LingoLogo';
import { noShopCapabilities, type ThemeData } from './theme-types';

const rounded = "'Baloo 2', 'Trebuchet MS', sans-serif";

export const lingoTheme: ThemeData = {
  name: 'lingo',
  title: 'Lingo',
  brand: { name: 'lingo', tagline: 'Five minutes a day, every day.' },
  description: 'Language learning app',
  Logo: LingoLogo,
  palette: {
    mode: 'light',
    primary: '#1d3557',
    onPrimary: '#ffffff',
    secondary: '#ffc400',
    onSecondary: '#1d3557',
    background: '#fffbea',
    surface: '#ffffff',
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
  capabilities: { ...noShopCapabilities, cvcCheck: false, recurring: true },
  hostedStyles: {
    checkout: {
      input: { color: '#1d3557', 'font-family': rounded, 'font-size': '18px' },
      'input.is-invalid': { color: '#c62828' },
    },
    hpp: { button: { 'background-color': '#ffc400', color: '#1d3557', 'border-radius': '20px' } },
  },
  splash: {
    headline: 'Hola! Bonjour! Ciao!',
    text: 'Pick a language and keep your streak going.',
    action: 'Start learning',
    background: 'linear-gradient(160deg, #fff3b0, #ffc400)',
    onBackground: '#1d3557',
    actionBackground: '#1d3557',
    actionText: '#ffffff',
  },
  information: ['A reserved brand: the demo has no card for it yet.'],
};
