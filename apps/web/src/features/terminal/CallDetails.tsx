// A step of the trail, opened: the full method and URL, the request and response bodies (each
// with its copy button) and 'Copy as curl' with its first line (does it run as-is against the
// sandbox, and if not why and what to change); the Code view (the request in seven languages; for
// a webhook, a receiver that verifies it). Copy as curl and the Code view's curl are one text,
// from the call's replay plan (take-home/call-code.ts).
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useAppSelector } from '../../lib/hooks';
import type { ApiEvent } from '../event-log';
import { WebhookInspector, webhooksApi } from '../webhooks';
import { BodyView } from './BodyView';
import { CodeToggle } from './code/CodeToggle';
import { CopyButton } from './CopyButton';
import { useShownTrail } from './shown-trail';
import { callCode, callPlan } from './take-home/call-code';
import { selectTakeHomeContext } from './take-home/take-home-context';
import type { TrailRow } from './trail-rows';

const mono = 'ui-monospace, Menlo, Consolas, monospace';

function Body({ event, side }: { event: ApiEvent; side: 'request' | 'response' }) {
  if (event.body === undefined) return null;
  return (
    <BodyView
      body={event.body}
      label={`${event.title} ${side} body`}
      copyLabel={`Copy ${side} body`}
    />
  );
}

export function CallDetails({ row }: { row: TrailRow }) {
  const context = useAppSelector(selectTakeHomeContext);
  const triggers = useShownTrail();
  const request = row.kind === 'call' ? row.request : undefined;
  const response = row.kind === 'note' ? undefined : row.response;
  const note = row.kind === 'note' ? row.event : undefined;
  const head = request ?? response ?? note;
  const call = useMemo(
    () => (request ? callPlan(triggers, row.step, context) : null),
    [request, triggers, row.step, context],
  );
  const curl = useMemo(() => (call ? callCode(call, 'curl', context) : null), [call, context]);
  return (
    <Box sx={{ pt: 0.5, color: '#c9d1d9', fontSize: 12.5 }}>
      {head?.method && head.url && (
        <Box sx={{ fontFamily: mono, overflowWrap: 'anywhere' }}>
          <strong>{head.method}</strong> {head.url}
        </Box>
      )}
      {request && <Body event={request} side="request" />}
      {response && <Body event={response} side="response" />}
      {note?.webhook ? (
        <WebhookInspector webhook={note.webhook} payload={note.body ?? null} />
      ) : (
        note?.body !== undefined && (
          <BodyView body={note.body} label={`${note.title} body`} copyLabel="Copy body" />
        )
      )}
      {request && call && (
        <CodeToggle event={request} mode="request" call={call} context={context} />
      )}
      {note?.api === webhooksApi && note.body !== undefined && (
        <CodeToggle event={note} mode="receive" />
      )}
      {curl && (
        <Box sx={{ mt: 0.75 }}>
          <CopyButton label="Copy as curl" what="curl command" text={() => curl.code} />
          <Box component="ul" sx={{ m: 0, pl: 2.5, color: '#8b949e', fontSize: 12 }}>
            {curl.headline.map((line) => (
              <Box
                component="li"
                key={line}
                sx={{ color: line.startsWith('Runs as-is') ? '#8b949e' : '#e3b341' }}
              >
                {line}
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
