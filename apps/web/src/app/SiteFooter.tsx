// The plain footer wired to the environment config and the (lazy) consent manager.
import { PlainFooter } from '../components/PlainFooter';
import { demoName } from '../config/paths';
import { openConsentManager } from '../features/consent/consent-manager';
import { selectEnvironmentConfig } from '../features/environment/environment-slice';
import { useAppSelector } from '../lib/hooks';

export function SiteFooter() {
  const config = useAppSelector(selectEnvironmentConfig);
  return (
    <PlainFooter
      brand={demoName}
      links={config}
      onPrivacyChoices={() => void openConsentManager()}
    />
  );
}
