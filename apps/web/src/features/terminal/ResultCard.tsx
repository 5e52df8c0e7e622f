// A journey's result as a summary card after its last step (issue 35, item 9): what happened in
// plain words and its key fields (journeys/journey-result.ts records it).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ApiEvent } from '../event-log';
import { icons } from './TrailStep';

export function ResultCard({ event }: { event: ApiEvent }) {
  const titleId = useId();
  const { Icon, colour } = icons[event.icon ?? 'info'];
  const fields =
    event.body !== null && typeof event.body === 'object' && !Array.isArray(event.body)
      ? Object.entries(event.body)
      : [];
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        mt: 1,
        p: 1.25,
        border: `1px solid ${colour}`,
        borderRadius: 1,
        bgcolor: '#161b22',
        color: '#c9d1d9',
      }}
    >
      <Typography
        id={titleId}
        component="h4"
        sx={{ display: 'flex', gap: 0.75, alignItems: 'center', fontSize: 14, fontWeight: 700 }}
      >
        <Icon sx={{ color: colour, fontSize: 18 }} aria-hidden="true" />
        <span style={{ color: '#e6edf3' }}>Result: {event.title}</span>
      </Typography>
      <Typography sx={{ fontSize: 13, mt: 0.5, overflowWrap: 'anywhere' }}>
        {event.plainText}
      </Typography>
      {fields.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.25,
            m: 0,
            mt: 0.75,
            fontSize: 12.5,
            '& dt': { color: '#8b949e' },
            '& dd': {
              m: 0,
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
              overflowWrap: 'anywhere',
              minWidth: 0,
            },
          }}
        >
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
