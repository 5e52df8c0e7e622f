// 'View order' on a success screen (issue 29): opens the Orders panel on the order just placed
// (or the payout just made). Shown only for an order this browser keeps.
import Button from '@mui/material/Button';
import { orderOpened, selectHasOrder } from '../journeys';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';

export function ViewOrderButton({ reference }: { reference: string | null }) {
  const dispatch = useAppDispatch();
  const hasOrder = useAppSelector((state) => selectHasOrder(state, reference));
  if (!reference || !hasOrder) return null;
  return (
    <Button
      variant="outlined"
      onClick={() => dispatch(orderOpened({ reference }))}
      sx={{ textTransform: 'none' }}
    >
      View order
    </Button>
  );
}
