// The shop logos with a wordmark: SVG files whose text is outlined to paths (art/logos and
// art/outline-logos.mjs), shown as images. A logo never depends on installed fonts, and the
// landing page's script carries none of their path data.
import type { ComponentType } from 'react';
import type { LogoProps } from '../theme-types';

interface LogoBox {
  width: number;
  height: number;
}

/** A logo component for an outlined SVG file: an image with a name, or decorative. */
export function logoImage(
  src: string,
  box: LogoBox,
  displayName: string,
): ComponentType<LogoProps> {
  function Logo({ height = 32, title }: LogoProps) {
    return (
      <img
        src={src}
        height={height}
        width={Math.round((height * box.width) / box.height)}
        alt={title ?? ''}
        // Decorative where it has no name (beside the brand's name, inside a named link).
        {...(title ? {} : { 'aria-hidden': true })}
        style={{ display: 'block', flexShrink: 0 }}
        decoding="async"
      />
    );
  }
  Logo.displayName = displayName;
  return Logo;
}
