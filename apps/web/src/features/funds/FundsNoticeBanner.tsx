// The shop's message about a withdrawal the bank refused (or that failed) after it had taken the
// money (issue 43): the money is back in the balance. Shown on every screen of a shop with
// payouts until the player closes it; the trail has the event and the return as entries too.
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
