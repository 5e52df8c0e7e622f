// The payment part of a hosted-payment-page shop's order (spec §4 "Hosted payment", §7): the
// button that creates the page, the page itself in its frame once created, and — when the page
// could not be created or its library could not be loaded — what went wrong and a way to try
// again (the order is kept). Leaving the screen closes the page: an order changed meanwhile must
// not be paid at its old amount.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { layout } from '../../themes/breakpoints';
import type { HppStyles } from '../../themes/theme-types';
import {
  hostedPageLeft,
  selectHostedPageStep,
  selectPaymentStatus,
  type HostedPageProblem,
} from '../journeys';
import { HostedPaymentFrame } from './HostedPaymentFrame';

interface HostedPaymentPanelProps {
  /** Starts the payment (the route dispatches the journey's start event, hostedPaymentRequested). */
  onPay: () => void;
  /** The order can be paid (spec §5: tickets chosen, a date set). */
  canPay: boolean;
  styles: HppStyles;
  /** The button that creates the page, e.g. 'Continue to payment'. */
  payLabel: string;
}

/** ours: spec §8 says the wording for a page that could not be shown is not given. */
export const unavailableTexts: Record<HostedPageProblem, { title: string; text: string }> = {
  initialisation: {
    title: 'The payment page could not be opened',
    text: 'We could not prepare your secure payment page. Nothing has been charged and your tickets are kept: please try again.',
  },
  library: {
    title: 'The secure payment form could not be loaded',
    text: 'The payment provider’s form did not load (a blocked script or a lost connection). Nothing has been charged and your tickets are kept: please try again.',
  },
};

/** Runs `leave` when the component goes away for good (not on React's development re-mount). */
function useOnLeave(leave: () => void) {
  const latest = useRef(leave);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = leave;
  });
  useEffect(() => {
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
    return () => {
      pending.current = setTimeout(() => latest.current(), 0);
    };
  }, []);
}

export function HostedPaymentPanel({ onPay, canPay, styles, payLabel }: HostedPaymentPanelProps) {
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectHostedPageStep);
  const paymentStatus = useAppSelector(selectPaymentStatus);
  const alert = useRef<HTMLDivElement>(null);
  useOnLeave(() => dispatch(hostedPageLeft()));
  useEffect(() => {
    // The button the shopper pressed is gone: the message takes the focus.
    if (step.name === 'unavailable') alert.current?.focus();
  }, [step.name]);

  switch (step.name) {
    case 'idle':
      return (
        <Button
          variant="contained"
          size="large"
          onClick={onPay}
          disabled={!canPay || paymentStatus === 'processing'}
          sx={{ width: layout.buttonWidth, maxWidth: '100%', alignSelf: 'center' }}
        >
          {payLabel}
        </Button>
      );
    case 'initialising':
    case 'answered':
      return (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 2 }}
        >
          <CircularProgress size={22} aria-hidden="true" />
          <Typography>
            {step.name === 'initialising'
              ? 'Preparing your secure payment page…'
              : 'Confirming your order…'}
          </Typography>
        </Box>
      );
    case 'open':
      return (
        <Box component="section" aria-labelledby="hosted-payment-title">
          <Typography id="hosted-payment-title" component="h2" variant="h3" sx={{ mb: 0.5 }}>
            Payment
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Card details are entered on the payment provider’s secure page below: they never reach
            this site.
          </Typography>
          {step.setup === null && (
            <Typography role="status" variant="body2" sx={{ mb: 1 }}>
              Loading the secure payment form…
            </Typography>
          )}
          <HostedPaymentFrame url={step.url} libraryUrl={step.libraryUrl} styles={styles} />
        </Box>
      );
    case 'unavailable': {
      const texts = unavailableTexts[step.problem];
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert ref={alert} tabIndex={-1} severity="error">
            <AlertTitle>{texts.title}</AlertTitle>
            {texts.text}
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              Details: {step.message}
            </Typography>
          </Alert>
          <Button
            variant="contained"
            size="large"
            onClick={onPay}
            disabled={!canPay}
            sx={{ width: layout.buttonWidth, maxWidth: '100%', justifySelf: 'center' }}
          >
            Try again
          </Button>
        </Box>
      );
    }
    default: {
      const unknown: never = step;
      return unknown;
    }
  }
}
