// The generic failure page (spec §2 "Top level"), also shown by the error boundaries.
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../config/paths';
import { DefaultLogo } from '../../themes/logos/DefaultLogo';
import '../../components/plain-page.css';

export function ErrorPage({ onBack, footer }: { onBack(): void; footer?: ReactNode }) {
  return (
    <div className="plain-page">
      <PageTitle label={paths.error.label} />
      <main className="error-page">
        <DefaultLogo height={56} title="Smart Journey Demo" />
        <h1>OOPS! Something went wrong.</h1>
        <p>Apologies, It seems like there is an internal issue. Please try again.</p>
        <button type="button" className="plain-button" onClick={onBack}>
          Back to the demo
        </button>
      </main>
      {footer}
    </div>
  );
}
