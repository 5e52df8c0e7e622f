// The demo's own mark: a route of three stops (a journey) in a rounded square.
import type { LogoProps } from '../theme-types';
import { LogoFrame } from './LogoFrame';

export function DefaultLogo(props: LogoProps) {
  return (
    <LogoFrame {...props} width={40} viewHeight={40}>
      <rect width="40" height="40" rx="10" fill="#1b1f3b" />
      <path
        d="M10 28c6 0 6-16 12-16s6 10 8 10"
        fill="none"
        stroke="#ffb400"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="10" cy="28" r="3.5" fill="#fff" />
      <circle cx="22" cy="12" r="3.5" fill="#fff" />
      <circle cx="30" cy="22" r="3.5" fill="#ffb400" />
    </LogoFrame>
  );
}
