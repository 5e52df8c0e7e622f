// /error: 'Back to the demo' resets the configuration and goes to /landing (spec §2).
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAppStoreSource } from '../app-store-source';
import { SiteFooter } from '../SiteFooter';
import { ErrorPage } from './ErrorPage';

export function ErrorRoute() {
  const navigate = useNavigate();
  const source = useAppStoreSource();
  return (
    <ErrorPage
      footer={<SiteFooter />}
      onBack={() => {
        // The reset needs the store (it comes with the shops); if that fails to load, the next
        // shop route tries again and reports it.
        source.load().then(
          (runtime) => runtime.backToDemo(),
          () => undefined,
        );
        navigate(paths.landing.path);
      }}
    />
  );
}
