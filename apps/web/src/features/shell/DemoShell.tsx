// The demo shell's layout (spec §1 "Demo shell"). Wide windows (from the large breakpoint): left
// panel, device frame, terminal side by side. Narrow windows: tabs switch between shopping and
// terminal; both stay mounted, so switching loses nothing, and the Terminal tab counts the API
// events recorded while the visitor was shopping.
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { breakpoints } from '../../themes/breakpoints';
import { selectEventCount } from '../event-log';
import { TerminalPanel } from './TerminalPanel';

export interface DeviceArea {
  /** CSS height available to the device frame. */
  height: string;
  bezel: boolean;
}

interface DemoShellProps {
  left: ReactNode;
  toolbar: ReactNode;
  device(area: DeviceArea): ReactNode;
  terminal: ReactNode;
}

const tabsHeight = 48;

export function DemoShell({ left, toolbar, device, terminal }: DemoShellProps) {
  const isWide = useMediaQuery(`(min-width: ${breakpoints.large}px)`, { noSsr: true });
  const hasBezel = useMediaQuery(`(min-width: ${breakpoints.small}px)`, { noSsr: true });
  const [tab, setTab] = useState<'shopping' | 'terminal'>('shopping');
  const eventCount = useAppSelector(selectEventCount);
  // Events the visitor has seen: all of them when they last left the Terminal tab.
  const [seenCount, setSeenCount] = useState(eventCount);
  const unseen =
    tab === 'terminal' ? 0 : eventCount >= seenCount ? eventCount - seenCount : eventCount;

  if (isWide) {
    return (
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Box
          sx={{
            width: 'clamp(200px, 22vw, 320px)',
            flexShrink: 0,
            p: 2,
            boxSizing: 'border-box',
            height: '100vh',
            position: 'sticky',
            top: 0,
            overflowY: 'auto',
          }}
        >
          {left}
        </Box>
        <Box
          component="main"
          sx={{ flex: 1, minWidth: 0, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>{toolbar}</Box>
          {device({ height: 'calc(100vh - 88px)', bezel: true })}
        </Box>
        <TerminalPanel>{terminal}</TerminalPanel>
      </Box>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Tabs
        value={tab}
        onChange={(_event, value: 'shopping' | 'terminal') => {
          setSeenCount(eventCount);
          setTab(value);
        }}
        variant="fullWidth"
        aria-label="Demo view"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          minHeight: tabsHeight,
        }}
      >
        <Tab value="shopping" label="Shopping" id="tab-shopping" aria-controls="panel-shopping" />
        <Tab
          value="terminal"
          label={
            <Badge badgeContent={unseen} color="success" max={99} sx={{ pr: unseen ? 1.5 : 0 }}>
              Terminal
            </Badge>
          }
          aria-label={unseen ? `Terminal, ${unseen} new API events` : 'Terminal'}
          id="tab-terminal"
          aria-controls="panel-terminal"
        />
      </Tabs>
      <Box
        role="tabpanel"
        id="panel-shopping"
        aria-labelledby="tab-shopping"
        hidden={tab !== 'shopping'}
        component="main"
      >
        {device({ height: `calc(100dvh - ${tabsHeight}px)`, bezel: hasBezel })}
        {/* Below the shop on narrow screens: the shop is what a visitor came for. */}
        <Box sx={{ p: 1.5 }}>{left}</Box>
      </Box>
      <Box
        role="tabpanel"
        id="panel-terminal"
        aria-labelledby="tab-terminal"
        hidden={tab !== 'terminal'}
        sx={{ bgcolor: '#0d1117', color: '#e6edf3', minHeight: `calc(100dvh - ${tabsHeight}px)` }}
      >
        {terminal}
      </Box>
    </Box>
  );
}
