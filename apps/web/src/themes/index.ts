// All eight themes of spec §1, by name.
import { appWrapperTheme } from './app-wrapper';
import { defaultTheme } from './default';
import { digitalTheme } from './digital';
import { gamblingTheme } from './gambling';
import { lingoTheme } from './lingo';
import { modernmartTheme } from './modernmart';
import { museartTheme } from './museart';
import { retailTheme } from './retail';
import type { ThemeData, ThemeName } from './theme-types';

export const themes: Record<ThemeName, ThemeData> = {
  default: defaultTheme,
  appWrapper: appWrapperTheme,
  retail: retailTheme,
  gambling: gamblingTheme,
  digital: digitalTheme,
  lingo: lingoTheme,
  museart: museartTheme,
  modernmart: modernmartTheme,
};

export function themeData(name: ThemeName): ThemeData {
  return themes[name];
}

export * from './theme-types';
