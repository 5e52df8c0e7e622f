// One webhook event as the inspector shows it (issue 30): its payload, the request the merchant's
// receiver got (headers with Event-Signature, or the start of a body it refused), the receiver's
// response, and every delivery attempt.
import Box from '@mui/material/Box';
import type { InspectedEvent } from '@sjd/contracts';
import type { ReactNode } from 'react';
import { AttemptList } from './AttemptList';

const mono = 'ui-monospace, Menlo, Consolas, monospace';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 1 }}>
      <Box
        component="h5"
        sx={{
          m: 0,
          fontSize: 12.5,
          color: '#e6edf3',
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        }}
      >
        {title}
      </Box>
      {children}
    </Box>
  );
}

export function Json({ value, label }: { value: unknown; label: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        fontFamily: mono,
        fontSize: 12,
        m: 0,
        mt: 0.5,
        p: 1,
        bgcolor: '#161b22',
        borderRadius: 1,
        overflow: 'auto',
        maxHeight: 240,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        '&:focus-visible': { outline: '2px solid #79c0ff' },
      }}
    >
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </Box>
  );
}

export function InspectedEventView({
  event,
  isSimulator,
}: {
  event: InspectedEvent;
  isSimulator: boolean;
}) {
  const reception = event.receptions.at(-1);
  const delivery = event.deliveries[0];
  return (
    <>
      <Section title="Payload">
        {event.payload === null ? (
          <Box sx={{ color: '#8b949e' }}>
            The receiver refused this delivery (unverified): the start of what came is under
            Request.
          </Box>
        ) : (
          <Json value={event.payload} label={`Payload of ${event.type}`} />
        )}
      </Section>
      <Section title="Request">
        <Box sx={{ fontFamily: mono, fontSize: 12, overflowWrap: 'anywhere' }}>
          <div>
            <strong>POST</strong> /api/webhooks
          </div>
          <div>Content-Type: {reception?.headers.contentType ?? '—'}</div>
          <div>
            Event-Signature: {reception ? (reception.headers.eventSignature ?? '(none)') : '—'}
          </div>
        </Box>
        {reception && event.payload === null && (
          <Json value={reception.bodyExcerpt} label="Start of the body as it came" />
        )}
      </Section>
      <Section title="Response">
        {reception ? (
          <>
            <Box sx={{ fontFamily: mono, fontSize: 12 }}>
              {reception.answer.status} · {reception.outcome}
            </Box>
            <Json value={reception.answer.body} label={`Receiver's answer to ${event.type}`} />
          </>
        ) : (
          <Box sx={{ color: '#8b949e' }}>Not received by this server yet.</Box>
        )}
      </Section>
      <Section title="Attempts">
        <AttemptList delivery={delivery} receptions={event.receptions} isSimulator={isSimulator} />
      </Section>
    </>
  );
}
