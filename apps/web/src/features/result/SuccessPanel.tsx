// The success panel (spec §2 "Payment result panel"): titled 'Success', continues to the theme's
// action path; its message depends on the type (success, slowSuccess, fastSuccess). The route
// that shows it clears the cart.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '../../components/icons';
import { layout } from '../../themes/breakpoints';
import type { SuccessTexts } from './result-texts';

interface SuccessPanelProps {
  /** The title and the message of the success type (result-texts successTexts). */
  texts: SuccessTexts;
  /** The transaction reference of the payment or payout that led here. */
  reference?: string | null;
  continueTo: string;
  continueLabel: string;
  /** Below the way on: the 'View order' button (issue 29). */
  extra?: ReactNode;
  /**
   * What the provider's risk factors said about the payment, in words ('CVC did not match'),
   * and whether a check failed (issue 35: a CVC mismatch looked like a clean success).
   */
  risks?: { summary: string; hasFailedCheck: boolean } | null;
}

export function SuccessPanel(props: SuccessPanelProps) {
  const { texts, reference, continueTo, continueLabel, extra = null, risks } = props;
  return (
    <Box
      component="section"
      aria-labelledby="success-title"
      sx={{
        width: '100%',
        maxWidth: layout.paymentErrorMaxWidth,
        mx: 'auto',
        px: 2,
        py: 5,
        boxSizing: 'border-box',
        display: 'grid',
        justifyItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'success.main',
          color: '#fff',
        }}
      >
        <CheckIcon sx={{ fontSize: 44 }} />
      </Box>
      <Typography id="success-title" variant="h1" sx={{ fontSize: '1.75rem' }}>
        {texts.title}
      </Typography>
      <Typography role="status">{texts.message}</Typography>
      {risks && (
        <Alert severity={risks.hasFailedCheck ? 'warning' : 'info'} sx={{ textAlign: 'left' }}>
          {risks.hasFailedCheck
            ? 'Authorized, but the provider flagged it: '
            : "The provider's checks: "}
          {risks.summary}.
          {risks.hasFailedCheck && ' A real shop would decide whether to cancel before settling.'}
        </Alert>
      )}
      <OrderWayOn
        reference={reference}
        referenceLabel={texts.referenceLabel}
        continueTo={continueTo}
        continueLabel={continueLabel}
      />
      {extra}
    </Box>
  );
}

interface OrderWayOnProps {
  reference?: string | null;
  /** Names the reference ('Order reference', gambling's 'Transaction reference'). */
  referenceLabel: string;
  continueTo: string;
  continueLabel: string;
}

/** The order's reference (when there is one) and the shop's way on after a placed order. */
export function OrderWayOn({
  reference,
  referenceLabel,
  continueTo,
  continueLabel,
}: OrderWayOnProps) {
  return (
    <>
      {reference && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {referenceLabel}: {reference}
        </Typography>
      )}
      <Button
        component={Link}
        to={continueTo}
        variant="contained"
        size="large"
        sx={{ width: layout.buttonWidth, maxWidth: '100%', mt: 1 }}
      >
        {continueLabel}
      </Button>
    </>
  );
}
