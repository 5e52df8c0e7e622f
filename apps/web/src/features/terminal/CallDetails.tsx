// A step of the trail, opened: the full method and URL, the request and response bodies (each
// with its copy button) and 'Copy as curl' with what the copy says about replaying it; the Code
// view (the request in seven languages; for a webhook, a receiver that verifies it).
import Box from '@mui/material/Box';
import { useAppSelector } from '../../lib/hooks';
import type { ApiEvent } from '../event-log';
import { webhooksApi } from '../webhooks';
import { BodyView } from './BodyView';
import { CodeToggle } from './code/CodeToggle';
import { CopyButton } from './CopyButton';
import { toCurl } from './curl';
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
  const demoCredentials = useAppSelector(
    (state) => state.environment.config?.sandboxDemoCredentials,
  );
  const request = row.kind === 'call' ? row.request : undefined;
  const response = row.kind === 'note' ? undefined : row.response;
  const note = row.kind === 'note' ? row.event : undefined;
  const head = request ?? response ?? note;
  const curl = request ? toCurl(request, demoCredentials ? { demoCredentials } : {}) : null;
  return (
    <Box sx={{ pt: 0.5, color: '#c9d1d9', fontSize: 12.5 }}>
      {head?.method && head.url && (
        <Box sx={{ fontFamily: mono, overflowWrap: 'anywhere' }}>
          <strong>{head.method}</strong> {head.url}
        </Box>
      )}
      {request && <Body event={request} side="request" />}
      {response && <Body event={response} side="response" />}
      {note?.body !== undefined && (
        <BodyView body={note.body} label={`${note.title} body`} copyLabel="Copy body" />
      )}
      {request && curl && (
        <CodeToggle
          event={request}
          mode="request"
          {...(demoCredentials ? { demoCredentials } : {})}
        />
      )}
      {note?.api === webhooksApi && note.body !== undefined && (
        <CodeToggle event={note} mode="receive" />
      )}
      {curl && (
        <Box sx={{ mt: 0.75 }}>
          <CopyButton label="Copy as curl" what="curl command" text={() => curl.command} />
          <Box component="ul" sx={{ m: 0, pl: 2.5, color: '#8b949e', fontSize: 12 }}>
            <li>{curl.note}</li>
            {curl.problems.map((problem) => (
              <Box component="li" key={problem} sx={{ color: '#e3b341' }}>
                Not replayable as recorded: {problem}
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
