// What the header's trail actions need besides the page (issue 32): reading a trail file (a HAR
// or the demo's JSON export; by 'Open trail…' or a drop on the terminal), writing the trail as
// HAR or as a script (issue 44), and the journey link. What each needs — the importer, the HAR writer, the compressor —
// loads when used.
import { shopOfPath } from '../../../config/paths';
import type { Trigger } from '../../event-log';
import type { DemoSettings } from '../../site-config';
import { downloadJson, downloadText } from '../export-trail';
import type { TrailImport } from '../har/trail-import';
import type { ScriptLanguage } from '../take-home/journey-script';
import type { TakeHomeContext } from '../take-home/take-home-context';

export async function openTrailFile(file: File): Promise<TrailImport> {
  const { importTrailFile } = await import('../har/trail-import');
  return importTrailFile(file);
}

export async function exportHar(triggers: readonly Trigger[], themeName: string): Promise<void> {
  const { trailHar } = await import('../har/har-export');
  downloadJson('api-trail.har', trailHar(triggers, themeName, new Date()));
}

/** 'Download as script': the trail as a bash or Node file that replays the journey. */
export async function downloadScript(
  triggers: readonly Trigger[],
  context: TakeHomeContext,
  language: ScriptLanguage,
  themeName: string,
): Promise<void> {
  const { journeyScript } = await import('../take-home/journey-script');
  const script = journeyScript(triggers, context, language, themeName);
  downloadText(script.fileName, script.text, script.mimeType);
}

export type SharedLink = { url: string } | { message: string };

/** The journey link of the page's shop (the terminal shows only inside a shop), or why not. */
export async function journeyLink(
  triggers: readonly Trigger[],
  settings: DemoSettings,
): Promise<SharedLink> {
  const shop = shopOfPath(window.location.pathname);
  if (!shop) return { message: 'Open a shop first: a journey is shared from its shop.' };
  const { shareLink } = await import('../share/share-link');
  const link = shareLink({ shop, settings, triggers: [...triggers] }, window.location.origin);
  return link.ok ? { url: link.url } : { message: link.message };
}
