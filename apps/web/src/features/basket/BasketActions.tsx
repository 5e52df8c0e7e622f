// The basket's footer buttons, exactly the four cases of spec §2 (see basketFooter).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import type { BasketFooter } from './basket-rules';

interface BasketActionsProps {
  footer: BasketFooter;
  paths: { plp: string; registerPayment: string };
  /** 'Buy Now': to cardCheck with the card (CVC check on), or pay at once (CVC check off). */
  onBuyNow(): void;
}

export function BasketActions({ footer, paths, onBuyNow }: BasketActionsProps) {
  const addNewPaymentType = (
    <Button component={Link} to={paths.registerPayment} variant="outlined" size="large" fullWidth>
      Add New Payment Type
    </Button>
  );
  const buttons = (() => {
    switch (footer) {
      case 'empty':
        return (
          <Button component={Link} to={paths.plp} variant="contained" size="large" fullWidth>
            Start Shopping
          </Button>
        );
      case 'guest':
        return (
          <Button
            component={Link}
            to={paths.registerPayment}
            variant="contained"
            size="large"
            fullWidth
          >
            Checkout
          </Button>
        );
      case 'verifyCvc':
      case 'payDirectly':
        return (
          <>
            <Button variant="contained" size="large" fullWidth onClick={onBuyNow}>
              Buy Now
            </Button>
            {addNewPaymentType}
          </>
        );
      default: {
        const unknown: never = footer;
        return unknown;
      }
    }
  })();
  return (
    <Box
      role="group"
      aria-label="Basket actions"
      sx={{ display: 'grid', gap: 1.5, width: '100%', maxWidth: 375, mx: 'auto' }}
    >
      {buttons}
    </Box>
  );
}
