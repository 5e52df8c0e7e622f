// The shopper at the provider (issue 45), on the shop's processing screen inside the device
// frame: the provider's page framed (iDEAL's banks, BLIK's code, SEPA's mandate, …) or Pix's and
// Swish's QR code with 'Simulate the app', which opens the sandbox's banking app beside the shop.
// The site's return page (apm-return.html), framed here once the provider sends the shopper
// back, posts `sjd:apm-return` to this window: only a message from this site's own origin is
// taken. 'Cancel and go back' leaves: nothing is paid and the basket is kept.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { localMethodLabel, type ApmStep } from '../journeys';
import { LocalMethodLogo } from './LocalMethodLogo';

type AtProvider = Extract<ApmStep, { name: 'atProvider' }>;

export interface ApmReturnMessage {
  kind: string;
  ref: string;
  error: string | null;
}

/** The return page's message, or null for any other message (another origin, another shape). */
export function readApmReturn(event: MessageEvent, origin: string): ApmReturnMessage | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, kind, ref, error } = data as Record<string, unknown>;
  if (type !== 'sjd:apm-return' || typeof kind !== 'string' || typeof ref !== 'string') {
    return null;
  }
  return { kind, ref, error: typeof error === 'string' && error !== '' ? error : null };
}

interface LocalMethodScreenProps {
  step: AtProvider;
  onReturned(message: ApmReturnMessage): void;
  onLeave(): void;
}

export function LocalMethodScreen({ step, onReturned, onLeave }: LocalMethodScreenProps) {
  const label = localMethodLabel(step.method);
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = readApmReturn(event, window.location.origin);
      if (message) onReturned(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [onReturned]);

  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 2,
        width: '100%',
        boxSizing: 'border-box',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LocalMethodLogo method={step.method} />
        <Typography variant="h4" component="h1">
          Pay with {label}
        </Typography>
      </Box>
      {step.qrCode ? (
        <QrCode step={step} label={label} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ maxWidth: 480, textAlign: 'center' }}>
            {step.flow === 'mandate'
              ? 'Check the mandate and accept it. Your bank is asked for the money afterwards.'
              : `You are on ${label}'s page. When you are done there, you come back to the shop.`}
          </Typography>
          {step.redirectUrl && (
            <Box
              component="iframe"
              title={`${label} payment page`}
              src={step.redirectUrl}
              sx={{
                width: '100%',
                maxWidth: 520,
                height: 'min(640px, 70vh)',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: '#fff',
              }}
            />
          )}
        </>
      )}
      <Button variant="text" onClick={onLeave}>
        Cancel and go back
      </Button>
    </Box>
  );
}

function QrCode({ step, label }: { step: AtProvider; label: string }) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, maxWidth: 420 }}>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        Scan the code with your {label} app, or open the app with the button below. The shop carries
        on once the payment is made.
      </Typography>
      {step.qrCode && (
        <Box
          component="img"
          src={step.qrCode}
          alt={`${label} QR code for this payment`}
          sx={{ width: 220, height: 220, imageRendering: 'pixelated', bgcolor: '#fff', p: 1 }}
        />
      )}
      {step.transactionCode && (
        <Typography
          variant="body2"
          sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', wordBreak: 'break-all' }}
        >
          Code: {step.transactionCode}
        </Typography>
      )}
      {step.appUrl && (
        <Button
          variant="contained"
          href={step.appUrl}
          target="_blank"
          rel="noopener"
          aria-label={`Simulate the app (opens the ${label} app simulation in a new tab)`}
        >
          Simulate the app
        </Button>
      )}
      <Typography role="status" variant="body2" color="text.secondary">
        Waiting for the payment…
      </Typography>
    </Box>
  );
}
