// "Demo clock" in the demo shell (issue 31): the visitor's demo date and time, and the moves
// ("+1 hour", "+1 day", "+1 month", "Next renewal" where the shop bills a plan, "Back to now"). A button
// names the time and opens the controls beside it; a refusal or a move is said in a live region.
// With a real provider there is no clock, and nothing is shown.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { clockLoadRequested, demoNowMs, selectClock, selectSubscription } from '../journeys';
import { ClockMoves } from './ClockMoves';

const formatDemoTime = (ms: number) =>
  new Date(ms).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });

/** Re-renders every 20 s, so the minutes shown keep running. */
function useTicking(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 20_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function DemoClock({ hasBilling }: { hasBilling: boolean }) {
  const dispatch = useAppDispatch();
  const clock = useAppSelector(selectClock);
  const subscription = useAppSelector(selectSubscription);
  const browserNow = useTicking();
  // The button the controls open beside, while they are open.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  const id = useId();
  const environment = useAppSelector((state) => state.siteConfig.environment);
  // Read when shown and whenever the environment changes (a real provider has no clock).
  useEffect(() => {
    dispatch(clockLoadRequested());
  }, [environment, dispatch]);
  if (clock.status === 'unavailable') return null;

  const demoTime = formatDemoTime(demoNowMs(clock, browserNow));
  const isAhead = clock.offsetMs > 0;

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-panel` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          textTransform: 'none',
          color: '#1b1f3b',
          borderColor: '#8a90ad',
          bgcolor: '#ffffff',
          whiteSpace: 'nowrap',
        }}
      >
        Demo clock
        <Box component="span" sx={{ ml: 1, fontWeight: 700 }}>
          {clock.now ? demoTime : '…'}
        </Box>
      </Button>
      <Popover
        open={isOpen}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: {
            id: `${id}-panel`,
            role: 'dialog',
            'aria-labelledby': `${id}-title`,
            sx: { p: 2, width: 'min(360px, calc(100vw - 24px))', color: '#1b1f3b' },
          },
        }}
      >
        <Typography id={`${id}-title`} component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          Demo clock
        </Typography>
        <Typography sx={{ mt: 0.5, fontSize: '1.05rem' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {clock.now ? `${demoTime} UTC` : 'Reading the clock…'}
          </Box>
          {isAhead && (
            <Box component="span" sx={{ display: 'block', fontSize: '0.85rem', color: '#4a4f6a' }}>
              {formatAhead(clock.offsetMs)} ahead of real time
            </Box>
          )}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, color: '#3a3f5c' }}>
          Your own clock at the sandbox: moving it settles, refunds and expires your payments,
          resolves your payouts, retries your webhooks and runs the merchant&apos;s billing job.
          Nobody else&apos;s.
          {hasBilling && subscription?.nextAttemptAt
            ? ` Next renewal: ${formatDemoTime(Date.parse(subscription.nextAttemptAt))} UTC.`
            : ''}
        </Typography>
        <ClockMoves hasBilling={hasBilling} />
      </Popover>
    </>
  );
}

function formatAhead(ms: number): string {
  const days = Math.floor(ms / 86_400_000);
  const hours = Math.floor((ms % 86_400_000) / 3_600_000);
  if (days === 0) return `${hours} h`;
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
}
