// Sunbaked (retail): a setting sun over the sea and a serif wordmark.
import type { LogoProps } from '../theme-types';
import { LogoFrame } from './LogoFrame';

export function RetailLogo(props: LogoProps) {
  return (
    <LogoFrame {...props} width={168} viewHeight={40}>
      <path d="M4 26a14 14 0 0 1 28 0z" fill="#e07a3f" />
      <g stroke="#e07a3f" strokeWidth="2.5" strokeLinecap="round">
        <path d="M18 4v4M6.5 9.5l2.8 2.8M29.5 9.5l-2.8 2.8" />
      </g>
      <path
        d="M2 31c4-3 8 3 12 0s8 3 12 0 6 2 8 0"
        fill="none"
        stroke="#2f6f73"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <text
        x="42"
        y="29"
        fontFamily="'Playfair Display', Georgia, serif"
        fontSize="22"
        fontWeight="700"
        letterSpacing="1"
        fill="#3d2b1f"
      >
        Sunbaked
      </text>
    </LogoFrame>
  );
}
