// The terminal (spec §1): opens on the API tab, with a STYLES tab alongside. Export the trail as
// JSON and clear it (beyond the spec, but what a developer reaches for). It follows the journey
// live: while the visitor is at the end of the trail, new steps scroll into view (spec §9's fast
// animation); scrolling up to read an earlier step stops that until they are back at the end.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { animationMs } from '../../themes/breakpoints';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { TabBar, type TabBarItem } from '../../components/TabBar';
import { DeleteIcon, DownloadIcon } from '../../components/icons';
import type { ThemeData } from '../../themes/theme-types';
import { selectEventCount, selectTriggers, terminalCleared } from '../event-log';
import { EventTrail } from './EventTrail';
import { downloadJson, trailDocument } from './export-trail';
import { scrollToEnd } from './follow-scroll';
import { StylesTab } from './StylesTab';

const terminalTabs: readonly TabBarItem<'api' | 'styles'>[] = [
  { value: 'api', label: 'API', id: 'terminal-tab-api', panelId: 'terminal-panel-api' },
  { value: 'styles', label: 'STYLES', id: 'terminal-tab-styles', panelId: 'terminal-panel-styles' },
];

/** How close to the end of the trail still counts as 'at the end' (px). */
const followThresholdPx = 48;

export function Terminal({ theme }: { theme: ThemeData }) {
  const dispatch = useAppDispatch();
  const triggers = useAppSelector(selectTriggers);
  const eventCount = useAppSelector(selectEventCount);
  const [tab, setTab] = useState<'api' | 'styles'>('api');
  const isEmpty = triggers.length === 0;
  const panel = useRef<HTMLDivElement>(null);
  const isAtEnd = useRef(true);
  // While the terminal itself scrolls to a new step, its scroll events are not the visitor's.
  const isFollowing = useRef(false);

  useEffect(() => {
    const element = panel.current;
    // An empty trail has no end to follow (and measuring it would lay the page out mid-commit).
    if (!element || !isAtEnd.current || triggers.length === 0) return;
    isFollowing.current = true;
    const stop = scrollToEnd(element, animationMs.fast, () => {
      isFollowing.current = false;
    });
    return () => {
      stop();
      isFollowing.current = false;
    };
  }, [eventCount, triggers.length]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 0,
        bgcolor: '#0d1117',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: '1px solid #30363d', pr: 1 }}>
        <TabBar
          value={tab}
          onChange={(next: 'api' | 'styles') => setTab(next)}
          label="Terminal"
          textColor="inherit"
          indicatorColor="#3fb950"
          items={terminalTabs}
          sx={{ flex: 1, color: '#e6edf3' }}
        />
        {tab === 'api' && (
          <>
            <Button
              size="small"
              disabled={isEmpty}
              startIcon={<DownloadIcon />}
              onClick={() =>
                downloadJson('api-trail.json', trailDocument(triggers, theme.name, new Date()))
              }
              sx={{ color: '#e6edf3', '&.Mui-disabled': { color: '#6e7681' } }}
            >
              Export
            </Button>
            <Button
              size="small"
              disabled={isEmpty}
              startIcon={<DeleteIcon />}
              onClick={() => dispatch(terminalCleared())}
              sx={{ color: '#e6edf3', '&.Mui-disabled': { color: '#6e7681' } }}
            >
              Clear
            </Button>
          </>
        )}
      </Box>
      <Box
        role="tabpanel"
        id={`terminal-panel-${tab}`}
        aria-labelledby={`terminal-tab-${tab}`}
        tabIndex={0}
        ref={panel}
        onScroll={(event) => {
          if (isFollowing.current) return;
          const element = event.currentTarget;
          isAtEnd.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < followThresholdPx;
        }}
        sx={{ flex: 1, overflowY: 'auto' }}
      >
        {tab === 'api' ? <EventTrail triggers={triggers} /> : <StylesTab theme={theme} />}
      </Box>
    </Box>
  );
}
