// The wide shell's left column: the settings (or documentation) panel, then the 'Test Cards'
// panel, folding to a narrow rail with 'Collapse settings panel' / 'Expand settings panel'.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  leftPanelCollapsed,
  leftPanelExpanded,
  selectIsLeftPanelCollapsed,
} from './app-wrapper-slice';

export function LeftColumn({ left, aside }: { left: ReactNode; aside: ReactNode }) {
  const dispatch = useAppDispatch();
  const isCollapsed = useAppSelector(selectIsLeftPanelCollapsed);
  const toggleLabel = isCollapsed ? 'Expand settings panel' : 'Collapse settings panel';
  return (
    <Box
      sx={{
        width: isCollapsed ? 48 : 'clamp(200px, 22vw, 320px)',
        flexShrink: 0,
        boxSizing: 'border-box',
        height: '100vh',
        position: 'sticky',
        top: 0,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1, px: 0.5 }}>
        <Tooltip title={toggleLabel} placement="right">
          <IconButton
            aria-label={toggleLabel}
            aria-expanded={!isCollapsed}
            aria-controls="demo-left-panel"
            onClick={() => dispatch(isCollapsed ? leftPanelExpanded() : leftPanelCollapsed())}
          >
            {isCollapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        id="demo-left-panel"
        hidden={isCollapsed}
        sx={{
          flex: 1,
          minHeight: 0,
          display: isCollapsed ? 'none' : 'flex',
          flexDirection: 'column',
        }}
      >
        {/* The settings first, each part scrolling on its own; the Test Cards panel below takes
            what it needs up to half the column, so it never sits over the settings (issue 35)
            and its toggle and first entries stay in view. */}
        <Box sx={{ flex: '0 1 auto', minHeight: 120, overflowY: 'auto', px: 2, pb: 2 }}>{left}</Box>
        {aside && (
          <Box
            sx={{
              flex: '0 1 auto',
              minHeight: 160,
              maxHeight: '50%',
              display: 'flex',
              flexDirection: 'column',
              px: 2,
              pb: 2,
            }}
          >
            {aside}
          </Box>
        )}
      </Box>
    </Box>
  );
}
