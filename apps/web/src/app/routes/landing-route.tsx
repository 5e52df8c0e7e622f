// /landing: the use-case chooser (spec §1, §2 "Top level").
import { LandingPage } from '../../features/landing/LandingPage';
import { EnvironmentStatus } from '../EnvironmentStatus';
import { SiteFooter } from '../SiteFooter';

export function LandingRoute() {
  return <LandingPage footer={<SiteFooter />} status={<EnvironmentStatus />} />;
}
