// The demo shell's layout (spec §1 "Demo shell"). Wide windows (from the large breakpoint): left
// panel, device frame, terminal side by side. Narrow windows: tabs switch between shopping and
// terminal; both stay mounted, so switching loses nothing, and the Terminal tab counts the API
// events recorded while the visitor was shopping.
//
// The merchant's Orders panel (issue 29) is a mode of the device frame: on wide windows a Shop /
// Orders switch beside the device toggle puts it where the frame is; on narrow ones it is the
// middle tab. The shop stays mounted behind it, so switching loses nothing either way.
//
// `aside` (the 'Test Cards' panel) never floats over the shop (issue 14): on wide windows it sits
// in the left column beside the device frame, under the settings, each scrolling on its own; on
// narrow ones the device frame shows it in the flow of the shop's screen, above the shop.
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { TabBar } from '../../components/TabBar';
import { visuallyHidden } from '../../components/visually-hidden';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  leftPanelCollapsed,
  leftPanelExpanded,
  selectIsLeftPanelCollapsed,
  selectShellView,
  shellViewChosen,
  type ShellView,
} from './app-wrapper-slice';
import { breakpoints, layout } from '../../themes/breakpoints';
import { selectEventCount } from '../event-log';
import { focusRing } from './focus-ring';
import { SkipLink } from './SkipLink';
import { TerminalPanel } from './TerminalPanel';

export interface DeviceArea {
  /** CSS height available to the device frame. */
  height: string;
  bezel: boolean;
  /** What the frame shows in the flow of its screen, above the shop (narrow windows). */
  aside: ReactNode;
}

interface DemoShellProps {
  left: ReactNode;
  /** Beside the device frame on wide windows, in the shop's flow on narrow ones. */
  aside?: ReactNode;
  toolbar: ReactNode;
  device(area: DeviceArea): ReactNode;
  terminal: ReactNode;
  /** The merchant's Orders panel. */
  orders?: ReactNode;
  /** The visitor's demo clock (issue 31): in the toolbar on wide windows, atop Orders on narrow. */
  clock?: ReactNode;
}

const tabsHeight = 48;

/** Shop or Orders, on wide windows. */
/** Both states' words stay readable on the shell's background (WCAG AA contrast). */
const switchSx = {
  px: 2,
  textTransform: 'none',
  color: '#3a3f5c',
  '&.Mui-selected': { color: '#1b1f3b', bgcolor: '#d6dae6' },
} as const;

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

export function DemoShell(props: DemoShellProps) {
  const { left, aside = null, toolbar, device, terminal, orders = null, clock = null } = props;
  const isWide = useMediaQuery(`(min-width: ${breakpoints.large}px)`, { noSsr: true });
  const hasBezel = useMediaQuery(`(min-width: ${breakpoints.small}px)`, { noSsr: true });
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectShellView);
  const [shellTab, setTab] = useState<'shopping' | 'terminal'>('shopping');
  const tab = view === 'orders' ? 'orders' : shellTab;
  const eventCount = useAppSelector(selectEventCount);
  const isLeftCollapsed = useAppSelector(selectIsLeftPanelCollapsed);
  const leftToggleLabel = isLeftCollapsed ? 'Expand settings panel' : 'Collapse settings panel';
  // Events the visitor has seen: all of them when they last left the Terminal tab.
  const [seenCount, setSeenCount] = useState(eventCount);
  const unseen =
    tab === 'terminal' ? 0 : eventCount >= seenCount ? eventCount - seenCount : eventCount;

  if (isWide) {
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
        <Box
          sx={{
            width: isLeftCollapsed ? 48 : 'clamp(200px, 22vw, 320px)',
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
            <Tooltip title={leftToggleLabel} placement="right">
              <IconButton
                aria-label={leftToggleLabel}
                aria-expanded={!isLeftCollapsed}
                aria-controls="demo-left-panel"
                onClick={() =>
                  dispatch(isLeftCollapsed ? leftPanelExpanded() : leftPanelCollapsed())
                }
              >
                {isLeftCollapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
              </IconButton>
            </Tooltip>
          </Box>
          <Box
            id="demo-left-panel"
            hidden={isLeftCollapsed}
            sx={{
              flex: 1,
              minHeight: 0,
              display: isLeftCollapsed ? 'none' : 'flex',
              flexDirection: 'column',
            }}
          >
            {/* The settings first, each part scrolling on its own; the Test Cards panel below
                takes what it needs up to half the column, so it never sits over the settings
                (issue 35) and its toggle and first entries stay in view. */}
            <Box sx={{ flex: '0 1 auto', minHeight: 120, overflowY: 'auto', px: 2, pb: 2 }}>
              {left}
            </Box>
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

  return (
    <Box
      sx={{ minHeight: '100vh', bgcolor: 'background.default', ...focusRing('#1b1f3b', '#ffffff') }}
    >
      <SkipLink />
      {/* What the window scrolls to (a focused field, an anchor) stays clear of the sticky tabs. */}
      <GlobalStyles styles={{ html: { scrollPaddingTop: tabsHeight + layout.scrollOffset } }} />
      <TabBar
        value={tab}
        onChange={(value) => {
          setSeenCount(eventCount);
          if (value === 'orders') {
            dispatch(shellViewChosen('orders'));
            return;
          }
          dispatch(shellViewChosen('shop'));
          setTab(value);
        }}
        fullWidth
        label="Demo view"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          minHeight: tabsHeight,
        }}
        items={[
          { value: 'shopping', label: 'Shopping', id: 'tab-shopping', panelId: 'panel-shopping' },
          ...(orders
            ? [
                {
                  value: 'orders' as const,
                  label: 'Orders',
                  id: 'tab-orders',
                  panelId: 'panel-orders',
                },
              ]
            : []),
          {
            value: 'terminal',
            // The tab's name is its text, not an aria-label the visible count would contradict:
            // what is seen (the word and the badge) is hidden from readers, and one
            // hidden-on-screen text says it all ('Terminal', or 'Terminal, N new API events').
            label: (
              <>
                <Badge
                  badgeContent={unseen}
                  color="success"
                  max={99}
                  sx={{ pr: unseen ? 1.5 : 0 }}
                  aria-hidden
                >
                  Terminal
                </Badge>
                <Box component="span" sx={visuallyHidden}>
                  {unseen > 0 ? `Terminal, ${unseen} new API events` : 'Terminal'}
                </Box>
              </>
            ),
            id: 'tab-terminal',
            panelId: 'panel-terminal',
          },
        ]}
      />
      {/* The main landmark holds the tab panel: a main element cannot take the tabpanel role. */}
      <Box component="main">
        <Box
          role="tabpanel"
          id="panel-shopping"
          aria-labelledby="tab-shopping"
          hidden={tab !== 'shopping'}
        >
          {device({
            height: `calc(100dvh - ${tabsHeight}px)`,
            bezel: hasBezel,
            // The 'Test Cards' panel goes with the Orders tab while it is shown (one of each).
            aside: tab === 'orders' ? null : aside,
          })}
          {/* Below the shop on narrow screens: the shop is what a visitor came for. The demo
              clock goes with the Orders tab, or here when a shop has none. */}
          <Box sx={{ p: 1.5 }}>
            {!orders && clock && <Box sx={{ mb: 1.5 }}>{clock}</Box>}
            {left}
          </Box>
        </Box>
        {orders && (
          <Box
            role="tabpanel"
            id="panel-orders"
            aria-labelledby="tab-orders"
            hidden={tab !== 'orders'}
            sx={{ minHeight: `calc(100dvh - ${tabsHeight}px)` }}
          >
            {tab === 'orders' && (
              <>
                {clock && <Box sx={{ px: 1.5, pt: 1.5 }}>{clock}</Box>}
                {aside}
                {orders}
              </>
            )}
          </Box>
        )}
      </Box>
      <Box
        role="tabpanel"
        id="panel-terminal"
        aria-labelledby="tab-terminal"
        hidden={tab !== 'terminal'}
        // The screen's height, not more: the terminal scrolls its trail inside, under its header
        // and a recording's bar, which stay in view (issue 44).
        sx={{ bgcolor: '#0d1117', color: '#e6edf3', height: `calc(100dvh - ${tabsHeight}px)` }}
      >
        {terminal}
      </Box>
    </Box>
  );
}
