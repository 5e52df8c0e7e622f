// The API tab: the event log as a step-by-step trail, one section per trigger (spec §3 "Api event
// log", §4 "Event log"), each call one line with its details on demand, numbered across the whole
// trail, and a journey's result as a summary card after its last step (issue 35, item 9). New
// steps are announced politely to screen readers.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import type { Trigger } from '../event-log';
import { ResultCard } from './ResultCard';
import { ShownTrail, useShownTrailReader } from './shown-trail';
import { TrailStep } from './TrailStep';
import { firstSteps, triggerRows } from './trail-rows';

/**
 * One trigger's section, drawn again only when the trigger or its first step's number changed:
 * the log keeps unchanged triggers as they were, so a new step redraws one section, not the
 * whole trail (a year on the demo clock is about 2,000 steps; issue 46, item 6).
 */
const TriggerSection = memo(function TriggerSection({
  trigger,
  firstStep,
}: {
  trigger: Trigger;
  firstStep: number;
}) {
  const { rows, result } = useMemo(() => triggerRows(trigger, firstStep), [trigger, firstStep]);
  return (
    <Box component="li" sx={sectionSx}>
      <Typography component="h3" sx={headingSx}>
        {trigger.name}
      </Typography>
      <Box component="ol" sx={rowsSx}>
        {rows.map((row) => (
          <TrailStep key={row.step} row={row} />
        ))}
      </Box>
      {result && <ResultCard event={result} />}
    </Box>
  );
});

// Sections out of view are not laid out or painted (the browser keeps their last size), so a
// new step at the end of a long trail costs the browser one section's layout, not the trail's.
const sectionSx = {
  mb: 1.5,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 64px',
} as const;
const headingSx = {
  fontSize: 13,
  fontWeight: 700,
  color: '#3fb950',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
} as const;
const rowsSx = { listStyle: 'none', m: 0, p: 0 } as const;

export function EventTrail({ triggers }: { triggers: readonly Trigger[] }) {
  const firsts = useMemo(() => firstSteps(triggers), [triggers]);
  const reader = useShownTrailReader(triggers);
  if (triggers.length === 0) {
    return (
      <Box sx={{ p: 2, color: '#8b949e', fontSize: 14 }}>
        <Typography sx={{ fontSize: 14, color: '#c9d1d9', mb: 1 }}>No API calls yet.</Typography>
        Use the shop: every request and response appears here, step by step, as the demo sends it.
      </Box>
    );
  }
  return (
    <ShownTrail.Provider value={reader}>
      <Box
        component="ol"
        aria-live="polite"
        aria-label="API calls"
        sx={{ listStyle: 'none', m: 0, p: 1.5 }}
      >
        {triggers.map((trigger, index) => (
          <TriggerSection key={trigger.id} trigger={trigger} firstStep={firsts[index] ?? 1} />
        ))}
      </Box>
    </ShownTrail.Provider>
  );
}
