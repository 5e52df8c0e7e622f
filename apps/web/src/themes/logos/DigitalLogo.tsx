// Fluenta (digital): two overlapping speech bubbles and a rounded wordmark.
import type { LogoProps } from '../theme-types';
import { LogoFrame } from './LogoFrame';

export function DigitalLogo(props: LogoProps) {
  return (
    <LogoFrame {...props} width={150} viewHeight={40}>
      <path
        d="M4 8h20a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H12l-6 5v-5H4a4 4 0 0 1-4-4V12a4 4 0 0 1 4-4z"
        fill="#5b3cc4"
      />
      <path
        d="M18 16h16a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4h-1v4l-5-4h-10a4 4 0 0 1-4-4v-8a4 4 0 0 1 4-4z"
        fill="#ff8a65"
      />
      <text x="9" y="22" fontFamily="Nunito, sans-serif" fontSize="11" fontWeight="800" fill="#fff">
        A
      </text>
      <text
        x="46"
        y="28"
        fontFamily="Nunito, 'Trebuchet MS', sans-serif"
        fontSize="23"
        fontWeight="800"
        fill="#2a1b66"
      >
        fluenta
      </text>
    </LogoFrame>
  );
}
