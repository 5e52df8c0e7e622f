// One step of the trail (issue 35, item 9): a call — request and response — as one line a person
// reads at a glance (step number, title, API; method, path, status, outcome, time), or a
// plain-text step. A call's bodies, full URL and 'Copy as curl' open on demand (an accordion: a
// heading holding a button), and nothing of them is drawn until then (issue 34, item 1). Opened,
// they scroll into view: near the foot of the terminal they would open below the fold (issue 44).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CheckIcon,
  ErrorIcon,
  InfoIcon,
  WarningIcon,
} from '../../components/icons';
import { scrollIntoSight } from '../../lib/scroll-into-sight';
import { animationMs } from '../../themes/breakpoints';
import type { ApiEvent, EventIcon } from '../event-log';
import { CallDetails } from './CallDetails';
import { outcomeOf, pathOf, type TrailRow } from './trail-rows';

export const icons: Record<EventIcon, { Icon: typeof InfoIcon; colour: string }> = {
  request: { Icon: ArrowUpIcon, colour: '#79c0ff' },
  response: { Icon: ArrowDownIcon, colour: '#3fb950' },
  info: { Icon: InfoIcon, colour: '#8b949e' },
  success: { Icon: CheckIcon, colour: '#3fb950' },
  warning: { Icon: WarningIcon, colour: '#d29922' },
  error: { Icon: ErrorIcon, colour: '#ff7b72' },
};

/** A new step slides in (spec §9's medium animation), so the eye finds what just happened. */
const arrive = keyframes`from { opacity: 0; transform: translateY(6px); } to { opacity: 1; transform: none; }`;

function statusColour(status: number): string {
  if (status >= 500) return '#ff7b72';
  if (status >= 400) return '#d29922';
  return '#3fb950';
}

const mono = 'ui-monospace, Menlo, Consolas, monospace';

/** A canned exchange (the express wallets): shown as the real call would be, never sent. */
function SimulatedMark() {
  return (
    <Box
      component="span"
      title="Canned request and response: the demo never sends this call"
      sx={{
        px: 0.75,
        borderRadius: 1,
        border: '1px solid #d29922',
        color: '#e3b341',
        fontSize: 11,
        fontWeight: 700,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
      }}
    >
      Simulated
    </Box>
  );
}

/** The event that names the step, and the icon it shows. */
function headOf(row: TrailRow): { event: ApiEvent; icon: EventIcon } {
  if (row.kind === 'note') {
    return { event: row.event, icon: row.event.icon ?? 'info' };
  }
  if (row.kind === 'answer') return { event: row.response, icon: row.response.icon ?? 'response' };
  const answered = row.response?.icon;
  const icon = answered === 'error' || answered === 'warning' ? answered : 'response';
  return { event: row.request, icon: row.response ? icon : 'request' };
}

/** Method, path, status, outcome and time of a call, in one line. */
function CallSummary({ row }: { row: Exclude<TrailRow, { kind: 'note' }> }) {
  const request = row.kind === 'call' ? row.request : undefined;
  const { response } = row;
  const url = request?.url ?? response?.url;
  const method = request?.method ?? response?.method;
  const outcome = outcomeOf(response?.body);
  return (
    <Box
      component="span"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, fontFamily: mono, fontSize: 12.5 }}
    >
      {method && <strong>{method}</strong>}
      {url && (
        <span title={url} style={{ overflowWrap: 'anywhere' }}>
          {pathOf(url)}
        </span>
      )}
      {response?.status !== undefined ? (
        <span style={{ color: statusColour(response.status) }}>{response.status}</span>
      ) : (
        <span style={{ color: '#8b949e' }}>{response ? '' : 'sent, no answer yet'}</span>
      )}
      {outcome && <span style={{ color: '#e6edf3' }}>{outcome}</span>}
      {response?.responseTime !== undefined && (
        <span style={{ color: '#8b949e' }}>{response.responseTime} ms</span>
      )}
    </Box>
  );
}

/**
 * The step's facts as data attributes, for the trail's DOM reader (e2e/terminal.ts): the title,
 * API, method, full URL and status are all on screen, but across one summary line.
 */
function dataOf(row: TrailRow) {
  const { event } = headOf(row);
  const response = row.kind === 'note' ? undefined : row.response;
  return {
    'data-kind': row.kind,
    'data-title': event.title,
    'data-api': event.api,
    ...(event.method ? { 'data-method': event.method } : {}),
    ...(event.url ? { 'data-url': event.url } : {}),
    ...(response ? { 'data-answered': 'true' } : {}),
    ...(response?.status !== undefined ? { 'data-status': response.status } : {}),
  };
}

export function TrailStep({ row }: { row: TrailRow }) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const details = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isOpen) scrollIntoSight(details.current);
  }, [isOpen]);
  const { event, icon } = headOf(row);
  const { Icon, colour } = icons[icon];
  const isCall = row.kind !== 'note';
  const hasDetails = isCall || event.body !== undefined;
  const simulated = row.kind === 'call' ? row.request.simulated : event.simulated;

  const heading = (
    <>
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75 }}>
        <Box component="span" sx={{ color: '#8b949e', fontWeight: 400 }}>
          {row.step}.
        </Box>
        <span>{event.title}</span>
        <Box component="span" sx={{ color: '#8b949e', fontWeight: 400, fontSize: 12.5 }}>
          {event.api}
        </Box>
        {simulated && <SimulatedMark />}
      </Box>
      {isCall ? (
        <CallSummary row={row} />
      ) : (
        <Box
          component="span"
          sx={{ display: 'block', fontWeight: 400, fontSize: 13, color: '#c9d1d9' }}
        >
          {event.plainText}
        </Box>
      )}
    </>
  );

  return (
    <Box
      component="li"
      {...dataOf(row)}
      sx={{
        display: 'flex',
        gap: 1,
        py: 0.75,
        borderTop: '1px solid #21262d',
        animation: `${arrive} ${animationMs.medium}ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Icon sx={{ color: colour, fontSize: 18, mt: 0.25 }} aria-hidden="true" />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="h4"
          sx={{ fontSize: 14, fontWeight: 700, color: '#e6edf3', overflowWrap: 'anywhere', m: 0 }}
        >
          {hasDetails ? (
            <Box
              component="button"
              type="button"
              aria-expanded={isOpen}
              aria-controls={detailsId}
              onClick={() => setOpen((open) => !open)}
              sx={{
                all: 'unset',
                boxSizing: 'border-box',
                display: 'block',
                width: '100%',
                cursor: 'pointer',
                borderRadius: 0.5,
                '&:hover': { bgcolor: '#161b22' },
                '&:focus-visible': { outline: '2px solid #79c0ff', outlineOffset: 2 },
              }}
            >
              {heading}
            </Box>
          ) : (
            heading
          )}
        </Typography>
        {hasDetails && (
          <Box id={detailsId} ref={details} hidden={!isOpen}>
            {isOpen && <CallDetails row={row} />}
          </Box>
        )}
      </Box>
    </Box>
  );
}
