// The account's recurring payment (spec §2 Digital: "a recurring-payment button, explanatory
// copy"; §7 merchant-initiated payment): what a renewal is, the scheme reference it quotes, and
// the button that takes one now. Unavailable (with the reason) without a saved card or reference.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface RecurringPaymentPanelProps {
  brandName: string;
  planTitle: string;
  /** One period's price, formatted. */
  price: string;
  /** The saved card the renewal charges, e.g. 'Visa •••• 1091'. */
  cardLabel: string | null;
  schemeReference: string | null;
  /** Why no renewal can be taken now; null when the button is available. */
  blockedReason: string | null;
  onTakePayment(): void;
}

export function RecurringPaymentPanel(props: RecurringPaymentPanelProps) {
  const { brandName, planTitle, price, cardLabel, schemeReference, blockedReason } = props;
  const reasonId = 'recurring-payment-unavailable';
  return (
    <Box
      component="section"
      aria-labelledby="recurring-payment-title"
      sx={{
        p: 2.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Typography id="recurring-payment-title" component="h2" variant="h4">
        Recurring payment
      </Typography>
      <Typography>
        Every month {brandName} charges your saved card for the {planTitle} plan while you are not
        there: a merchant-initiated payment. Instead of 3-D Secure and a security code, it quotes
        the scheme reference your bank gave when the card was first charged (or checked, for a
        replacement card), so your bank knows the charge belongs to this subscription.
      </Typography>
      {cardLabel && schemeReference && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            fontSize: '0.9rem',
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>Charges</dt>
          <dd>{cardLabel}</dd>
          <dt>Scheme reference</dt>
          <Box component="dd" sx={{ fontFamily: 'monospace' }}>
            {schemeReference}
          </Box>
        </Box>
      )}
      {blockedReason && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {blockedReason}
        </Typography>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={blockedReason !== null}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={props.onTakePayment}
        sx={{ justifySelf: 'start', maxWidth: '100%' }}
      >
        Take recurring payment · {price}
      </Button>
    </Box>
  );
}
