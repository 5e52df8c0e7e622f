// The demo clock's moves (issue 31) in its dialog: "+1 hour", "+1 day", "+1 month", "Next
// renewal" where the shop bills a plan, "Back to now"; and a live region saying what the last
// move did, why it was refused, or that the merchant's billing job is charging a renewal.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  clockMoveLabels,
  clockMoveRequested,
  selectBillingRunning,
  selectClock,
  type ClockMoveKind,
} from '../journeys';

export function ClockMoves({ hasBilling }: { hasBilling: boolean }) {
  const dispatch = useAppDispatch();
  const clock = useAppSelector(selectClock);
  const isBilling = useAppSelector(selectBillingRunning);
  const moves: ClockMoveKind[] = [
    '1h',
    '1d',
    '1M',
    ...(hasBilling ? ['nextRenewal' as const] : []),
  ];
  const isMoving = clock.status === 'moving';
  // Never disabled while a move is under way: focus stays on the button (Escape still closes),
  // and a click then is ignored by the flow.
  const move = (kind: ClockMoveKind) => {
    if (!isMoving) dispatch(clockMoveRequested({ kind }));
  };
  return (
    <>
      <Box
        role="group"
        aria-label="Move the demo clock"
        aria-busy={isMoving}
        sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {moves.map((kind) => (
          <Button
            key={kind}
            variant="contained"
            size="small"
            onClick={() => move(kind)}
            sx={{ textTransform: 'none' }}
          >
            {clockMoveLabels[kind]}
          </Button>
        ))}
        <Button
          variant="outlined"
          size="small"
          onClick={() => move('backToNow')}
          sx={{ textTransform: 'none' }}
        >
          {clockMoveLabels.backToNow}
        </Button>
      </Box>
      <Typography
        role="status"
        variant="body2"
        sx={{
          mt: 1.5,
          minHeight: '1.5em',
          color: clock.refusal ? '#b3261e' : '#1e6b2f',
          fontWeight: clock.refusal ? 700 : 400,
        }}
      >
        {isMoving ? 'Moving the clock…' : (clock.refusal ?? clock.lastMove ?? '')}
        {isBilling ? " The merchant's billing job is charging a renewal…" : ''}
      </Typography>
    </>
  );
}
