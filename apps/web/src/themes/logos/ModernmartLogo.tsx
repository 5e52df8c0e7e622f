// modernmart: a geometric M tile and a lower-case grotesque wordmark.
import type { LogoProps } from '../theme-types';
import { LogoFrame } from './LogoFrame';

export function ModernmartLogo(props: LogoProps) {
  return (
    <LogoFrame {...props} width={176} viewHeight={40}>
      <rect x="2" y="4" width="32" height="32" rx="4" fill="#111111" />
      <path
        d="M9 29V12l9 10 9-10v17"
        fill="none"
        stroke="#c6f432"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <text
        x="42"
        y="28"
        fontFamily="Outfit, 'Helvetica Neue', Arial, sans-serif"
        fontSize="22"
        fontWeight="600"
        letterSpacing="-0.5"
        fill="#111111"
      >
        modernmart
      </text>
    </LogoFrame>
  );
}
