// /landing, the use-case chooser (spec §1 "Landing page"). Plain HTML and CSS, no UI kit: this is
// the first page most visitors load and it has a bundle and speed budget (bench/).
import type { CSSProperties, ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { demoName, paths } from '../../config/paths';
import { animationMs, layout } from '../../themes/breakpoints';
import { DefaultLogo } from '../../themes/logos/DefaultLogo';
import { UseCaseCard } from './UseCaseCard';
import { useCaseGroups, type UseCase } from './use-cases';
import '../../components/plain-page.css';
import './landing.css';

/** Spec §2 and §9 constants for landing.css: the anchors' scroll offset, the cards' hover. */
const pageConstants: CSSProperties & Record<`--sjd-${string}`, string> = {
  '--sjd-scroll-offset': `${layout.scrollOffset}px`,
  '--sjd-fastest': `${animationMs.fastest}ms`,
};

interface LandingPageProps {
  footer: ReactNode;
  status: ReactNode;
  /** A card was clicked (its link then opens the shop). */
  onChoose(useCase: UseCase): void;
  /** Opens a shop's path in this page (a card's plain click). */
  onOpen(path: string): void;
}

export function LandingPage({ footer, status, onChoose, onOpen }: LandingPageProps) {
  return (
    <div className="plain-page" style={pageConstants}>
      <PageTitle label={paths.landing.label} />
      <header className="hero">
        <div className="hero__inner">
          <p className="hero__mark">
            <DefaultLogo height={40} />
            <span>Payment integrations, step by step</span>
          </p>
          <h1>{demoName}</h1>
          <p className="hero__lead">
            Pick a sample shop, pay inside a simulated phone or desktop, and watch every API request
            and response appear in the terminal beside it. Everything runs against a built-in
            sandbox of the provider’s test environment: no account, no credentials.
          </p>
          {status}
          <nav className="hero__jump" aria-labelledby="jump-title">
            <h2 id="jump-title">Jump to section</h2>
            <ul>
              {useCaseGroups.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}`}>{group.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className="use-cases">
        {useCaseGroups.map((group) => (
          <section
            key={group.id}
            id={group.id}
            className="use-case-group"
            aria-labelledby={`${group.id}-title`}
          >
            <div className="use-case-group__head">
              <h2 id={`${group.id}-title`}>{group.title}</h2>
              <p className="use-case-group__recommendation">{group.recommendation}</p>
              <p className="use-case-group__summary">{group.summary}</p>
            </div>
            <ul className="use-case-group__cards">
              {group.useCases.map((useCase) => (
                <UseCaseCard
                  key={useCase.theme}
                  useCase={useCase}
                  onChoose={onChoose}
                  onOpen={onOpen}
                />
              ))}
            </ul>
          </section>
        ))}
      </main>
      {footer}
    </div>
  );
}
