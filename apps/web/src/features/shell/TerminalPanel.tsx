// The terminal column on wide screens (spec §1, §9: 400 px), collapsible to a narrow rail with
// the tooltips 'Collapse terminal' / 'Expand terminal', in spec §9's fast animation. Its focus
// ring is the dark panel's (issue 44).
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { animationMs, layout } from '../../themes/breakpoints';
import {
  selectIsTerminalCollapsed,
  terminalCollapsed,
  terminalExpanded,
} from './app-wrapper-slice';
import { darkFocusRing } from './focus-ring';

export function TerminalPanel({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectIsTerminalCollapsed);
  const label = collapsed ? 'Expand terminal' : 'Collapse terminal';
  return (
    <Box
      sx={{
        width: collapsed ? 48 : layout.terminalWidth,
        flexShrink: 0,
        height: '100vh',
        position: 'sticky',
        top: 0,
        display: 'flex',
        bgcolor: '#0d1117',
        color: '#e6edf3',
        transition: `width ${animationMs.fast}ms ease`,
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        ...darkFocusRing,
      }}
    >
      <Box sx={{ pt: 1, px: 0.5 }}>
        <Tooltip title={label} placement="left">
          <IconButton
            aria-label={label}
            aria-expanded={!collapsed}
            aria-controls="terminal-content"
            onClick={() => dispatch(collapsed ? terminalExpanded() : terminalCollapsed())}
            sx={{ color: '#e6edf3' }}
          >
            {collapsed ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        id="terminal-content"
        hidden={collapsed}
        sx={{ flex: 1, minWidth: 0, display: collapsed ? 'none' : 'flex', flexDirection: 'column' }}
      >
        {children}
      </Box>
    </Box>
  );
}
