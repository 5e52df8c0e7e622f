// The Orders panel's words for what the browser keeps: the shop's name and the time an order was
// placed (the provider's timestamps are shown as they come, in UTC).
import type { ShopTheme } from '../../config/paths';
import { themeSummaries } from '../../themes/summaries';

export function shopTitle(shop: ShopTheme): string {
  return themeSummaries[shop].title;
}

/** '2026-11-27 01:39 UTC': the same for every visitor and every test, whatever the locale. */
export function placedAtText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A provider timestamp with seconds: '2026-11-27 01:39:12 UTC'. */
export function eventTimeText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
