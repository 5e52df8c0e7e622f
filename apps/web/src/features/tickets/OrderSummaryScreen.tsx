// {base}/order-summary (spec §2 "Museart": "order summary pages exist"): the tickets, the visit
// date and the total, a way back to change them, and the payment part below (the hosted payment
// page, composed by the route). An order that cannot be paid (no tickets, no date, a date gone
// by) says what to fix instead.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { layout } from '../../themes/breakpoints';
import { OrderBreakdown } from './OrderBreakdown';
import { canCheckout, formatVisitDate } from './tickets';
import type { TicketOrder } from './use-ticket-order';

interface OrderSummaryScreenProps {
  ticketOrder: TicketOrder;
  format(amount: number): string;
  detailPath: string;
  /** The payment part, shown when the order can be paid. */
  payment: ReactNode;
}

/** Whether the order can be paid: tickets, and a date from today on (spec §5). */
export function isPayable({ quantities, date, today }: TicketOrder): boolean {
  return quantities !== null && canCheckout(quantities, date) && date >= today;
}

export function OrderSummaryScreen(props: OrderSummaryScreenProps) {
  const { ticketOrder, format, detailPath, payment } = props;
  const { order, date } = ticketOrder;
  const canPay = isPayable(ticketOrder);
  return (
    <Box
      component="section"
      aria-labelledby="order-summary-title"
      sx={{ width: '100%', maxWidth: 640, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}
    >
      <Typography id="order-summary-title" variant="h1">
        Order summary
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Check your tickets, then pay on our payment provider’s secure page.
      </Typography>
      <OrderBreakdown order={order} format={format} visitDate={formatVisitDate(date)} />
      <Box sx={{ mt: 1, mb: 3 }}>
        <Link component={RouterLink} to={detailPath}>
          Change tickets or date
        </Link>
      </Box>
      {canPay ? (
        <Box sx={{ display: 'grid' }}>{payment}</Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
          <Typography role="status">
            {ticketOrder.quantities === null
              ? 'Your order has no tickets yet.'
              : 'Your order needs a visit date from today on.'}
          </Typography>
          <Button
            component={RouterLink}
            to={detailPath}
            variant="contained"
            size="large"
            sx={{ width: layout.buttonWidth, maxWidth: '100%' }}
          >
            Choose tickets
          </Button>
        </Box>
      )}
    </Box>
  );
}
