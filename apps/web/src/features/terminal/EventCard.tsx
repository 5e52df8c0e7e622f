// One step of the trail: a request or response (API, method, URL, status, response time, body)
// or a plain-text step, with its icon. Copy as curl (requests) and copy body (beyond the spec).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CheckIcon,
  ErrorIcon,
  InfoIcon,
  WarningIcon,
} from '../../components/icons';
import { animationMs } from '../../themes/breakpoints';
import type { ApiEvent, EventIcon } from '../event-log';
import { toCurl } from './curl';
import { JsonView } from './JsonView';

const icons: Record<EventIcon, { Icon: typeof InfoIcon; colour: string }> = {
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

export function EventCard({ event, step }: { event: ApiEvent; step: number }) {
  const [copied, setCopied] = useState('');
  const { Icon, colour } = icons[event.icon ?? (event.plainText ? 'info' : event.type)];
  const curl = toCurl(event);
  const copy = async (what: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`${what} copied`);
    } catch {
      setCopied(`Could not copy the ${what.toLowerCase()}`);
    }
  };

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        py: 1,
        borderTop: '1px solid #21262d',
        animation: `${arrive} ${animationMs.medium}ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Icon sx={{ color: colour, fontSize: 18, mt: 0.25 }} aria-hidden="true" />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="h4"
          sx={{ fontSize: 14, fontWeight: 700, color: '#e6edf3', overflowWrap: 'anywhere' }}
        >
          <Box component="span" sx={{ color: '#8b949e', fontWeight: 400, mr: 0.75 }}>
            {step}.
          </Box>
          {event.title}
        </Typography>
        {event.plainText ? (
          <Typography sx={{ fontSize: 13, color: '#c9d1d9', overflowWrap: 'anywhere' }}>
            {event.plainText}
          </Typography>
        ) : (
          <Box
            sx={{
              fontSize: 12.5,
              color: '#c9d1d9',
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <span style={{ color: colour, textTransform: 'uppercase' }}>{event.type}</span>
              <span>{event.api}</span>
              {event.status !== undefined && (
                <span style={{ color: statusColour(event.status) }}>HTTP {event.status}</span>
              )}
              {event.responseTime !== undefined && <span>{event.responseTime} ms</span>}
            </Box>
            {event.method && event.url && (
              <Box sx={{ overflowWrap: 'anywhere' }}>
                <strong>{event.method}</strong> {event.url}
              </Box>
            )}
          </Box>
        )}
        {event.body !== undefined && (
          <Box sx={{ mt: 0.75 }}>
            <JsonView value={event.body} label={`${event.title} ${event.type} body`} />
          </Box>
        )}
        {(curl || event.body !== undefined) && (
          <Box sx={{ display: 'flex', gap: 1, mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
            {curl && (
              <Button
                size="small"
                sx={{ color: '#79c0ff', minWidth: 0 }}
                onClick={() => void copy('curl command', curl)}
              >
                Copy as curl
              </Button>
            )}
            {event.body !== undefined && (
              <Button
                size="small"
                sx={{ color: '#79c0ff', minWidth: 0 }}
                onClick={() => void copy('Body', JSON.stringify(event.body, null, 2))}
              >
                Copy body
              </Button>
            )}
            <Typography component="span" role="status" sx={{ fontSize: 12, color: '#8b949e' }}>
              {copied}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
