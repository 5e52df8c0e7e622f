// The provider's events about one order as they arrive (issue 30), in the order detail beside its
// Payment Queries timeline (which lists commands, not settled, refunded or chargebacks): every
// webhook entry of the trail for this transaction reference, newest last, with what the receiver
// did.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../lib/hooks';
import { useMemo } from 'react';
import type { Trigger } from '../event-log';

const outcomeWords: Record<string, string> = {
  applied: 'applied',
  duplicate: 'duplicate, ignored',
  outOfOrder: 'out of order, ignored',
  failedOnPurpose: 'answered 500 (fault), retried',
  rejected: 'refused: bad or missing signature',
};

/** The webhook entries of the trail about one reference. */
export function webhooksOf(triggers: readonly Trigger[], transactionReference: string) {
  return triggers.flatMap((trigger) =>
    trigger.events.flatMap((event) =>
      event.webhook?.transactionReference === transactionReference
        ? [{ id: `${trigger.id}`, title: event.title, outcome: event.webhook.outcome }]
        : [],
    ),
  );
}

export function WebhookTimeline({ transactionReference }: { transactionReference: string }) {
  const triggers = useAppSelector((state) => state.eventLog.triggers);
  const events = useMemo(
    () => webhooksOf(triggers, transactionReference),
    [triggers, transactionReference],
  );
  return (
    <Box component="section" aria-labelledby="order-webhooks-title" sx={{ my: 2 }}>
      <Typography id="order-webhooks-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        Events received (webhooks)
      </Typography>
      {events.length === 0 ? (
        <Typography sx={{ fontSize: '0.875rem', color: '#4a4f6a' }}>
          None in this visit yet: they arrive as the provider sends them.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Events received" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {events.map((event) => (
            <li key={event.id}>
              <strong>{event.title.replace(/^Webhook: /, '')}</strong>{' '}
              <Box component="span" sx={{ color: '#4a4f6a' }}>
                {outcomeWords[event.outcome] ?? event.outcome}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
