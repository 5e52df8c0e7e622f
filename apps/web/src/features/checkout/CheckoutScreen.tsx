// {base}/checkout (spec §2): the payment page — its heading, the total with the item count, and
// the card form (max 375 px wide, spec §9).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { cardFormMaxWidth } from './CardForm';
import { PageColumn } from '../../components/PageColumn';

interface CheckoutScreenProps {
  total: ReactNode;
  /** A line above the card form (what happens to the card of a subscription). */
  note?: ReactNode;
  form: ReactNode;
  /** 'Other ways to pay' (issue 45), under the card form. */
  other?: ReactNode;
}

export function CheckoutScreen({ total, note, form, other }: CheckoutScreenProps) {
  return (
    <PageColumn maxWidth={cardFormMaxWidth + 48} gap={3}>
      <Typography variant="h1">Checkout</Typography>
      {total}
      <Box
        component="section"
        aria-labelledby="checkout-card-title"
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography id="checkout-card-title" component="h2" variant="h4">
          Pay by card
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
        {form}
      </Box>
      {other}
    </PageColumn>
  );
}
