// The 'Live' environment made visible (issue 35, item 6): Live used to look exactly like Try.
// A red LIVE badge in the shell's controls and at the top of the terminal; while the Live
// profile still talks to a test environment (no live provider configured: the environment
// config's isTestProvider), it says so, so nobody takes a demo payment for a real one.
import Box from '@mui/material/Box';
import { useAppSelector } from '../../lib/hooks';
import { selectEnvironmentConfig } from '../environment';
import { selectEnvironmentName } from '../site-config';

export const liveSandboxNote =
  'Live settings, still pointing at the provider sandbox: no real money moves.';
export const liveNote = 'Live: requests go to the live provider.';

/** Red on white and white on red: 5.9:1 either way. */
const liveRed = '#c62828';

export function LiveBadge({ place }: { place: 'shell' | 'terminal' }) {
  const environment = useAppSelector(selectEnvironmentName);
  const config = useAppSelector(selectEnvironmentConfig);
  if (environment !== 'live') return null;
  const isTest = config?.environment !== 'live' || config.isTestProvider !== false;
  return (
    <Box
      role="note"
      aria-label={place === 'shell' ? 'Environment' : 'Terminal environment'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        borderRadius: place === 'shell' ? 1 : 0,
        border: `2px solid ${liveRed}`,
        bgcolor: place === 'shell' ? '#ffffff' : '#1f0d0d',
        color: place === 'shell' ? '#1b1f3b' : '#ffdad6',
        fontSize: '0.8rem',
        lineHeight: 1.3,
        flexShrink: 0,
      }}
    >
      <Box
        component="span"
        sx={{ bgcolor: liveRed, color: '#ffffff', fontWeight: 800, px: 0.75, borderRadius: 0.5 }}
      >
        LIVE
      </Box>
      <span>{isTest ? liveSandboxNote : liveNote}</span>
    </Box>
  );
}
