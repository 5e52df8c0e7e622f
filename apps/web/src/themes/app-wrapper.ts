// The demo shell around every shop: left panel, device frame and terminal (a dark console).
import { appWrapperSummary } from './summaries';
import type { ThemeData } from './theme-types';

const sans = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export const appWrapperTheme: ThemeData = {
  ...appWrapperSummary,
  palette: {
    ...appWrapperSummary.palette,
    mode: 'light',
    primary: '#1b1f3b',
    onPrimary: '#ffffff',
    secondary: '#3fb950',
    onSecondary: '#0d1117',
    background: '#eceef5',
    text: '#1b1f3b',
    textMuted: '#4a4f6a',
    divider: '#d5d9e8',
    error: '#b3261e',
    success: '#2e7d32',
  },
  typography: {
    heading: { family: sans, weight: 700 },
    body: { family: sans, weight: 400 },
  },
  shape: { radius: 8, buttonRadius: 8 },
  hostedStyles: { checkout: {}, hpp: {} },
  splash: {
    ...appWrapperSummary.splash,
    headline: 'Smart Journey Demo',
    text: '',
    action: 'Back to use cases',
    actionBackground: '#3fb950',
    actionText: '#0d1117',
  },
  information: [],
};
