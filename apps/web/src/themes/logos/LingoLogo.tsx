// lingo: a smiling speech bubble and a playful wordmark.
import type { LogoProps } from '../theme-types';
import { LogoFrame } from './LogoFrame';

export function LingoLogo(props: LogoProps) {
  return (
    <LogoFrame {...props} width={124} viewHeight={40}>
      <path
        d="M20 3c10 0 17 7 17 15s-7 15-17 15c-2 0-4 0-6-1l-8 5 2-8C5 26 3 22 3 18 3 10 10 3 20 3z"
        fill="#ffc400"
      />
      <circle cx="14" cy="16" r="2.5" fill="#1d3557" />
      <circle cx="26" cy="16" r="2.5" fill="#1d3557" />
      <path
        d="M13 22c4 4 10 4 14 0"
        fill="none"
        stroke="#1d3557"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <text
        x="44"
        y="29"
        fontFamily="'Baloo 2', 'Comic Sans MS', sans-serif"
        fontSize="26"
        fontWeight="700"
        fill="#1d3557"
      >
        lingo
      </text>
    </LogoFrame>
  );
}
