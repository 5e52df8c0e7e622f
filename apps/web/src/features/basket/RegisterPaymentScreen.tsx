// {base}/registerPayment (spec §2): the 'Payment' heading, the total with the item count, and the
// card-number field that opens the card form at {base}/checkout. The express wallet buttons of
// spec §2 belong to the express issue; this screen shows none until that feature exists.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardNumberPrompt } from '../../components/CardNumberPrompt';
import { OrderTotal } from './OrderTotal';

interface RegisterPaymentScreenProps {
  itemCount: number;
  total: string;
  checkoutPath: string;
}

export function RegisterPaymentScreen({
  itemCount,
  total,
  checkoutPath,
}: RegisterPaymentScreenProps) {
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 3 },
        py: 3,
        display: 'grid',
        gap: 3,
        width: '100%',
        maxWidth: 375 + 48,
        mx: 'auto',
        boxSizing: 'border-box',
      }}
    >
      <Typography variant="h1">Payment</Typography>
      <OrderTotal itemCount={itemCount} total={total} />
      <Box component="section" aria-labelledby="pay-by-card" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="pay-by-card" component="h2" variant="h4">
          Pay by card
        </Typography>
        <CardNumberPrompt to={checkoutPath} />
      </Box>
    </Box>
  );
}
