// One MUI theme per shop theme, built from the theme data. Loaded only by the demo shell (the
// landing page does not use the UI kit). Breakpoints are spec §9's. Inside the mobile device
// frame the shop must lay out as on a phone even in a wide window, so that theme's breakpoints
// above xSmall are pushed out of reach: its media queries never match.
import { createTheme, type Theme } from '@mui/material/styles';
import { breakpoints } from './breakpoints';
import type { ThemeData } from './theme-types';

export type DeviceView = 'window' | 'desktop' | 'mobile';

const unreachable = 1_000_000;

function breakpointValues(device: DeviceView) {
  if (device === 'mobile') {
    return {
      xs: 0,
      sm: unreachable,
      md: unreachable + 1,
      lg: unreachable + 2,
      xl: unreachable + 3,
    };
  }
  return {
    xs: breakpoints.xSmall,
    sm: breakpoints.small,
    md: breakpoints.medium,
    lg: breakpoints.large,
    xl: breakpoints.xLarge,
  };
}

export function createMuiTheme(data: ThemeData, device: DeviceView): Theme {
  const { palette, typography, shape } = data;
  const heading = {
    fontFamily: typography.heading.family,
    fontWeight: typography.heading.weight,
    letterSpacing: typography.heading.letterSpacing,
    textTransform: typography.heading.textTransform,
  };
  return createTheme({
    breakpoints: { values: breakpointValues(device) },
    palette: {
      mode: palette.mode,
      primary: { main: palette.primary, contrastText: palette.onPrimary },
      secondary: { main: palette.secondary, contrastText: palette.onSecondary },
      background: { default: palette.background, paper: palette.surface },
      text: { primary: palette.text, secondary: palette.textMuted },
      divider: palette.divider,
      error: { main: palette.error },
      success: { main: palette.success },
    },
    typography: {
      fontFamily: typography.body.family,
      h1: { ...heading, fontSize: '2.25rem' },
      h2: { ...heading, fontSize: '1.75rem' },
      h3: { ...heading, fontSize: '1.4rem' },
      h4: { ...heading, fontSize: '1.2rem' },
      h5: heading,
      h6: heading,
      button: { textTransform: 'none', fontWeight: 700 },
    },
    shape: { borderRadius: shape.radius },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: shape.buttonRadius } },
      },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
    },
  });
}
