// The plain footer wired to the environment config and the (lazy) consent manager.
import { PlainFooter } from '../components/PlainFooter';
import { demoName } from '../config/paths';
import { openConsentManager } from '../features/consent/consent-manager';
import { useEnvironmentView } from './app-store-source';

export function SiteFooter() {
  const { config } = useEnvironmentView({ fetch: true });
  return (
    <PlainFooter
      brand={demoName}
      links={config}
      onPrivacyChoices={() => void openConsentManager()}
    />
  );
}
