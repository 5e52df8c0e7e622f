// {base}/registerPayment (spec §2): the 'Payment' heading, the total with the item count, and the
// card-number field that opens the card form at {base}/checkout, and the express wallets when
// express payment is allowed (supplied by the express feature through the route).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CardNumberPrompt } from '../../components/CardNumberPrompt';
import { OrderTotal } from './OrderTotal';
import { PageColumn } from '../../components/PageColumn';

interface RegisterPaymentScreenProps {
  itemCount: number;
  total: string;
  checkoutPath: string;
  /** The express wallets' section, or nothing when express payment is not offered. */
  express?: ReactNode;
}

export function RegisterPaymentScreen({
  itemCount,
  total,
  checkoutPath,
  express,
}: RegisterPaymentScreenProps) {
  return (
    <PageColumn maxWidth={375 + 48} gap={3}>
      <Typography variant="h1">Payment</Typography>
      <OrderTotal itemCount={itemCount} total={total} />
      <Box component="section" aria-labelledby="pay-by-card" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="pay-by-card" component="h2" variant="h4">
          Pay by card
        </Typography>
        <CardNumberPrompt to={checkoutPath} />
      </Box>
      {express}
    </PageColumn>
  );
}
