// The order's arithmetic, visible (the issue's decision on spec §9's "1 adult, total 16"): each
// ticket line as quantity × unit price = amount, the booking fee, and the total they add up to.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { bookingFee, type Order } from './tickets';

interface OrderBreakdownProps {
  order: Order;
  format(amount: number): string;
  /** The visit date, written out; omitted where the date is chosen beside it. */
  visitDate?: string;
}

const rowSx = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 2,
  py: 0.75,
} as const;

export function OrderBreakdown({ order, format, visitDate }: OrderBreakdownProps) {
  return (
    <Box
      component="section"
      aria-labelledby="order-breakdown-title"
      sx={{
        p: 2.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderTop: 3,
        borderTopColor: 'primary.main',
        borderRadius: 1,
      }}
    >
      <Typography id="order-breakdown-title" component="h2" variant="h4" sx={{ mb: 1 }}>
        Your order
      </Typography>
      {visitDate && (
        <Typography sx={{ mb: 1 }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Visit date:{' '}
          </Box>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {visitDate}
          </Box>
        </Typography>
      )}
      {order.lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 0.75 }}>
          No tickets chosen yet.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Order lines" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.lines.map((line) => (
            <Box component="li" key={line.title} sx={rowSx}>
              <Typography>
                {line.title}
                <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {' '}
                  {line.quantity} × {format(line.unitPrice)}
                </Box>
              </Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{format(line.amount)}</Typography>
            </Box>
          ))}
          {order.fee > 0 && (
            <Box component="li" sx={rowSx}>
              <Typography>
                {bookingFee.title}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  (per order)
                </Box>
              </Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{format(order.fee)}</Typography>
            </Box>
          )}
        </Box>
      )}
      <Box
        role="group"
        aria-label="Order total"
        sx={{ ...rowSx, mt: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>{format(order.total)}</Typography>
      </Box>
    </Box>
  );
}
