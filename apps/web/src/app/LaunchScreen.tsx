// What a page opened on a shop route shows while that route first loads (the router's
// HydrateFallback; a shop reached from the landing keeps the landing on screen until then): the shop's
// own launch screen — its splash background (the splash's artwork when the route is the splash),
// its logo and a loading status — instead of an empty page. Built from the theme summaries and
// plain CSS, which the landing's bundle already carries: it shows as soon as the entry has run,
// while the UI kit, the store and the screen are still downloading (seconds on a slow phone).
// The splash routes of shops with artwork are also served with it prerendered into their HTML
// (launch-pages.tsx), so their artwork is painted before any script runs.
import { LaunchScreenView } from './LaunchScreenView';
import { useShopRouteHandle } from './routes/route-handle';

export function LaunchScreen() {
  const handle = useShopRouteHandle();
  if (!handle) return null;
  return <LaunchScreenView theme={handle.theme} isSplash={handle.route.screen === 'splash'} />;
}
