// {base}/processing (spec §2): the spinner with 'Processing payment' or 'Adding card', the
// provider call in flight (the terminal's latest step, so a shopper on a narrow screen — where
// the terminal is a tab — sees the journey move), the hidden device-data frame and, when the
// bank asks for it, the challenge frame. A payment the provider reported pending shows what that
// means and the way on instead (`details`).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

interface ProcessingScreenProps {
  text: string;
  /** e.g. '3DS authentication' — the latest step the terminal shows. */
  latestStep: string | null;
  /** The challenge frame while the bank checks the shopper. */
  challenge: ReactNode;
  /** Frames that do not show (device data collection). */
  hiddenFrames: ReactNode;
  /** What the shopper should know while nothing more happens here (a pending payment). */
  details?: ReactNode;
}

export function ProcessingScreen({
  text,
  latestStep,
  challenge,
  hiddenFrames,
  details,
}: ProcessingScreenProps) {
  const isChallenged = Boolean(challenge);
  return (
    <Box
      sx={{
        position: 'relative',
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: isChallenged ? 'flex-start' : 'center',
        gap: 2,
        px: 2,
        py: isChallenged ? 2 : 6,
        textAlign: 'center',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: isChallenged ? 'row' : 'column',
          alignItems: 'center',
          gap: isChallenged ? 1.5 : 3,
        }}
      >
        <Spinner size={isChallenged ? 32 : 72} />
        <Typography variant={isChallenged ? 'h4' : 'h2'} component="h1" aria-live="polite">
          {text}
        </Typography>
      </Box>
      {isChallenged && (
        <Typography color="text.secondary" sx={{ maxWidth: 390 }}>
          Your bank wants to check it&apos;s you. Complete the check below to continue.
        </Typography>
      )}
      {details}
      {challenge}
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ minHeight: '1.5em', fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
      >
        {latestStep ? `Latest step: ${latestStep}` : ''}
      </Typography>
      {hiddenFrames}
    </Box>
  );
}
