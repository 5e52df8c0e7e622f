// Which component each shop screen renders. The shop issues replace placeholders here, one screen
// at a time; every screen is its own lazy chunk.
import type { ComponentType } from 'react';
import type { ScreenId } from '../../config/paths';

export async function loadScreen(screen: ScreenId): Promise<ComponentType> {
  switch (screen) {
    case 'splash':
      return (await import('./splash-route')).SplashRoute;
    default:
      return (await import('./placeholder-route')).PlaceholderRoute;
  }
}
