// The terminal (spec §1): opens on the API tab, with a STYLES tab alongside. Export the trail as
// JSON and clear it (beyond the spec, but what a developer reaches for). It follows the journey
// live: while the visitor is at the end of the trail, new steps scroll into view (spec §9's fast
// animation); scrolling up to read an earlier step stops that until they are back at the end.
// Issue 32: a DIAGRAM tab (the trail as a sequence diagram), the trail tools (HAR export,
// opening a trail file — also by dropping it here —, Share journey) and, instead of the live
// trail, a file's trail (read-only) or a shared journey's recording (trail-view/).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
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
import type { TrailImport } from './har/trail-import';
import { TrailTools, openTrailFile } from './trail-view/TrailTools';
import { LinkNotice } from './trail-view/LinkNotice';
import { ViewedTrailBar } from './trail-view/ViewedTrailBar';
import { useSharedJourney } from './trail-view/use-shared-journey';
import { replayPrefix, type ViewedTrail } from './trail-view/viewed-trail';

const DiagramView = lazy(async () => ({
  default: (await import('./diagram/DiagramView')).DiagramView,
}));

type TerminalTab = 'api' | 'diagram' | 'styles';

const terminalTabs: readonly TabBarItem<TerminalTab>[] = [
  { value: 'api', label: 'API', id: 'terminal-tab-api', panelId: 'terminal-panel-api' },
  {
    value: 'diagram',
    label: 'DIAGRAM',
    id: 'terminal-tab-diagram',
    panelId: 'terminal-panel-diagram',
  },
  { value: 'styles', label: 'STYLES', id: 'terminal-tab-styles', panelId: 'terminal-panel-styles' },
];

/** How close to the end of the trail still counts as 'at the end' (px). */
const followThresholdPx = 48;

export function Terminal({ theme }: { theme: ThemeData }) {
  const dispatch = useAppDispatch();
  const triggers = useAppSelector(selectTriggers);
  const eventCount = useAppSelector(selectEventCount);
  const [tab, setTab] = useState<TerminalTab>('api');
  const [viewed, setViewed] = useState<ViewedTrail | null>(null);
  const [trailMessage, setTrailMessage] = useState<string | null>(null);
  const shown =
    viewed === null
      ? triggers
      : viewed.kind === 'replay'
        ? replayPrefix(viewed.triggers, viewed.position)
        : viewed.triggers;
  const isEmpty = triggers.length === 0;
  const opened = useCallback((result: TrailImport, fileName: string) => {
    if (!result.ok) return setTrailMessage(result.message);
    setTrailMessage(null);
    setViewed({ kind: 'file', name: fileName, format: result.format, triggers: result.triggers });
    setTab((current) => (current === 'styles' ? 'api' : current));
  }, []);
  const root = useRef<HTMLDivElement>(null);
  const [linkNotice, setLinkNotice] = useState<string | null>(null);
  /** The terminal is behind the phone's Terminal tab: say it where the visitor looks. */
  const isHidden = () => root.current?.checkVisibility?.() === false;
  useSharedJourney(
    (recorded) => {
      setViewed({ kind: 'replay', triggers: recorded, position: 0 });
      if (isHidden()) {
        setLinkNotice('This link holds a recorded journey: the Terminal tab replays it.');
      }
    },
    (message) => {
      setTrailMessage(message);
      if (isHidden()) setLinkNotice(message);
    },
  );
  const moveReplay = useCallback(
    (position: number) =>
      setViewed((current) => (current?.kind === 'replay' ? { ...current, position } : current)),
    [],
  );
  const panel = useRef<HTMLDivElement>(null);
  const isAtEnd = useRef(true);
  // While the terminal itself scrolls to a new step, its scroll events are not the visitor's.
  const isFollowing = useRef(false);

  // A replay's steps are followed as the live trail's are.
  const replayPosition = viewed?.kind === 'replay' ? viewed.position : 0;
  useEffect(() => {
    const element = panel.current;
    // An empty trail has no end to follow (and measuring it would lay the page out mid-commit).
    if (!element || !isAtEnd.current || (triggers.length === 0 && replayPosition === 0)) return;
    isFollowing.current = true;
    const stop = scrollToEnd(element, animationMs.fast, () => {
      isFollowing.current = false;
    });
    return () => {
      stop();
      isFollowing.current = false;
    };
  }, [eventCount, triggers.length, replayPosition]);

  return (
    <Box
      ref={root}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        const file = event.dataTransfer.files[0];
        if (!file) return;
        event.preventDefault();
        void openTrailFile(file).then((result) => opened(result, file.name));
      }}
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
          onChange={(next: TerminalTab) => setTab(next)}
          label="Terminal"
          textColor="inherit"
          indicatorColor="#3fb950"
          items={terminalTabs}
          sx={{ flex: 1, color: '#e6edf3' }}
        />
      </Box>
      {tab !== 'styles' && (
        // A row of its own under the tabs: with DIAGRAM, the tabs fill a phone's width.
        <TrailTools triggers={shown} themeName={theme.name} onOpened={opened}>
          <Button
            size="small"
            disabled={shown.length === 0}
            startIcon={<DownloadIcon />}
            onClick={() =>
              downloadJson('api-trail.json', trailDocument(shown, theme.name, new Date()))
            }
            sx={{ color: '#e6edf3', '&.Mui-disabled': { color: '#6e7681' } }}
          >
            Export JSON
          </Button>
          <Button
            size="small"
            disabled={isEmpty || viewed !== null}
            startIcon={<DeleteIcon />}
            onClick={() => dispatch(terminalCleared())}
            sx={{ color: '#e6edf3', '&.Mui-disabled': { color: '#6e7681' } }}
          >
            Clear
          </Button>
        </TrailTools>
      )}
      {linkNotice && <LinkNotice text={linkNotice} onDismiss={() => setLinkNotice(null)} />}
      {trailMessage && (
        <Typography role="alert" sx={{ mx: 1.5, mt: 1, fontSize: 13, color: '#ff7b72' }}>
          {trailMessage}
        </Typography>
      )}
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
        {viewed && tab !== 'styles' && (
          <ViewedTrailBar viewed={viewed} onMove={moveReplay} onLeave={() => setViewed(null)} />
        )}
        {tab === 'api' &&
          (viewed?.kind === 'replay' && viewed.position === 0 ? (
            <Typography sx={{ p: 2, fontSize: 14, color: '#c9d1d9' }}>
              Press Play to replay the journey with its recorded timing, or Next to go step by step.
            </Typography>
          ) : (
            <EventTrail triggers={shown} />
          ))}
        {tab === 'diagram' && (
          <Suspense fallback={<Typography sx={{ p: 2, fontSize: 13 }}>Drawing…</Typography>}>
            <DiagramView triggers={shown} />
          </Suspense>
        )}
        {tab === 'styles' && <StylesTab theme={theme} />}
      </Box>
    </Box>
  );
}
