// Which shop screen a replay shows (issue 44): each recorded event carries the path of the screen
// the visitor was on (event-log `screen`), so after `position` steps the device frame shows the
// screen of the latest step that has one — the checkout when the card session was made, the
// processing screen through 3DS, the result after. A shared link's paths are not trusted: only a
// route of the link's own shop is shown (anything else would leave the shop, or the demo).
import { matchPath } from 'react-router';
import { shopBase, type ShopTheme } from '../../../config/paths';
import { shopRoutes } from '../../../config/shops';
import type { Trigger } from '../../event-log';
import { latestStepOf } from '../../processing';
import { replayPrefix } from './viewed-trail';

/** True when `path` is one of the shop's own routes (exact, case-sensitive, as the router). */
export function isScreenOf(shop: ShopTheme, path: string): boolean {
  const base = shopBase(shop);
  return shopRoutes(shop).some(
    (route) =>
      matchPath(
        { path: route.path ? `${base}/${route.path}` : base, caseSensitive: true, end: true },
        path,
      ) !== null,
  );
}

export interface ReplayScreen {
  path: string;
  /** The replay's latest step, as the processing screen says it. */
  latestStep: string | null;
}

/** The screen to show after `position` steps of the recording, or null (none recorded yet). */
export function replayScreenAt(
  triggers: readonly Trigger[],
  position: number,
  shop: ShopTheme,
): ReplayScreen | null {
  const events = triggers.flatMap((trigger) => trigger.events).slice(0, Math.max(position, 0));
  const path = events.findLast((event) => event.screen !== undefined)?.screen;
  if (path === undefined || !isScreenOf(shop, path)) return null;
  return { path, latestStep: latestStepOf(replayPrefix(triggers, position)) };
}
