// A row of tabs (the WAI-ARIA tabs pattern) for the shell's two tab rows: Shopping / Terminal on
// narrow windows and the terminal's API / STYLES. MUI's Tabs measured every tab's box to place
// its sliding indicator, on mount and on each change: a forced layout inside React's commit,
// the largest single item of a phone's first load after the shop's own render (the profile of
// /retail/plp at 390 px). Here the selected tab draws its own underline and nothing is measured.
// Keyboard as MUI's (left to right): one tab stop (the selected tab); arrows, Home and End move the focus along
// the row; Enter, Space or a click selects.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabBarItem<T extends string> {
  value: T;
  label: ReactNode;
  /** The tab's element id (the panel's aria-labelledby). */
  id: string;
  /** The id of the panel it shows. */
  panelId: string;
}

interface TabBarProps<T extends string> {
  items: readonly TabBarItem<T>[];
  value: T;
  onChange(value: T): void;
  /** The row's accessible name. */
  label: string;
  /** Tabs share the row's width equally. */
  fullWidth?: boolean;
  /** Tabs as wide as their words (the terminal's header shares its row with its actions). */
  dense?: boolean;
  /**
   * 'primary': unselected tabs in the secondary text colour, the selected one in the primary
   * colour; 'inherit': the row's colour, unselected tabs dimmed.
   */
  textColor?: 'primary' | 'inherit';
  /** The underline's colour (default: the theme's primary colour). */
  indicatorColor?: string;
  sx?: SxProps<Theme>;
}

const nextIndex: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabBar<T extends string>({
  items,
  value,
  onChange,
  label,
  fullWidth = false,
  dense = false,
  textColor = 'primary',
  indicatorColor,
  sx,
}: TabBarProps<T>) {
  const row = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Alt+arrows is the browser's back and forward; no modified key is the row's.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const move = nextIndex[event.key];
    const tabs = [...(row.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (!move || current < 0) return;
    event.preventDefault();
    tabs[move(current, tabs.length)]?.focus();
  };

  return (
    <Box
      ref={row}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      sx={[
        { display: 'flex', minHeight: 48, overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {items.map((item) => {
        const isSelected = item.value === value;
        return (
          <ButtonBase
            key={item.value}
            role="tab"
            id={item.id}
            aria-selected={isSelected}
            aria-controls={item.panelId}
            tabIndex={isSelected ? 0 : -1}
            focusRipple
            onClick={() => {
              if (!isSelected) onChange(item.value);
            }}
            sx={(theme) => ({
              ...theme.typography.button,
              lineHeight: 1.25,
              position: 'relative',
              minHeight: 48,
              minWidth: dense ? 0 : 90,
              maxWidth: fullWidth ? 'none' : 360,
              flex: fullWidth ? '1 1 0' : '0 0 auto',
              px: dense ? 1.25 : 2,
              py: 1.5,
              textAlign: 'center',
              '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -2 },
              ...(textColor === 'inherit'
                ? { color: 'inherit', opacity: isSelected ? 1 : 0.6 }
                : {
                    color: isSelected ? theme.palette.primary.main : theme.palette.text.secondary,
                  }),
              // The underline of the selected tab (MUI's indicator, without the measuring).
              '&::after': {
                content: '""',
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: 0,
                height: 2,
                bgcolor: indicatorColor ?? theme.palette.primary.main,
                transform: isSelected ? 'scaleX(1)' : 'scaleX(0)',
                transition: theme.transitions.create('transform', {
                  duration: theme.transitions.duration.shorter,
                }),
              },
            })}
          >
            {item.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
