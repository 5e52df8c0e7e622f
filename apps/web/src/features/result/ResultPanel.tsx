// The payment result panel (spec §2 "Payment result panel"): the error, declined and card-error
// variants with a title, message and icon, then the way to try again — the card-number style
// prompt back to the card form, or a button (gambling; card error: back to the account) — and,
// when express options are enabled, an 'Or' divider with the express buttons. Museart shows only
// a continue button: no headline, no prompt, no express options.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardNumberPrompt } from '../../components/CardNumberPrompt';
import { CardOffIcon, DeclinedIcon, ErrorIcon } from '../../components/icons';
import { layout } from '../../themes/breakpoints';
import type { ResultTexts, ResultVariant } from './result-texts';

/** How the shopper tries again (the route table's retry rule, resolved to a path). */
export type RetryAction =
  | { kind: 'cardPrompt'; to: string }
  | { kind: 'button'; label: string; to: string; withHeadline: boolean }
  | { kind: 'continueOnly'; label: string; to: string };

interface ResultPanelProps {
  variant: ResultVariant;
  texts: ResultTexts;
  /** What the flow recorded (e.g. '3DS: authenticationFailed'), for the developer watching. */
  reason?: string | null;
  retry: RetryAction;
  /** Express options are enabled for this theme and settings (selectIsExpressPaymentOffered). */
  isExpressOffered: boolean;
  /**
   * The express wallet buttons (PayPal and Apple Pay), supplied by the express feature; without
   * them (none in the shop, or nothing in the basket to pay) neither the divider nor a button
   * shows.
   */
  expressOptions?: ReactNode;
}

const icons = { declined: DeclinedIcon, error: ErrorIcon, cardError: CardOffIcon };

export function ResultPanel({
  variant,
  texts,
  reason,
  retry,
  isExpressOffered,
  expressOptions,
}: ResultPanelProps) {
  const Icon = icons[variant];
  const showsExpress =
    retry.kind !== 'continueOnly' &&
    isExpressOffered &&
    expressOptions !== undefined &&
    expressOptions !== null;
  return (
    <Box
      component="section"
      aria-labelledby="result-title"
      sx={{
        width: '100%',
        maxWidth: layout.paymentErrorMaxWidth,
        mx: 'auto',
        px: 2,
        py: 4,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}>
        <Icon sx={{ fontSize: 56, color: variant === 'error' ? 'error.main' : 'text.secondary' }} />
        <Typography id="result-title" variant="h1" sx={{ fontSize: '1.75rem' }}>
          {texts.title}
        </Typography>
        <Typography role="alert">{texts.message}</Typography>
        {reason && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Details: {reason}
          </Typography>
        )}
      </Box>
      <Divider sx={{ my: 1 }} />
      <RetryArea retry={retry} headline={texts.retryHeadline} />
      {showsExpress && (
        <>
          <Divider>Or</Divider>
          {expressOptions}
        </>
      )}
    </Box>
  );
}

const buttonSx = {
  // Spec §2 words the buttons in lower case ('my account', 'add card'); shown as titles.
  textTransform: 'capitalize',
  alignSelf: 'center',
  width: layout.buttonWidth,
  maxWidth: '100%',
} as const;

function RetryArea({ retry, headline }: { retry: RetryAction; headline: string }) {
  switch (retry.kind) {
    case 'cardPrompt':
      return (
        <Box component="section" aria-labelledby="result-retry" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="result-retry" component="h2" variant="h4">
            {headline}
          </Typography>
          <CardNumberPrompt to={retry.to} />
        </Box>
      );
    case 'button': {
      const button = (
        <Button component={Link} to={retry.to} variant="contained" size="large" sx={buttonSx}>
          {retry.label}
        </Button>
      );
      if (!retry.withHeadline) return button;
      return (
        <Box component="section" aria-labelledby="result-retry" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="result-retry" component="h2" variant="h4" sx={{ textAlign: 'center' }}>
            {headline}
          </Typography>
          {button}
        </Box>
      );
    }
    case 'continueOnly':
      return (
        <Button component={Link} to={retry.to} variant="contained" size="large" sx={buttonSx}>
          {retry.label}
        </Button>
      );
    default: {
      const unknown: never = retry;
      return unknown;
    }
  }
}
