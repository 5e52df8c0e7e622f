// The column a shop page sits in (account, add card, edit card, add funds, withdraw, the basket,
// payment, checkout and the card check):
// centred, padded and as wide as its content allows, its sections on a grid with one gap.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface PageColumnProps {
  /** The widest the column gets, in px. */
  maxWidth: number;
  /** Between its sections (theme spacing units); the form screens breathe a little more. */
  gap?: number;
  children: ReactNode;
}

export function PageColumn({ maxWidth, gap = 2.5, children }: PageColumnProps) {
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 3 },
        py: 3,
        display: 'grid',
        gap,
        width: '100%',
        maxWidth,
        mx: 'auto',
        boxSizing: 'border-box',
      }}
    >
      {children}
    </Box>
  );
}
