// Museart: a classical portico and a spaced serif wordmark.
import type { LogoProps } from '../theme-types';
import { LogoFrame } from './LogoFrame';

export function MuseartLogo(props: LogoProps) {
  return (
    <LogoFrame {...props} width={184} viewHeight={40}>
      <path d="M3 13L19 4l16 9z" fill="#7a1f2b" />
      <g fill="#b08d57">
        <rect x="6" y="15" width="4" height="16" />
        <rect x="13" y="15" width="4" height="16" />
        <rect x="21" y="15" width="4" height="16" />
        <rect x="28" y="15" width="4" height="16" />
      </g>
      <rect x="3" y="32" width="32" height="4" fill="#7a1f2b" />
      <text
        x="44"
        y="29"
        fontFamily="'Cormorant Garamond', Garamond, 'Times New Roman', serif"
        fontSize="24"
        fontWeight="600"
        letterSpacing="3"
        fill="#2b1b17"
      >
        MUSEART
      </text>
    </LogoFrame>
  );
}
