// The 'Code' button of a trail entry: opens the Code view, which loads (with its snippet
// library) only the first time one is opened.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useId, useState } from 'react';
import type { CodeViewProps } from './CodeView';

const CodeView = lazy(async () => ({ default: (await import('./CodeView')).CodeView }));

export function CodeToggle(props: CodeViewProps) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ mt: 0.5 }}>
      <Button
        size="small"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen((open) => !open)}
        sx={{ color: '#79c0ff', minWidth: 0 }}
      >
        {props.mode === 'receive' ? 'Code: receive this' : 'Code'}
      </Button>
      <Box id={id} hidden={!isOpen}>
        {isOpen && (
          <Suspense
            fallback={
              <Typography sx={{ fontSize: 12, color: '#8b949e' }}>Loading code…</Typography>
            }
          >
            <CodeView {...props} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
