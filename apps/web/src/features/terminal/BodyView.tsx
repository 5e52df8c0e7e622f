// One body of a call, opened: its JSON drawn lazily (JsonView), a large one closed at first with
// its size, and 'Copy … body' that copies it whole however large it is (issue 34, item 1).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { JsonValue } from '../event-log';
import { CopyButton } from './CopyButton';
import { JsonView } from './JsonView';
import { sizeLabel } from './trail-rows';

/** A body larger than this (characters of its JSON) starts closed. */
export const largeBodyChars = 10_000;

/** The body as 'Copy body' gives it: whole, pretty-printed. */
function bodyText(body: JsonValue): string {
  return JSON.stringify(body, null, 2);
}

export function BodyView({
  body,
  label,
  copyLabel,
}: {
  body: JsonValue;
  /** The group's name, e.g. 'Card payment response body'. */
  label: string;
  /** The copy button's name, e.g. 'Copy response body'. */
  copyLabel: string;
}) {
  const chars = useMemo(() => JSON.stringify(body).length, [body]);
  const isLarge = chars > largeBodyChars;
  return (
    <Box sx={{ mt: 0.75 }}>
      {isLarge && (
        <Typography sx={{ fontSize: 12, color: '#8b949e', mb: 0.5 }}>
          Large body ({sizeLabel(chars)}): open it to read it part by part; {copyLabel} copies it
          whole.
        </Typography>
      )}
      <JsonView value={body} label={label} isOpenAtFirst={!isLarge} />
      <CopyButton label={copyLabel} what="Body" text={() => bodyText(body)} />
    </Box>
  );
}
