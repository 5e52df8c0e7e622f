// The demo shell on narrow windows: tabs switch between shopping, the merchant's orders and the
// terminal. Every panel stays mounted, so switching loses nothing, and the Terminal tab counts
// the API events recorded while the visitor was elsewhere. Below the shop come the settings
// (the shop is what a visitor came for); the 'Test Cards' panel sits in the shop's flow, above
// it, or atop the Orders tab while that is shown. The demo clock sits under the tabs, in view on
// every tab (issue 44: it was only on the Orders tab), as the clock of a wide window's toolbar.
// The terminal is as high as the screen below them, and scrolls its trail inside (its header and
// a recording's bar stay in view).
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { TabBar } from '../../components/TabBar';
import { visuallyHidden } from '../../components/visually-hidden';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { breakpoints, layout } from '../../themes/breakpoints';
import { selectEventCount } from '../event-log';
import { selectClock } from '../journeys';
import { selectShellView, shellViewChosen } from './app-wrapper-slice';
import type { DemoShellProps } from './DemoShell';
import { focusRing } from './focus-ring';
import { SkipLink } from './SkipLink';

const tabsHeight = 48;
/** The demo clock's row under the tabs: its small outlined button and a little air. */
const clockRowHeight = 44;

type NarrowTab = 'shopping' | 'orders' | 'terminal';

/**
 * The Terminal tab's name is its text, not an aria-label the visible count would contradict:
 * what is seen (the word and the badge) is hidden from readers, and one hidden-on-screen text
 * says it all ('Terminal', or 'Terminal, N new API events').
 */
function TerminalTabLabel({ unseen }: { unseen: number }) {
  return (
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
  );
}

/** The open tab: Orders is the shell's view (shared with the wide shell), the others are local. */
function useNarrowTab() {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectShellView);
  const [shellTab, setTab] = useState<'shopping' | 'terminal'>('shopping');
  const tab: NarrowTab = view === 'orders' ? 'orders' : shellTab;
  const eventCount = useAppSelector(selectEventCount);
  // Events the visitor has seen: all of them when they last left the Terminal tab.
  const [seenCount, setSeenCount] = useState(eventCount);
  const unseen =
    tab === 'terminal' ? 0 : eventCount >= seenCount ? eventCount - seenCount : eventCount;
  const choose = (value: NarrowTab) => {
    setSeenCount(eventCount);
    dispatch(shellViewChosen(value === 'orders' ? 'orders' : 'shop'));
    if (value !== 'orders') setTab(value);
  };
  return { tab, unseen, choose };
}

export function NarrowShell(props: DemoShellProps) {
  const { left, aside = null, device, terminal, orders = null, clock = null } = props;
  const hasBezel = useMediaQuery(`(min-width: ${breakpoints.small}px)`, { noSsr: true });
  const { tab, unseen, choose } = useNarrowTab();
  // With a real provider there is no clock (DemoClock draws nothing): no row for it.
  const hasClock = useAppSelector(selectClock).status !== 'unavailable' && clock !== null;
  const headerHeight = tabsHeight + (hasClock ? clockRowHeight : 0);
  const panelHeight = `calc(100dvh - ${headerHeight}px)`;
  return (
    <Box
      sx={{ minHeight: '100vh', bgcolor: 'background.default', ...focusRing('#1b1f3b', '#ffffff') }}
    >
      <SkipLink />
      {/* What the window scrolls to (a focused field, an anchor) stays clear of the sticky tabs. */}
      <GlobalStyles styles={{ html: { scrollPaddingTop: headerHeight + layout.scrollOffset } }} />
      <Box sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' }}>
        <TabBar
          value={tab}
          onChange={choose}
          fullWidth
          label="Demo view"
          sx={{ minHeight: tabsHeight }}
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
              label: <TerminalTabLabel unseen={unseen} />,
              id: 'tab-terminal',
              panelId: 'panel-terminal',
            },
          ]}
        />
        {hasClock && (
          <Box
            sx={{
              height: clockRowHeight,
              boxSizing: 'border-box',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderTop: '1px solid #d6dae6',
            }}
          >
            {clock}
          </Box>
        )}
      </Box>
      {/* The main landmark holds the tab panel: a main element cannot take the tabpanel role. */}
      <Box component="main">
        <Box
          role="tabpanel"
          id="panel-shopping"
          aria-labelledby="tab-shopping"
          hidden={tab !== 'shopping'}
        >
          {device({
            height: panelHeight,
            bezel: hasBezel,
            // The 'Test Cards' panel goes with the Orders tab while it is shown (one of each).
            aside: tab === 'orders' ? null : aside,
          })}
          <Box sx={{ p: 1.5 }}>{left}</Box>
        </Box>
        {orders && (
          <Box
            role="tabpanel"
            id="panel-orders"
            aria-labelledby="tab-orders"
            hidden={tab !== 'orders'}
            sx={{ minHeight: panelHeight }}
          >
            {tab === 'orders' && (
              <>
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
        sx={{ bgcolor: '#0d1117', color: '#e6edf3', height: panelHeight }}
      >
        {terminal}
      </Box>
    </Box>
  );
}
