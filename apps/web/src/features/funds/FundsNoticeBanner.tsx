// The shop's message about money a provider's event moved (issue 43): a withdrawal the bank
// refused (or that failed) after it had taken the money, now back in the balance; a deposit
// charged back or refunded, taken from it. Shown on every screen of a shop with payouts until
// the player closes it; the trail has the event and the movement as entries too.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { fundsNoticeDismissed, fundsNoticeText, selectFundsNotice } from '../journeys';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';

export function FundsNoticeBanner() {
  const dispatch = useAppDispatch();
  const returned = useAppSelector(selectFundsNotice);
  if (!returned) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="funds-notice"
      action={
        <Button color="inherit" size="small" onClick={() => dispatch(fundsNoticeDismissed())}>
          OK
        </Button>
      }
      sx={{ mx: 'auto', my: 2, maxWidth: 720, width: 'calc(100% - 32px)', boxSizing: 'border-box' }}
    >
      {fundsNoticeText(returned)}
    </Alert>
  );
}
