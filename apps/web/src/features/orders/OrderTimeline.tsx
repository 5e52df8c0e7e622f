// The order's history as the provider's Payment Queries answer gives it (issue 29): every command
// as its requested and submitted (or succeeded, refused, failed) entries, with amounts,
// references, command ids and timestamps, in the provider's order; and by their time the events
// its webhooks delivered that the receiver applied (issue 43: settled, expired, chargedBack, …).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { orderMoney, timelineOf, type AppliedEvent, type OrderView } from '../journeys';
import { eventTimeText } from './order-texts';

type Payment = NonNullable<OrderView['payment']>;

export function OrderTimeline({
  payment,
  events,
}: {
  payment: Payment;
  events: readonly AppliedEvent[];
}) {
  const entries = timelineOf(payment, events);
  return (
    <Box component="section" aria-labelledby="order-timeline-title" sx={{ my: 2 }}>
      <Typography id="order-timeline-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        Timeline (Payment Queries and applied events)
      </Typography>
      <Box
        component="ol"
        aria-label="Payment history"
        sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
      >
        {entries.map((entry) => (
          <Box
            component="li"
            key={entry.key}
            data-stage={entry.stage}
            sx={{
              position: 'relative',
              pl: 2.5,
              pb: 1.5,
              borderLeft: '2px solid #c9cede',
              ml: 0.75,
              '&:last-of-type': { borderLeftColor: 'transparent' },
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                left: -7,
                top: 3,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: entry.stage === 'requested' ? '#ffffff' : stageColour(entry.stage),
                border: `2px solid ${stageColour(entry.stage)}`,
              }}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {entry.title}
              </Box>
              {entry.amount && (
                <Box component="span">{orderMoney(entry.amount.amount, entry.amount.currency)}</Box>
              )}
              {entry.detail && (
                <Box component="span" sx={{ color: '#4a4f6a' }}>
                  {entry.detail}
                </Box>
              )}
            </Box>
            <Box sx={{ fontSize: '0.8rem', color: '#4a4f6a', overflowWrap: 'anywhere' }}>
              <time dateTime={entry.timestamp}>{eventTimeText(entry.timestamp)}</time>
              {entry.reference && <> · reference {entry.reference}</>}
              {entry.commandId && (
                <>
                  {' '}
                  · command{' '}
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {entry.commandId}
                  </Box>
                </>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A webhook's event is marked apart from the commands. */
const stageColour = (stage: string) => (stage === 'event' ? '#7b1fa2' : '#3f51b5');
