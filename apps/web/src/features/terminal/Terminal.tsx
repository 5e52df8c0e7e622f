// The terminal (spec §1): opens on the API tab, with a STYLES tab alongside. It follows the
// journey live: while the visitor is at the end of the trail, new steps scroll into view (spec
// §9's fast animation); scrolling up to read an earlier step stops that until they are back at
// the end. Issue 32: a DIAGRAM tab (the trail as a sequence diagram), the trail tools (export,
// opening a trail file — also by dropping it here —, Share journey) and, instead of the live
// trail, a file's trail (read-only) or a shared journey's recording (trail-view/).
// Issue 44: one header row (header/), a focus ring that shows on the dark panel, Clear and Apply
// Settings each say what they emptied and offer Undo (kept-trail/), a badge while a webhook fault
// is on and the faults reachable from the header. The header, its notices and a recording's bar
// stay in place while the trail scrolls under them.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Activity, Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { animationMs } from '../../themes/breakpoints';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { ThemeData } from '../../themes/theme-types';
import { selectEventCount, selectTriggers, terminalCleared } from '../event-log';
import { WebhookFaultBadge } from '../webhooks';
import { EventTrail } from './EventTrail';
import { FaultsPanel } from './FaultsPanel';
import { scrollToEnd } from './follow-scroll';
import { StylesTab } from './StylesTab';
import { darkFocusRing } from '../shell';
import type { TrailImport } from './har/trail-import';
import { TerminalHeader, type TerminalTab } from './header/TerminalHeader';
import { openTrailFile } from './header/trail-files';
import { KeptTrailNotice, trailKept } from './kept-trail';
import { LinkNotice } from './trail-view/LinkNotice';
import { ReplayEnd } from './trail-view/ReplayEnd';
import { ViewedTrailBar } from './trail-view/ViewedTrailBar';
import { useReplayScreens } from './trail-view/use-replay-screens';
import { useSharedJourney } from './trail-view/use-shared-journey';
import { replayLength, replayPrefix, type ViewedTrail } from './trail-view/viewed-trail';

const DiagramView = lazy(async () => ({
  default: (await import('./diagram/DiagramView')).DiagramView,
}));

/** How close to the end of the trail still counts as 'at the end' (px). */
const followThresholdPx = 48;

export function Terminal({ theme }: { theme: ThemeData }) {
  const dispatch = useAppDispatch();
  const triggers = useAppSelector(selectTriggers);
  const eventCount = useAppSelector(selectEventCount);
  const [tab, setTab] = useState<TerminalTab>('api');
  const [hasOpenedDiagram, setOpenedDiagram] = useState(false);
  if (tab === 'diagram' && !hasOpenedDiagram) setOpenedDiagram(true);
  const [viewed, setViewed] = useState<ViewedTrail | null>(null);
  const [trailMessage, setTrailMessage] = useState<string | null>(null);
  const [isFaultsOpen, setFaultsOpen] = useState(false);
  const shown =
    viewed === null
      ? triggers
      : viewed.kind === 'replay'
        ? replayPrefix(viewed.triggers, viewed.position)
        : viewed.triggers;
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
      setViewed({
        kind: 'replay',
        triggers: recorded,
        position: 0,
        openedAt: window.location.pathname,
      });
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
  // The shop in the device frame shows the screen each replayed step happened on.
  const leaveReplayScreens = useReplayScreens(viewed);
  const leave = () => {
    leaveReplayScreens();
    setViewed(null);
  };
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

  const replaySteps = viewed?.kind === 'replay' ? replayLength(viewed.triggers) : 0;
  const isReplayOver = viewed?.kind === 'replay' && viewed.position >= replaySteps;

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
        ...darkFocusRing,
      }}
    >
      <Box sx={{ flex: 'none' }}>
        <TerminalHeader
          tab={tab}
          onTab={setTab}
          triggers={shown}
          themeName={theme.name}
          canClear={triggers.length > 0 && viewed === null}
          onClear={() => {
            dispatch(trailKept({ triggers, reason: 'cleared' }));
            dispatch(terminalCleared());
          }}
          onOpened={opened}
          onShowFaults={() => setFaultsOpen(true)}
        />
        <WebhookFaultBadge onShow={() => setFaultsOpen(true)} isPanelOpen={isFaultsOpen} />
        <Box sx={{ px: 1.5, '&:has(> [role="status"] > *)': { pt: 1 } }}>
          <KeptTrailNotice tone="dark" />
        </Box>
        {trailMessage && (
          <Typography role="alert" sx={{ mx: 1.5, mt: 1, fontSize: 13, color: '#ff7b72' }}>
            {trailMessage}
          </Typography>
        )}
        {viewed && tab !== 'styles' && (
          <ViewedTrailBar viewed={viewed} onMove={moveReplay} onLeave={leave} />
        )}
      </Box>
      {linkNotice && <LinkNotice text={linkNotice} onDismiss={() => setLinkNotice(null)} />}
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
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
      >
        {isFaultsOpen && <FaultsPanel onClose={() => setFaultsOpen(false)} />}
        {/* The API trail and, once opened, the diagram stay drawn while another tab shows
            (React's Activity: hidden, out of the page, updated only when the browser is idle):
            switching tabs with a year's trail (2,000 steps) would otherwise draw it all again
            (issue 46, item 6). */}
        <Activity mode={tab === 'api' ? 'visible' : 'hidden'}>
          {viewed?.kind === 'replay' && viewed.position === 0 ? (
            <Typography sx={{ p: 2, fontSize: 14, color: '#c9d1d9' }}>
              Press Play to replay the journey with its recorded timing, or Next to go step by step.
            </Typography>
          ) : (
            <EventTrail triggers={shown} />
          )}
        </Activity>
        {hasOpenedDiagram && (
          <Activity mode={tab === 'diagram' ? 'visible' : 'hidden'}>
            <Suspense fallback={<Typography sx={{ p: 2, fontSize: 13 }}>Drawing…</Typography>}>
              <DiagramView triggers={shown} />
            </Suspense>
          </Activity>
        )}
        {tab === 'styles' && <StylesTab theme={theme} />}
        {isReplayOver && tab !== 'styles' && <ReplayEnd steps={replaySteps} />}
      </Box>
    </Box>
  );
}
