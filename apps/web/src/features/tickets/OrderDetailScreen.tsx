// {base}/order-detail (spec §2 "Museart", §4 "Ticket page", §5 "Tickets"): adult and child
// tickets with their counts, the visit date and the order's arithmetic beside them; 'Checkout'
// leads to the order summary and is disabled while no ticket is chosen or the date is empty.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { layout } from '../../themes/breakpoints';
import { OrderBreakdown } from './OrderBreakdown';
import { TicketQuantity } from './TicketQuantity';
import { canCheckout, stepQuantity, tickets } from './tickets';
import { useTicketChoice, useTicketOrder, useTicketOrderDefaults } from './use-ticket-order';
import { VisitDateField } from './VisitDateField';

interface OrderDetailScreenProps {
  format(amount: number): string;
  summaryPath: string;
}

export function OrderDetailScreen({ format, summaryPath }: OrderDetailScreenProps) {
  const ticketOrder = useTicketOrderDefaults(useTicketOrder());
  const { choose, pickDate } = useTicketChoice();
  const { date, order, today } = ticketOrder;
  const quantities = ticketOrder.quantities ?? { adult: 0, child: 0 };
  const isReady = canCheckout(quantities, date);

  return (
    <Box
      component="section"
      aria-labelledby="order-detail-title"
      sx={{ width: '100%', maxWidth: 1040, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}
    >
      <Typography
        sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: '0.12em', fontSize: 13 }}
      >
        ADMISSION · OPEN DAILY 10:00–18:00
      </Typography>
      <Typography id="order-detail-title" variant="h1" sx={{ mt: 0.5 }}>
        Choose your tickets
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560 }}>
        Your ticket covers the permanent collection and this season’s exhibitions on the day you
        choose.
      </Typography>
      <Box
        sx={{
          mt: 3,
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(260px, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Box
            component="ul"
            aria-label="Tickets"
            sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
          >
            {tickets.map((ticket) => (
              <TicketQuantity
                key={ticket.type}
                ticket={ticket}
                quantity={quantities[ticket.type]}
                price={format(ticket.price)}
                onStep={(step) => {
                  const next = stepQuantity(quantities[ticket.type], step);
                  if (next !== null) choose({ ...quantities, [ticket.type]: next });
                }}
              />
            ))}
          </Box>
          <Box sx={{ pt: 3 }}>
            <VisitDateField value={date} min={today} onChange={(value) => pickDate(value, today)} />
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OrderBreakdown order={order} format={format} />
          <Button
            component={Link}
            to={summaryPath}
            variant="contained"
            size="large"
            disabled={!isReady}
            sx={{
              width: { xs: '100%', md: '100%' },
              maxWidth: { xs: layout.buttonWidth, md: 'none' },
              justifySelf: 'center',
            }}
          >
            Checkout
          </Button>
          {!isReady && (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {date === '' ? 'Choose a visit date to continue.' : 'Choose at least one ticket.'}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
