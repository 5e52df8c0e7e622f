// The API tab: the event log as a step-by-step trail, one section per trigger (spec §3 "Api event
// log", §4 "Event log"), each call one line with its details on demand, numbered across the whole
// trail, and a journey's result as a summary card after its last step (issue 35, item 9). New
// steps are announced politely to screen readers.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { Trigger } from '../event-log';
import { ResultCard } from './ResultCard';
import { ShownTrail } from './shown-trail';
import { TrailStep } from './TrailStep';
import { trailRows } from './trail-rows';

export function EventTrail({ triggers }: { triggers: readonly Trigger[] }) {
  const sections = useMemo(() => trailRows(triggers), [triggers]);
  if (triggers.length === 0) {
    return (
      <Box sx={{ p: 2, color: '#8b949e', fontSize: 14 }}>
        <Typography sx={{ fontSize: 14, color: '#c9d1d9', mb: 1 }}>No API calls yet.</Typography>
        Use the shop: every request and response appears here, step by step, as the demo sends it.
      </Box>
    );
  }
  return (
    <ShownTrail.Provider value={triggers}>
      <Box
        component="ol"
        aria-live="polite"
        aria-label="API calls"
        sx={{ listStyle: 'none', m: 0, p: 1.5 }}
      >
        {sections.map(({ trigger, rows, result }) => (
          <Box component="li" key={trigger.id} sx={{ mb: 1.5 }}>
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
              {rows.map((row) => (
                <TrailStep key={row.step} row={row} />
              ))}
            </Box>
            {result && <ResultCard event={result} />}
          </Box>
        ))}
      </Box>
    </ShownTrail.Provider>
  );
}
