// The terminal's trail tools (issue 32), a row under its tabs: 'Export HAR' (the trail as a HAR
// 1.2 file), 'Open trail…' (a HAR or the demo's JSON export, shown read-only; dropping the file
// on the terminal does the same) and 'Share journey' (a link carrying the shop, the settings and
// the trail). What each needs — the HAR writer, the importer, the compressor — loads when used.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { shopOfPath } from '../../../config/paths';
import { useAppSelector } from '../../../lib/hooks';
import type { Trigger } from '../../event-log';
import { selectDemoSettings } from '../../site-config';
import { CopyButton } from '../CopyButton';
import { downloadJson } from '../export-trail';
import type { TrailImport } from '../har/trail-import';

const buttonSx = {
  color: '#e6edf3',
  minWidth: 0,
  '&.Mui-disabled': { color: '#6e7681' },
} as const;

/** Reads a file into a trail: shared by 'Open trail…' and a drop on the terminal. */
export async function openTrailFile(file: File): Promise<TrailImport> {
  const { importTrailFile } = await import('../har/trail-import');
  return importTrailFile(file);
}

function SharePanel({ url, onClose }: { url: string; onClose(): void }) {
  const fieldId = useId();
  return (
    <Box
      role="region"
      aria-label="Share journey"
      sx={{ mx: 1.5, mt: 1, p: 1, border: '1px solid #30363d', borderRadius: 1, color: '#c9d1d9' }}
    >
      <Box component="label" htmlFor={fieldId} sx={{ display: 'block', fontSize: 12.5, mb: 0.5 }}>
        Journey link ({Math.ceil(url.length / 1024)} KB): the shop, the settings and this trail — no
        card numbers, CVCs or credentials. Whoever opens it sees the journey replayed.
      </Box>
      <Box
        component="input"
        id={fieldId}
        readOnly
        value={url}
        onFocus={(event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select()}
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          font: '12px ui-monospace, Menlo, Consolas, monospace',
          color: '#e6edf3',
          bgcolor: '#161b22',
          border: '1px solid #30363d',
          borderRadius: 1,
          p: 0.75,
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <CopyButton label="Copy link" what="Link" text={() => url} />
        <Button size="small" sx={buttonSx} onClick={onClose}>
          Close
        </Button>
      </Box>
    </Box>
  );
}

export function TrailTools({
  triggers,
  themeName,
  onOpened,
  children,
}: {
  /** The terminal's own trail buttons (Export JSON, Clear), first in the row. */
  children?: ReactNode;
  /** The trail the terminal shows (the live one, or a file or recording it shows instead). */
  triggers: readonly Trigger[];
  themeName: string;
  onOpened(result: TrailImport, fileName: string): void;
}) {
  const settings = useAppSelector(selectDemoSettings);
  const fileInput = useRef<HTMLInputElement>(null);
  const [shared, setShared] = useState<{ url: string } | { message: string } | null>(null);
  const isEmpty = triggers.length === 0;

  const exportHar = async () => {
    const { trailHar } = await import('../har/har-export');
    downloadJson('api-trail.har', trailHar(triggers, themeName, new Date()));
  };

  const share = async () => {
    // The shop is the page's (the terminal shows only inside a shop).
    const shop = shopOfPath(window.location.pathname);
    if (!shop)
      return setShared({ message: 'Open a shop first: a journey is shared from its shop.' });
    const { shareLink } = await import('../share/share-link');
    const link = shareLink({ shop, settings, triggers: [...triggers] }, window.location.origin);
    setShared(link.ok ? { url: link.url } : { message: link.message });
  };

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
          px: 1,
          py: 0.25,
          borderBottom: '1px solid #21262d',
        }}
      >
        {children}
        <Button size="small" sx={buttonSx} disabled={isEmpty} onClick={() => void exportHar()}>
          Export HAR
        </Button>
        <Button
          size="small"
          sx={buttonSx}
          title="Or drop a HAR or JSON trail file on the terminal"
          onClick={() => fileInput.current?.click()}
        >
          Open trail…
        </Button>
        <Box
          component="input"
          ref={fileInput}
          type="file"
          accept=".har,.json,application/json"
          tabIndex={-1}
          aria-hidden="true"
          sx={{ display: 'none' }}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void openTrailFile(file).then((result) => onOpened(result, file.name));
          }}
        />
        <Button size="small" sx={buttonSx} disabled={isEmpty} onClick={() => void share()}>
          Share journey
        </Button>
      </Box>
      {shared && 'url' in shared && <SharePanel url={shared.url} onClose={() => setShared(null)} />}
      {shared && 'message' in shared && (
        <Typography role="alert" sx={{ mx: 1.5, mt: 1, fontSize: 13, color: '#ff7b72' }}>
          {shared.message}
        </Typography>
      )}
    </>
  );
}
