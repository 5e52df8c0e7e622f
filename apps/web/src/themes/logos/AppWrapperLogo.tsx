// The demo shell's mark: a terminal prompt.
import type { LogoProps } from '../theme-types';
import { LogoFrame } from './LogoFrame';

export function AppWrapperLogo(props: LogoProps) {
  return (
    <LogoFrame {...props} width={40} viewHeight={40}>
      <rect width="40" height="40" rx="8" fill="#0d1117" stroke="#30363d" strokeWidth="2" />
      <path
        d="M10 14l7 6-7 6"
        fill="none"
        stroke="#3fb950"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M20 27h10" stroke="#e6edf3" strokeWidth="3" strokeLinecap="round" />
    </LogoFrame>
  );
}
