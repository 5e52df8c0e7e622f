// The list of the visitor's orders, newest first (issue 29): payments and payouts of every shop,
// each opening its detail. Only what the browser keeps; the provider is read when one opens.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { orderMoney, orderOpened, type StoredOrder } from '../journeys';
import { useAppDispatch } from '../../lib/hooks';
import { shopTitle, placedAtText } from './order-texts';

export function OrderList({ orders }: { orders: readonly StoredOrder[] }) {
  const dispatch = useAppDispatch();
  if (orders.length === 0) {
    return (
      <Typography>
        No orders yet. Pay in any shop: every payment and payout made in this browser is listed
        here, and the provider&apos;s follow-up actions are one click away.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Your orders" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {orders.map((order) => (
        <Box component="li" key={order.transactionReference} sx={{ mb: 1 }}>
          <ButtonBase
            onClick={() => dispatch(orderOpened({ reference: order.transactionReference }))}
            aria-label={`${shopTitle(order.shop)} ${order.kind === 'payout' ? 'payout' : 'order'} ${orderMoney(order.amount, order.currency)}, ${order.methodLabel}, ${order.transactionReference}`}
            sx={{
              width: '100%',
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              gap: 0.5,
              textAlign: 'left',
              p: 1.5,
              borderRadius: 1,
              border: '1px solid #d6dae6',
              bgcolor: '#ffffff',
              '&:hover, &.Mui-focusVisible': { borderColor: '#3f51b5', bgcolor: '#f0f2fb' },
            }}
          >
            <Box component="span" sx={{ fontWeight: 700 }}>
              {shopTitle(order.shop)}
              {order.kind === 'payout' ? ' · payout (read-only)' : ''}
            </Box>
            <Box component="span" sx={{ fontWeight: 700, justifySelf: 'end' }}>
              {orderMoney(order.amount, order.currency)}
            </Box>
            <Box component="span" sx={{ fontSize: '0.875rem', color: '#4a4f6a' }}>
              {order.methodLabel} · {placedAtText(order.placedAt)}
            </Box>
            <Box
              component="span"
              sx={{
                fontSize: '0.75rem',
                color: '#4a4f6a',
                fontFamily: 'monospace',
                gridColumn: '1 / -1',
                overflowWrap: 'anywhere',
              }}
            >
              {order.transactionReference}
            </Box>
          </ButtonBase>
        </Box>
      ))}
    </Box>
  );
}
