// The order total with its item count (spec §2 registerPayment and checkout: "a total with item
// count"; §9 "Item label singular for one item, plural otherwise").
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { itemCountText } from './basket-rules';

export function OrderTotal({ itemCount, total }: { itemCount: number; total: string }) {
  return (
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
  );
}
