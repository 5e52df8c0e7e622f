// A copy-to-clipboard button of the terminal with its own polite status ('Body copied'). The
// text is built when pressed, so a large body is serialised only when someone copies it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export function CopyButton({
  label,
  what,
  text,
}: {
  /** The button's name, e.g. 'Copy as curl'. */
  label: string;
  /** What the status names once copied, e.g. 'Body' → 'Body copied'. */
  what: string;
  text: () => string;
}) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setStatus(`${what} copied`);
    } catch {
      setStatus(`Could not copy the ${what.toLowerCase()}`);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="small" sx={{ color: '#79c0ff', minWidth: 0 }} onClick={() => void copy()}>
        {label}
      </Button>
      <Typography component="span" role="status" sx={{ fontSize: 12, color: '#8b949e' }}>
        {status}
      </Typography>
    </Box>
  );
}
