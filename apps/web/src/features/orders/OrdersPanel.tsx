// The merchant's Orders panel (issue 29): the visitor's payments and payouts across shops, and
// one order's detail with the provider's status, balance, actions and history. A mode of the
// device frame on wide windows, a tab on narrow ones (features/shell/DemoShell.tsx).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { selectOpenOrder, selectOrders } from '../journeys';
import { useAppSelector } from '../../lib/hooks';
import { OrderDetail } from './OrderDetail';
import { OrderList } from './OrderList';

export function OrdersPanel() {
  const orders = useAppSelector(selectOrders);
  const open = useAppSelector(selectOpenOrder);
  return (
    <Paper
      component="section"
      aria-labelledby="orders-title"
      variant="outlined"
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        bgcolor: '#f6f7fb',
        color: '#1b1f3b',
        borderRadius: { xs: 0, lg: 2 },
      }}
    >
      <Box
        sx={{
          px: 2,
          py: 1.5,
          borderBottom: '1px solid #d6dae6',
          bgcolor: '#ffffff',
          position: 'sticky',
          top: 0,
          zIndex: 1,
        }}
      >
        <Typography id="orders-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          Orders
        </Typography>
        <Typography variant="body2" sx={{ color: '#4a4f6a' }}>
          The merchant&apos;s view: what this browser paid, in every shop, as the provider holds it.
        </Typography>
      </Box>
      <Box sx={{ p: 2, maxWidth: 880, mx: 'auto' }}>
        {open ? <OrderDetail order={open} /> : <OrderList orders={orders} />}
      </Box>
    </Paper>
  );
}
