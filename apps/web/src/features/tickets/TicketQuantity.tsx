// One ticket type on the order page (spec §3 "Museart tickets": text, price label, numeric price;
// §5: 0 to 9, minus disabled at 0, plus at 9). The count is announced when it changes; a button
// that becomes disabled under the keyboard hands the focus to its partner.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { stepQuantity, ticketLimits, type Ticket } from './tickets';

interface TicketQuantityProps {
  ticket: Ticket;
  quantity: number;
  price: string;
  onStep(step: 1 | -1): void;
}

const stepButtonSx = {
  width: 44,
  height: 44,
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 1,
  color: 'primary.main',
  fontSize: '1.5rem',
  lineHeight: 1,
  '&.Mui-disabled': { borderColor: 'divider' },
} as const;

export function TicketQuantity({ ticket, quantity, price, onStep }: TicketQuantityProps) {
  const titleId = `ticket-${ticket.type}-title`;
  const name = ticket.type;
  const fewer = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const step = (by: 1 | -1) => {
    const next = stepQuantity(quantity, by);
    if (next === null) return;
    onStep(by);
    // At a limit the pressed button is disabled and would drop the focus to the page.
    if (stepQuantity(next, by) === null) (by === 1 ? fewer : more).current?.focus();
  };
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: 2,
        alignItems: 'center',
        py: 2.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} component="h2" variant="h4">
          {ticket.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {ticket.text}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 700 }}>
          {price}{' '}
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {ticket.priceLabel}
          </Box>
        </Typography>
      </Box>
      <Box
        role="group"
        aria-label={`${ticket.title} tickets`}
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <IconButton
          ref={fewer}
          aria-label={`One ${name} ticket fewer`}
          onClick={() => step(-1)}
          disabled={quantity <= ticketLimits.min}
          sx={stepButtonSx}
        >
          <span aria-hidden="true">−</span>
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          aria-label={`${quantity} ${name} ${quantity === 1 ? 'ticket' : 'tickets'}`}
          sx={{ minWidth: 28, textAlign: 'center', fontSize: '1.35rem', fontWeight: 700 }}
        >
          {quantity}
        </Typography>
        <IconButton
          ref={more}
          aria-label={`One ${name} ticket more`}
          onClick={() => step(1)}
          disabled={quantity >= ticketLimits.max}
          sx={stepButtonSx}
        >
          <span aria-hidden="true">+</span>
        </IconButton>
      </Box>
    </Box>
  );
}
