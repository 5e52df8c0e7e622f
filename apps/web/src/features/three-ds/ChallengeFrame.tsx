// The 3DS challenge frame (spec §4 "3DS frames"; provider-api.md §3.2): posts `JWT` into an
// iframe of the requested window size on the issuer's challenge page and fades it in once that
// page has loaded (spec §9's medium animation). The page returns to our /challenge-return.html
// inside the same frame, which posts 'Challenge received' to us: accepted only from our own
// origin and from this frame. The shopper's next step is in the frame, so focus moves into it
// when it loads: Chromium blocks a cross-origin page's own autofocus, but a frame that holds the
// focus may place it (the issuer's page then focuses its passcode field).
import Box from '@mui/material/Box';
import { useEffect, useId, useRef, useState } from 'react';
import { animationMs } from '../../themes/breakpoints';
import { readChallengeReturnMessage } from './frame-messages';
import type { ChallengeData } from '../journeys';

interface ChallengeFrameProps {
  challenge: ChallengeData;
  appOrigin: string;
  onReceived(transactionId?: string): void;
}

/** '390x400' → width 390, height 400; anything else gets the provider's default window. */
export function challengeWindow(windowSize: string): { width: number; height: number } {
  const match = /^(\d{2,4})x(\d{2,4})$/.exec(windowSize);
  return match
    ? { width: Number(match[1]), height: Number(match[2]) }
    : { width: 390, height: 400 };
}

export const challengeFrameTitle = '3-D Secure check by your bank';

export function ChallengeFrame({ challenge, appOrigin, onReceived }: ChallengeFrameProps) {
  const name = `sjd-challenge-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const frame = useRef<HTMLIFrameElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const isPosted = useRef(false);
  const [isLoaded, setIsLoaded] = useState(false);
  const report = useRef(onReceived);
  useEffect(() => {
    report.current = onReceived;
  });
  const { width, height } = challengeWindow(challenge.windowSize);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = readChallengeReturnMessage(event, appOrigin);
      if (message) report.current(message.transactionId);
    };
    window.addEventListener('message', listener);
    isPosted.current = true;
    form.current?.submit();
    return () => window.removeEventListener('message', listener);
  }, [challenge.url, challenge.jwt, appOrigin]);

  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: width,
        height,
        mx: 'auto',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: '#ffffff',
        boxShadow: 3,
        opacity: isLoaded ? 1 : 0,
        transition: `opacity ${animationMs.medium}ms ease-in`,
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <iframe
        ref={frame}
        name={name}
        title={challengeFrameTitle}
        // The blank document the frame starts with also fires load: only the posted page counts.
        onLoad={() => {
          if (!isPosted.current) return;
          setIsLoaded(true);
          if (frame.current && document.activeElement !== frame.current) frame.current.focus();
        }}
        style={{ display: 'block', width: '100%', height: '100%', border: 0 }}
      />
      <form ref={form} method="POST" action={challenge.url} target={name} hidden>
        <input type="hidden" name="JWT" value={challenge.jwt} />
      </form>
    </Box>
  );
}
