// /error: 'Back to the demo' resets the configuration and goes to /landing (spec §2).
import { useNavigate } from 'react-router';
import { configurationReset, paymentJourneyReset } from '../../lib/app-events';
import { useAppDispatch } from '../../lib/hooks';
import { paths } from '../../config/paths';
import { SiteFooter } from '../SiteFooter';
import { ErrorPage } from './ErrorPage';

export function ErrorRoute() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return (
    <ErrorPage
      footer={<SiteFooter />}
      onBack={() => {
        dispatch(paymentJourneyReset());
        dispatch(configurationReset());
        navigate(paths.landing.path);
      }}
    />
  );
}
