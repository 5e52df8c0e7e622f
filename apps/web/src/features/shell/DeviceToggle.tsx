// Mobile / desktop toggle of the device frame. Desktop needs a window at least xLarge (1440 px)
// wide (spec §4 "Device view"); below that only the mobile view is offered, and the toolbar says
// why (issue 35, item 7: most presenters' laptops are 1280–1440 px wide) and offers what the
// spec allows: folding the terminal or the settings panel to give the shop room (remembered).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { DesktopIcon, PhoneIcon } from '../../components/icons';
import { breakpoints } from '../../themes/breakpoints';
import {
  deviceViewChosen,
  leftPanelCollapsed,
  selectIsDesktop,
  selectIsLeftPanelCollapsed,
  selectIsTerminalCollapsed,
  terminalCollapsed,
} from './app-wrapper-slice';

export const desktopViewNote = (width: number) =>
  `Desktop view needs a window at least ${breakpoints.xLarge} px wide; this one is ${width} px.`;

const noteId = 'desktop-view-note';

export function DeviceToggle({ windowWidth }: { windowWidth: number }) {
  const dispatch = useAppDispatch();
  const isDesktop = useAppSelector(selectIsDesktop);
  const isTerminalFolded = useAppSelector(selectIsTerminalCollapsed);
  const isLeftFolded = useAppSelector(selectIsLeftPanelCollapsed);
  const isTooNarrow = windowWidth < breakpoints.xLarge;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Device view"
        value={isDesktop ? 'desktop' : 'mobile'}
        onChange={(_event, value: string | null) => {
          if (value) dispatch(deviceViewChosen({ isDesktop: value === 'desktop', windowWidth }));
        }}
      >
        <ToggleButton value="mobile" aria-label="Mobile view">
          <PhoneIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton
          value="desktop"
          aria-label="Desktop view"
          disabled={isTooNarrow}
          aria-describedby={isTooNarrow ? noteId : undefined}
        >
          <DesktopIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      {isTooNarrow && (
        <>
          <Typography id={noteId} variant="caption" sx={{ color: '#3a3f5c', maxWidth: 300 }}>
            {desktopViewNote(windowWidth)}
            {(!isTerminalFolded || !isLeftFolded) &&
              ' Fold a panel to give the phone view more room:'}
          </Typography>
          {!isTerminalFolded && (
            <Button size="small" variant="outlined" onClick={() => dispatch(terminalCollapsed())}>
              Fold the terminal
            </Button>
          )}
          {!isLeftFolded && (
            <Button size="small" variant="outlined" onClick={() => dispatch(leftPanelCollapsed())}>
              Fold the settings
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
