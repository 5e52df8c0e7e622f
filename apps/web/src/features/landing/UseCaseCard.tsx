// One landing card: the shop's own brand band, what it demonstrates, and a link into it. The
// click runs the full reset of spec §4 (demoChosen) before the shop opens: the shop route waits
// for the same store load, whose callbacks run in order.
import { Link } from 'react-router';
import { shopBase } from '../../config/paths';
import { themeSummaries } from '../../themes/summaries';
import type { UseCase } from './use-cases';

export interface UseCaseCardProps {
  useCase: UseCase;
  onChoose(useCase: UseCase): void;
}

export function UseCaseCard({ useCase, onChoose }: UseCaseCardProps) {
  const theme = themeSummaries[useCase.theme];
  const { Logo } = theme;
  return (
    <li className="use-case">
      <Link
        className="use-case__link"
        to={shopBase(useCase.theme)}
        onClick={() => onChoose(useCase)}
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
      </Link>
    </li>
  );
}
