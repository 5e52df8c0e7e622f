// What a reset of the trail did, said where the visitor looks, with Undo (issue 44): in the
// terminal after Clear or Apply Settings, and under the settings' Apply button after applying
// (`tone` light there, dark in the terminal). Undo puts the trail back as it was; Dismiss lets
// it go. A status, so a screen reader hears it without losing its place.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { UndoIcon } from '../../../components/icons';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { trailRestored } from '../../event-log';
import { keptTrailDismissed, selectKeptTrail, type KeptTrail } from './kept-trail-slice';

const steps = (kept: KeptTrail) => {
  const count = kept.triggers.reduce((sum, trigger) => sum + trigger.events.length, 0);
  return count === 1 ? '1 event' : `${count} events`;
};

/** The notice's words: what emptied the trail and how much went. */
export function keptTrailText(kept: KeptTrail): string {
  return kept.reason === 'settings'
    ? `Settings applied: the terminal's trail was reset (${steps(kept)}), as applying starts a new one.`
    : `Trail cleared (${steps(kept)}).`;
}

const tones = {
  dark: { color: '#e6edf3', border: '#30363d', background: '#161b22', action: '#79c0ff' },
  light: { color: '#1b1f3b', border: '#c9cede', background: '#f4f5f9', action: '#1b1f3b' },
} as const;

export function KeptTrailNotice({
  tone,
  only,
}: {
  tone: keyof typeof tones;
  /** Shown only for this reason (the settings panel speaks of its own reset only). */
  only?: KeptTrail['reason'];
}) {
  const dispatch = useAppDispatch();
  const kept = useAppSelector(selectKeptTrail);
  const colours = tones[tone];
  // The status region stays in the page, so what comes into it is announced.
  const isShown = kept !== null && (only === undefined || kept.reason === only);
  return (
    <Box role="status" aria-live="polite">
      {isShown && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 0.5,
            px: 1,
            py: 0.5,
            border: `1px solid ${colours.border}`,
            borderRadius: 1,
            bgcolor: colours.background,
            color: colours.color,
            fontSize: 13,
          }}
        >
          <Box component="span" sx={{ flex: '1 1 160px' }}>
            {keptTrailText(kept)}
          </Box>
          <Button
            size="small"
            startIcon={<UndoIcon />}
            onClick={() => dispatch(trailRestored({ triggers: kept.triggers }))}
            sx={{ color: colours.action, minWidth: 0 }}
          >
            Undo
          </Button>
          <Button
            size="small"
            onClick={() => dispatch(keptTrailDismissed())}
            sx={{ color: colours.color, minWidth: 0 }}
          >
            Dismiss
          </Button>
        </Box>
      )}
    </Box>
  );
}
