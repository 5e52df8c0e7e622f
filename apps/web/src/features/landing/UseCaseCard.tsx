// One landing card: the shop's own brand band, what it demonstrates, and a link into it. The
// click runs the full reset of spec §4 (demoChosen) before the shop opens: the shop route waits
// for the same store load, whose callbacks run in order. A plain link, not react-router's: the
// landing renders without the router (main.tsx); a plain click opens the shop in this page
// (`onOpen`), a click with a modifier key or another button is the browser's (a new tab).
import type { MouseEvent } from 'react';
import { shopBase } from '../../config/paths';
import { themeSummaries } from '../../themes/summaries';
import type { UseCase } from './use-cases';

export interface UseCaseCardProps {
  useCase: UseCase;
  onChoose(useCase: UseCase): void;
  onOpen(path: string): void;
}

/** A click the page handles itself: the main button, no modifier key (as react-router's Link). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function UseCaseCard({ useCase, onChoose, onOpen }: UseCaseCardProps) {
  const theme = themeSummaries[useCase.theme];
  const { Logo } = theme;
  const path = shopBase(useCase.theme);
  return (
    <li className="use-case">
      <a
        className="use-case__link"
        href={path}
        onClick={(event) => {
          onChoose(useCase);
          if (event.defaultPrevented || !isPlainClick(event)) return;
          event.preventDefault();
          onOpen(path);
        }}
      >
        <span
          className="use-case__brand"
          style={{ background: theme.splash.background, color: theme.splash.onBackground }}
        >
          <span className="use-case__logo" style={{ background: theme.palette.surface }}>
            <Logo height={28} />
          </span>
        </span>
        <span className="use-case__body">
          <span className="use-case__title">{useCase.shop}</span>
          <span className="use-case__brand-name">{theme.brand.name}</span>
          <span className="use-case__facts">
            <span>
              Theme <strong>{useCase.theme}</strong>
            </span>
            <span>
              Integration <strong>{useCase.integrationType}</strong>
            </span>
          </span>
          <span className="use-case__features">
            {useCase.features.map((feature) => (
              <span key={feature} className="use-case__feature">
                {feature}
              </span>
            ))}
          </span>
          <span className="use-case__cta" aria-hidden="true">
            Try the demo →
          </span>
        </span>
      </a>
    </li>
  );
}
