// The shop's message about a withdrawal the bank refused (or that failed) after it had taken the
// money (issue 43): the money is back in the balance. Shown on every screen of a shop with
// payouts until the player closes it; the trail has the event and the return as entries too.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { returnedPayoutDismissed, returnedPayoutText, selectReturnedPayout } from '../journeys';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';

export function ReturnedPayoutNotice() {
  const dispatch = useAppDispatch();
  const returned = useAppSelector(selectReturnedPayout);
  if (!returned) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="returned-payout"
      action={
        <Button color="inherit" size="small" onClick={() => dispatch(returnedPayoutDismissed())}>
          OK
        </Button>
      }
      sx={{ mx: 'auto', my: 2, maxWidth: 720, width: 'calc(100% - 32px)', boxSizing: 'border-box' }}
    >
      {returnedPayoutText(returned)}
    </Alert>
  );
}
