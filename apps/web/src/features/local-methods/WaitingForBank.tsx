// 'Waiting for your bank' (issue 45): a local method's payment that ended pending (a SEPA Direct
// Debit after its mandate, a payment the bank has not answered yet). Honest about what it waits
// for: the provider's events, which arrive on the event stream and move it on (settled, or
// returned by the bank). SEPA's scheme takes days: the demo clock moves them on from here.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  clockMoveRequested,
  finalWaitingEvents,
  localMethodLabel,
  selectClock,
  type ApmWaiting,
} from '../journeys';
import { LocalMethodLogo } from './LocalMethodLogo';

/** What the last event means for the shopper. */
function stateOf(lastEvent: string): { title: string; text: string; isOver: boolean } {
  switch (lastEvent) {
    case 'settled':
      return {
        title: 'Your bank has paid',
        text: 'The provider says the payment is settled. Your order is on its way.',
        isOver: true,
      };
    case 'refused':
    case 'error':
      return {
        title: 'Your bank did not pay',
        text: 'The provider says the bank returned the payment. Nothing was taken; you can pay another way.',
        isOver: true,
      };
    case 'cancelled':
    case 'expired':
      return {
        title: 'The payment was not made',
        text: `The provider says the payment is ${lastEvent}. Nothing was taken.`,
        isOver: true,
      };
    default:
      return {
        title: 'Waiting for your bank',
        text: 'Your bank has the payment request. The shop is told as soon as it pays — there is no need to pay again.',
        isOver: false,
      };
  }
}

export function WaitingForBank({ waiting, wayOn }: { waiting: ApmWaiting; wayOn: ReactNode }) {
  const dispatch = useAppDispatch();
  const clock = useAppSelector(selectClock);
  const { title, text, isOver } = stateOf(waiting.lastEvent);
  const isFinal = finalWaitingEvents.includes(waiting.lastEvent);
  const isMoving = clock.status === 'moving';
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 6,
        textAlign: 'center',
      }}
    >
      <LocalMethodLogo method={waiting.method} />
      <Typography variant="h2" component="h1" aria-live="polite">
        {title}
      </Typography>
      <Typography sx={{ maxWidth: 420 }}>{text}</Typography>
      <Typography role="status" variant="body2" color="text.secondary">
        {localMethodLabel(waiting.method)} · {waiting.transactionReference} · last event from the
        provider: {waiting.lastEvent}
      </Typography>
      {!isOver && !isFinal && (
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
            {waiting.method === 'sepa'
              ? 'A SEPA Direct Debit is settled after the scheme’s four days. Move the demo clock on to get there.'
              : 'Move the demo clock on to see what the bank does.'}
          </Typography>
          <Button
            variant="contained"
            aria-busy={isMoving}
            onClick={() => {
              if (!isMoving) dispatch(clockMoveRequested({ kind: '1d' }));
            }}
          >
            Demo clock: +1 day
          </Button>
        </Box>
      )}
      {wayOn}
    </Box>
  );
}
