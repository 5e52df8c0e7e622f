// /landing: the use-case chooser (spec §1, §2 "Top level"). A card click loads the store (it
// comes with the shops) and runs the demo choice on it, and `onOpen` opens the shop: the router's
// navigation (app/router.tsx), or before the router exists, loading it (main.tsx). No
// react-router here: the landing renders without it (its bundle budget, bench/bundle-size.ts).
import { LandingPage } from '../../features/landing/LandingPage';
import type { UseCase } from '../../features/landing/use-cases';
import { useAppStoreSource } from '../app-store-source';
import { EnvironmentStatus } from '../EnvironmentStatus';
import { SiteFooter } from '../SiteFooter';

export function LandingRoute({ onOpen }: { onOpen(path: string): void }) {
  const source = useAppStoreSource();
  const choose = ({ theme, integrationType }: UseCase) => {
    source.load().then(
      (runtime) => runtime.chooseDemo({ theme, integrationType }),
      // The shop route loads the same store and shows the failure (/error).
      () => undefined,
    );
  };
  return (
    <LandingPage
      footer={<SiteFooter />}
      status={<EnvironmentStatus />}
      onChoose={choose}
      onOpen={onOpen}
    />
  );
}
