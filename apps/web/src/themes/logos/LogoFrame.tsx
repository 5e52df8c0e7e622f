// Shared wrapper of the drawn logos: an inline SVG that is an image with a name, or decorative.
import type { ReactNode } from 'react';
import type { LogoProps } from '../theme-types';

interface LogoFrameProps extends LogoProps {
  width: number;
  viewHeight: number;
  children: ReactNode;
}

export function LogoFrame({ height = 32, title, width, viewHeight, children }: LogoFrameProps) {
  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg
      viewBox={`0 0 ${width} ${viewHeight}`}
      height={height}
      width={(height * width) / viewHeight}
      focusable="false"
      {...label}
    >
      {children}
    </svg>
  );
}
