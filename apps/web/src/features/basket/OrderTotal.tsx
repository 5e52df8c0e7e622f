// The order total with its item count (spec §2 registerPayment and checkout: "a total with item
// count"; §9 "Item label singular for one item, plural otherwise"). An amount that is not a cart
// (a top-up) shows its own label and no item count.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { itemCountText } from './basket-rules';

interface OrderTotalProps {
  total: string;
  /** The cart's item count; null for an amount that is not a cart. */
  itemCount: number | null;
  label?: string;
}

export function OrderTotal({ itemCount, total, label = 'Total' }: OrderTotalProps) {
  return (
    <Box
      role="group"
      aria-label={itemCount === null ? label : 'Order total'}
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
        {label}
        {itemCount !== null && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            ({itemCountText(itemCount)})
          </Box>
        )}
      </Typography>
      <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>{total}</Typography>
    </Box>
  );
}
