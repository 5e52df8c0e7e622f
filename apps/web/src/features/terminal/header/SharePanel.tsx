// 'Share journey' (issue 32): the link, carrying the shop, the settings and the trail, in a field
// to copy from, with what it holds and what it does not. Opened from the terminal's header, it
// takes the focus, the link selected: the header button's tooltip goes, and Ctrl+C copies it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { CopyButton } from '../CopyButton';

export function SharePanel({ url, onClose }: { url: string; onClose(): void }) {
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
        autoFocus
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
        <Button size="small" sx={{ color: '#e6edf3', minWidth: 0 }} onClick={onClose}>
          Close
        </Button>
      </Box>
    </Box>
  );
}
