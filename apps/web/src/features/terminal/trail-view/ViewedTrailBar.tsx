// The bar above a trail that is not the live one (issue 32): says what it is — a file opened,
// read-only, or the recording of a shared journey — and, for a recording, steps through it
// (Previous, Next) or plays it with the recorded timing (viewed-trail.ts). 'Back to the live
// trail' leaves it; the live trail was kept meanwhile. The bar stays above the trail while it
// scrolls, and says when a replay is over (issue 44).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { pauseBefore, replayLength, type ViewedTrail } from './viewed-trail';

const buttonSx = {
  color: '#e6edf3',
  border: '1px solid #30363d',
  minWidth: 0,
  px: 1,
  '&.Mui-disabled': { color: '#6e7681' },
} as const;

function ReplayControls({
  viewed,
  onMove,
}: {
  viewed: Extract<ViewedTrail, { kind: 'replay' }>;
  onMove(position: number): void;
}) {
  const { triggers, position } = viewed;
  const length = replayLength(triggers);
  const [isPlaying, setPlaying] = useState(false);
  const isAtEnd = position >= length;
  // Playing stops by itself at the end: Play again starts it over.
  const isRunning = isPlaying && !isAtEnd;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setTimeout(() => onMove(position + 1), pauseBefore(triggers, position));
    return () => window.clearTimeout(timer);
  }, [isRunning, position, triggers, onMove]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', mt: 0.75 }}>
      <Button
        size="small"
        sx={buttonSx}
        disabled={position === 0}
        onClick={() => {
          setPlaying(false);
          onMove(position - 1);
        }}
      >
        Previous
      </Button>
      <Button
        size="small"
        sx={buttonSx}
        disabled={isAtEnd}
        onClick={() => {
          setPlaying(false);
          onMove(position + 1);
        }}
      >
        Next
      </Button>
      <Button
        size="small"
        sx={buttonSx}
        onClick={() => {
          if (isRunning) return setPlaying(false);
          // Play from the start once the end is reached.
          if (isAtEnd) onMove(0);
          setPlaying(true);
        }}
      >
        {isRunning ? 'Pause' : isAtEnd ? 'Play again' : 'Play'}
      </Button>
      <Typography component="span" role="status" sx={{ fontSize: 12.5, color: '#c9d1d9' }}>
        {isAtEnd ? `Replay over: all ${length} steps shown` : `Step ${position} of ${length}`}
      </Typography>
    </Box>
  );
}

export function ViewedTrailBar({
  viewed,
  onMove,
  onLeave,
}: {
  viewed: ViewedTrail;
  onMove(position: number): void;
  onLeave(): void;
}) {
  const isReplay = viewed.kind === 'replay';
  return (
    <Box
      role="region"
      aria-label={isReplay ? 'Recording of a shared journey' : 'Trail opened from a file'}
      sx={{
        m: 1.5,
        mb: 0,
        p: 1,
        borderRadius: 1,
        border: '1px solid #d29922',
        bgcolor: '#1c1a12',
        color: '#e6edf3',
        fontSize: 13,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box
          component="span"
          sx={{
            px: 0.75,
            borderRadius: 1,
            bgcolor: '#d29922',
            color: '#0d1117',
            fontSize: 11,
            fontWeight: 700,
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
          }}
        >
          {isReplay ? 'Recording' : 'Read-only'}
        </Box>
        <Typography component="span" sx={{ fontSize: 13, flex: 1, minWidth: 180 }}>
          {isReplay
            ? viewed.position >= replayLength(viewed.triggers)
              ? 'The replay is over: the shared journey, as it was recorded. Nothing was sent again.'
              : 'A shared journey, as it was recorded: nothing here is sent again.'
            : `Opened from ${viewed.name} (${viewed.format}): read-only, nothing here is sent again.`}
        </Typography>
        <Button size="small" sx={buttonSx} onClick={onLeave}>
          Back to the live trail
        </Button>
      </Box>
      {viewed.kind === 'replay' && <ReplayControls viewed={viewed} onMove={onMove} />}
    </Box>
  );
}
