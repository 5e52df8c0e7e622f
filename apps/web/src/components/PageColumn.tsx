// The column an account-style page sits in (account, add card, edit card, add funds, withdraw):
// centred, padded and as wide as its content allows, its sections on a grid with one gap.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface PageColumnProps {
  /** The widest the column gets, in px. */
  maxWidth: number;
  children: ReactNode;
}

export function PageColumn({ maxWidth, children }: PageColumnProps) {
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 3 },
        py: 3,
        display: 'grid',
        gap: 2.5,
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
