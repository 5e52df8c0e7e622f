// The demo shell on wide windows (from the large breakpoint): the left column (settings, then the
// 'Test Cards' panel, collapsible), the device frame with its toolbar, and the terminal, side by
// side. The Orders panel takes the device frame's place through the Shop / Orders switch; the
// shop stays mounted behind it, so switching loses nothing.
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { layout } from '../../themes/breakpoints';
import {
  selectIsLeftPanelCollapsed,
  selectShellView,
  shellViewChosen,
  type ShellView,
} from './app-wrapper-slice';
import type { DemoShellProps } from './DemoShell';
import { focusRing } from './focus-ring';
import { LeftColumn } from './LeftColumn';
import { SkipLink } from './SkipLink';
import { TerminalPanel } from './TerminalPanel';

/** Both states' words stay readable on the shell's background (WCAG AA contrast). */
const switchSx = {
  px: 2,
  textTransform: 'none',
  color: '#3a3f5c',
  '&.Mui-selected': { color: '#1b1f3b', bgcolor: '#d6dae6' },
} as const;

/** Shop or Orders. */
function ViewSwitch({ view }: { view: ShellView }) {
  const dispatch = useAppDispatch();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      aria-label="Shop or orders"
      value={view}
      onChange={(_event, value: ShellView | null) => {
        if (value) dispatch(shellViewChosen(value));
      }}
    >
      <ToggleButton value="shop" sx={switchSx}>
        Shop
      </ToggleButton>
      <ToggleButton value="orders" sx={switchSx}>
        Orders
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

export function WideShell(props: DemoShellProps) {
  const { left, aside = null, toolbar, device, terminal, orders = null, clock = null } = props;
  const view = useAppSelector(selectShellView);
  const isLeftCollapsed = useAppSelector(selectIsLeftPanelCollapsed);
  return (
    <Box
      sx={{
        display: 'flex',
        minHeight: '100vh',
        bgcolor: 'background.default',
        ...focusRing('#1b1f3b', '#ffffff'),
      }}
    >
      <SkipLink />
      <LeftColumn left={left} aside={aside} />
      <Box
        component="main"
        sx={{ flex: 1, minWidth: 0, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'flex-start',
            flexWrap: 'wrap',
            gap: 2,
          }}
        >
          {orders && <ViewSwitch view={view} />}
          {clock && <Box sx={{ flexShrink: 0 }}>{clock}</Box>}
          {toolbar}
        </Box>
        <Box sx={{ display: view === 'orders' ? 'none' : 'flex', flexDirection: 'column' }}>
          {/* With the left panel folded, the Test Cards panel goes with the shop. */}
          {device({
            height: 'calc(100vh - 88px)',
            bezel: true,
            aside: isLeftCollapsed ? aside : null,
          })}
        </Box>
        {view === 'orders' && (
          <Box
            sx={{
              height: `min(${layout.deviceFrameMaxHeight}px, calc(100vh - 88px))`,
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            {orders}
          </Box>
        )}
      </Box>
      <TerminalPanel>{terminal}</TerminalPanel>
    </Box>
  );
}
