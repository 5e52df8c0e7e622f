// {base}/registerPayment (spec §2): the 'Payment' heading, the total with the item count, and the
// card-number field that opens the card form at {base}/checkout. The express wallet buttons of
// spec §2 belong to the express issue; this screen shows none until that feature exists.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardNumberPrompt } from '../../components/CardNumberPrompt';
import { itemCountText } from './basket-rules';

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
      <Box
        role="group"
        aria-label="Order total"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          p: 2,
          borderRadius: 1,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography>
          Total{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            ({itemCountText(itemCount)})
          </Box>
        </Typography>
        <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>{total}</Typography>
      </Box>
      <Box component="section" aria-labelledby="pay-by-card" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="pay-by-card" component="h2" variant="h4">
          Pay by card
        </Typography>
        <CardNumberPrompt to={checkoutPath} />
      </Box>
    </Box>
  );
}
