// The inspector of one webhook entry of the trail (issue 30): the event's payload, the request
// the merchant's receiver got (headers with Event-Signature), its response, every delivery
// attempt the provider made (status, latency, the start of the answer, the next retry), Resend
// and the visitor's delivery faults. Read from the demo server (GET /api/webhooks/events) when
// the entry is opened, never from the sandbox directly; with a real provider only what the
// receiver got, and Resend says why it is not there. Opened near the foot of the terminal, it
// would grow below the fold: once read, it scrolls into view (issue 44).
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { scrollIntoSight } from '../../lib/scroll-into-sight';
import type { Trigger } from '../event-log';
import {
  selectResend,
  selectWebhookDeliveries,
  webhookDeliveriesRequested,
  webhookResendRequested,
} from '../journeys';
import { InspectedEventView, Json } from './InspectedEventView';
import { WebhookFaults } from './WebhookFaults';

/** How many times this event has come into the trail. */
export const arrivalsOf = (triggers: readonly Trigger[], eventId: string) =>
  triggers.reduce(
    (count, trigger) =>
      count + trigger.events.filter((event) => event.webhook?.eventId === eventId).length,
    0,
  );

export interface InspectedWebhook {
  eventId: string;
  transactionReference: string;
}

export function WebhookInspector({
  webhook,
  payload,
}: {
  webhook: InspectedWebhook;
  /** The body as the trail holds it: shown when the server cannot be read. */
  payload: unknown;
}) {
  const dispatch = useAppDispatch();
  const { eventId, transactionReference } = webhook;
  const load = useAppSelector((state) => selectWebhookDeliveries(state, transactionReference));
  const resent = useAppSelector((state) => selectResend(state, eventId));
  /** Bumped to read the deliveries again (Refresh). */
  const [version, setVersion] = useState(0);
  const read = () => setVersion((v) => v + 1);
  // Every arrival of this event (a retry, a duplicate, a Resend) reads the deliveries again, so
  // the attempt history is the latest without a click.
  const arrivals = useAppSelector((state) => arrivalsOf(state.eventLog.triggers, eventId));
  const root = useRef<HTMLDivElement>(null);
  const isReady = load?.status === 'ready';
  useEffect(() => {
    if (isReady) scrollIntoSight(root.current);
  }, [isReady]);

  useEffect(() => {
    dispatch(webhookDeliveriesRequested({ transactionReference }));
  }, [dispatch, transactionReference, version, arrivals]);

  if (!load || load.status === 'loading') {
    return (
      <Box role="status" sx={{ mt: 1 }}>
        Reading the deliveries…
      </Box>
    );
  }
  if (load.status === 'failed') {
    return (
      <Box sx={{ mt: 1 }}>
        <Box role="alert" sx={{ color: '#ff7b72' }}>
          The deliveries could not be read: {load.message}
        </Box>
        {payload !== null && <Json value={payload} label="Payload as received" />}
      </Box>
    );
  }
  const { data } = load;
  const event = data.events.find((e) => e.eventId === eventId);
  const resend = () => dispatch(webhookResendRequested({ eventId, transactionReference }));

  return (
    <Box ref={root} sx={{ mt: 0.5, borderLeft: '3px solid #a371f7', pl: 1 }}>
      {!event ? (
        <Box sx={{ mt: 1 }}>No record of this event yet: Refresh in a moment.</Box>
      ) : (
        <InspectedEventView event={event} isSimulator={data.simulator} />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Box
          component="button"
          type="button"
          onClick={resend}
          disabled={!data.simulator || !event || resent?.isSending === true}
          sx={buttonSx}
        >
          Resend
        </Box>
        <Box component="button" type="button" onClick={read} sx={buttonSx}>
          Refresh
        </Box>
      </Box>
      {!data.simulator && (
        <Box sx={{ color: '#e3b341', fontSize: 12, mt: 0.5 }}>
          Resend is not available with a real provider: it redelivers an event only by its own
          retries.
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={{ minHeight: '1.25em', fontSize: 12, mt: 0.5 }}>
        {resent?.note}
      </Box>
      <WebhookFaults />
    </Box>
  );
}

const buttonSx = {
  font: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  color: '#e6edf3',
  bgcolor: '#21262d',
  border: '1px solid #30363d',
  borderRadius: 1,
  px: 1.5,
  py: 0.5,
  minHeight: 32,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { bgcolor: '#30363d' },
  '&:focus-visible': { outline: '2px solid #79c0ff', outlineOffset: 2 },
  '&:disabled': { color: '#8b949e', cursor: 'default' },
} as const;
