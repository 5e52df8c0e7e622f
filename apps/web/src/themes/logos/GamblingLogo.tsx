// GoalRush (gambling): a shield with a lightning bolt and a condensed capital wordmark.
import type { LogoProps } from '../theme-types';
import { LogoFrame } from './LogoFrame';

export function GamblingLogo(props: LogoProps) {
  return (
    <LogoFrame {...props} width={170} viewHeight={40}>
      <path d="M18 2l14 5v11c0 9-6 16-14 20C10 34 4 27 4 18V7z" fill="#00e676" />
      <path d="M20 8l-8 14h6l-3 11 9-15h-6z" fill="#0a1930" />
      <text
        x="40"
        y="30"
        fontFamily="Oswald, 'Arial Narrow', sans-serif"
        fontSize="26"
        fontWeight="600"
        letterSpacing="1.5"
        fill="#ffffff"
      >
        GOALRUSH
      </text>
    </LogoFrame>
  );
}
