// 'Export the whole trail as JSON' (beyond the spec): the triggers and events as one file, cut as
// every export is (export-scrub.ts), saying what was cut.
import type { Trigger } from '../event-log';
import { exportCuts, scrubbedTrail } from './export-scrub';

export function trailDocument(triggers: readonly Trigger[], theme: string, exportedAt: Date) {
  return {
    exportedAt: exportedAt.toISOString(),
    theme,
    cut: exportCuts,
    triggers: scrubbedTrail(triggers).map(({ name, events }) => ({ name, events })),
  };
}

export function downloadJson(fileName: string, value: unknown): void {
  downloadText(fileName, JSON.stringify(value, null, 2), 'application/json');
}

export function downloadText(fileName: string, text: string, mimeType: string): void {
  const blob = new Blob([text], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
