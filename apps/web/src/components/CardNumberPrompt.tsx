// The "disabled card-number field that opens checkout" of spec §2 (registerPayment, and the
// payment result panel's retry prompt): it looks like the card form's first field, but it is a
// link, so it is reachable by keyboard and announced as what it does. Its name is its visible
// text ('Card number Enter your card details'), so what a voice-control user reads out is what
// it answers to.
import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { CardIcon, ChevronRightIcon } from './icons';

interface CardNumberPromptProps {
  to: string;
}

export const cardNumberPromptLabel = 'Card number';

export function CardNumberPrompt({ to }: CardNumberPromptProps) {
  return (
    <Box
      component={Link}
      to={to}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: 56,
        px: 1.75,
        mt: 1,
        border: 1,
        borderColor: 'text.secondary',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.secondary',
        textDecoration: 'none',
        cursor: 'pointer',
        '&:hover': { borderColor: 'text.primary' },
        '&:focus-visible': {
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {/* The floating label of an outlined field. */}
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: -10,
          left: 10,
          px: 0.5,
          fontSize: 12,
          lineHeight: '20px',
          // Half page, half field: the label sits on the border like an outlined field's.
          background: (theme) =>
            `linear-gradient(${theme.palette.background.default} 50%, ${theme.palette.background.paper} 50%)`,
          color: 'text.secondary',
        }}
      >
        {cardNumberPromptLabel}
      </Box>
      <CardIcon fontSize="small" />
      {/* A space between the two texts, so the name reads as two phrases. */}{' '}
      <Box component="span" sx={{ flex: 1, letterSpacing: '0.04em' }}>
        Enter your card details
      </Box>
      <ChevronRightIcon fontSize="small" />
    </Box>
  );
}
