// What 3DS needs to know about the shopper's browser (provider-api.md §2.2 threeDS.deviceData,
// §4 authentication deviceData). Read in the browser by the start events' prepare step, so the
// flows themselves never touch the DOM; tests pass their own values.

/** Colour depths the provider accepts; anything else is sent as the common 24. */
const colourDepths = ['1', '4', '8', '15', '16', '24', '32', '48'] as const;
export type BrowserColourDepth = (typeof colourDepths)[number];

export interface BrowserData {
  /** Scripts cannot read the real Accept header; this is what browsers send for a page. */
  acceptHeader: string;
  userAgentHeader: string;
  browserLanguage?: string;
  browserJavaEnabled?: boolean;
  browserColorDepth?: BrowserColourDepth;
  browserScreenHeight?: number;
  browserScreenWidth?: number;
  /** Minutes between UTC and local time, as Date.getTimezoneOffset gives it. */
  timeZone?: string;
  browserJavascriptEnabled?: boolean;
}

export const pageAcceptHeader =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

function isColourDepth(value: string): value is BrowserColourDepth {
  return (colourDepths as readonly string[]).includes(value);
}

/** The current browser's values; safe outside a browser (tests, server rendering). */
export function readBrowserData(): BrowserData {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const screenInfo = typeof screen === 'undefined' ? undefined : screen;
  const depth = String(screenInfo?.colorDepth ?? 24);
  const language = nav?.language;
  return {
    acceptHeader: pageAcceptHeader,
    userAgentHeader: nav?.userAgent || 'unknown',
    ...(language ? { browserLanguage: language.slice(0, 35) } : {}),
    browserJavaEnabled: false,
    browserColorDepth: isColourDepth(depth) ? depth : '24',
    ...(screenInfo
      ? {
          browserScreenHeight: Math.max(0, Math.round(screenInfo.height)),
          browserScreenWidth: Math.max(0, Math.round(screenInfo.width)),
        }
      : {}),
    timeZone: String(new Date().getTimezoneOffset()),
    browserJavascriptEnabled: true,
  };
}
