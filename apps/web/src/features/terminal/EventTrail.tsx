// The API tab: the event log as a step-by-step trail, one section per trigger (spec §3 "Api event
// log", §4 "Event log"). New steps are announced politely to screen readers.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Trigger } from '../event-log';
import { EventCard } from './EventCard';

export function EventTrail({ triggers }: { triggers: readonly Trigger[] }) {
  if (triggers.length === 0) {
    return (
      <Box sx={{ p: 2, color: '#8b949e', fontSize: 14 }}>
        <Typography sx={{ fontSize: 14, color: '#c9d1d9', mb: 1 }}>No API calls yet.</Typography>
        Use the shop: every request and response appears here, step by step, as the demo sends it.
      </Box>
    );
  }
  return (
    <Box
      component="ol"
      aria-live="polite"
      aria-label="API calls"
      sx={{ listStyle: 'none', m: 0, p: 1.5 }}
    >
      {triggers.map((trigger) => (
        <Box component="li" key={trigger.id} sx={{ mb: 2 }}>
          <Typography
            component="h3"
            sx={{
              fontSize: 13,
              fontWeight: 700,
              color: '#3fb950',
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
            }}
          >
            {trigger.name}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {trigger.events.map((event, index) => (
              <EventCard key={index} event={event} step={index + 1} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
