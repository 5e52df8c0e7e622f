// The terminal's header (issue 44): one row at every width — the tabs (spec §1: API, with STYLES
// alongside; DIAGRAM, issue 32), then the actions a presenter reaches for as named icons with
// tooltips (Share journey, Clear trail), and the rarer ones in a menu (Export JSON, Export HAR,
// Download as script in bash or Node, Open trail…, Webhook faults…). Two rows of nine words took 96 px of a 400 px column and
// wrapped differently at each width. What an action opens (the journey link, or why there is
// none) shows under the row.
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import {
  CodeIcon,
  DeleteIcon,
  DownloadIcon,
  MoreIcon,
  ShareIcon,
  UploadIcon,
  WarningIcon,
} from '../../../components/icons';
import { TabBar, type TabBarItem } from '../../../components/TabBar';
import { useAppSelector } from '../../../lib/hooks';
import type { Trigger } from '../../event-log';
import { selectDemoSettings } from '../../site-config';
import { downloadJson, trailDocument } from '../export-trail';
import type { TrailImport } from '../har/trail-import';
import { HeaderIconButton } from './HeaderIconButton';
import { SharePanel } from './SharePanel';
import { selectTakeHomeContext } from '../take-home/take-home-context';
import {
  downloadScript,
  exportHar,
  journeyLink,
  openTrailFile,
  type SharedLink,
} from './trail-files';

export type TerminalTab = 'api' | 'diagram' | 'styles';

const terminalTabs: readonly TabBarItem<TerminalTab>[] = [
  { value: 'api', label: 'API', id: 'terminal-tab-api', panelId: 'terminal-panel-api' },
  {
    value: 'diagram',
    label: 'DIAGRAM',
    id: 'terminal-tab-diagram',
    panelId: 'terminal-panel-diagram',
  },
  { value: 'styles', label: 'STYLES', id: 'terminal-tab-styles', panelId: 'terminal-panel-styles' },
];

interface TerminalHeaderProps {
  tab: TerminalTab;
  onTab(tab: TerminalTab): void;
  /** The trail the terminal shows (the live one, or a file or recording shown instead). */
  triggers: readonly Trigger[];
  themeName: string;
  /** Clear empties the live trail: not while a file or a recording is shown, nor when empty. */
  canClear: boolean;
  onClear(): void;
  onOpened(result: TrailImport, fileName: string): void;
  onShowFaults(): void;
}

const menuSx = {
  '& .MuiPaper-root': { bgcolor: '#161b22', color: '#e6edf3', border: '1px solid #30363d' },
  '& .MuiListItemIcon-root': { color: '#c9d1d9' },
  '& .MuiListItemText-secondary': { color: '#8b949e' },
  '& .Mui-focusVisible': { outline: '3px solid #e6edf3', outlineOffset: -3 },
} as const;

export function TerminalHeader(props: TerminalHeaderProps) {
  const { tab, onTab, triggers, themeName, canClear, onClear, onOpened, onShowFaults } = props;
  const settings = useAppSelector(selectDemoSettings);
  const takeHome = useAppSelector(selectTakeHomeContext);
  const fileInput = useRef<HTMLInputElement>(null);
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [shared, setShared] = useState<SharedLink | null>(null);
  const isEmpty = triggers.length === 0;
  const closeMenu = () => setMenuAnchor(null);
  /** A menu item: the menu closes, then the action runs. */
  const item = (run: () => void) => () => {
    closeMenu();
    run();
  };

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.25,
          pr: 0.5,
          borderBottom: '1px solid #30363d',
        }}
      >
        <TabBar
          value={tab}
          onChange={onTab}
          label="Terminal"
          textColor="inherit"
          indicatorColor="#3fb950"
          items={terminalTabs}
          dense
          sx={{ flex: '1 1 auto', minWidth: 0, color: '#e6edf3' }}
        />
        <HeaderIconButton
          label="Share journey"
          hint={isEmpty ? 'Share journey: no calls to share yet' : 'Share journey as a link'}
          isDisabled={isEmpty}
          onClick={() => void journeyLink(triggers, settings).then(setShared)}
        >
          <ShareIcon fontSize="small" />
        </HeaderIconButton>
        <HeaderIconButton
          label="Clear trail"
          hint={
            canClear
              ? 'Clear the trail (Undo brings it back)'
              : isEmpty
                ? 'Clear the trail: it is empty'
                : 'Clear the trail: go back to the live trail first'
          }
          isDisabled={!canClear}
          onClick={onClear}
        >
          <DeleteIcon fontSize="small" />
        </HeaderIconButton>
        <HeaderIconButton
          label="More trail actions"
          hint="Export, download as script, open a trail file, webhook faults"
          menu={{ id: menuId, isOpen: menuAnchor !== null }}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreIcon fontSize="small" />
        </HeaderIconButton>
        <Menu
          id={menuId}
          anchorEl={menuAnchor}
          open={menuAnchor !== null}
          onClose={closeMenu}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          sx={menuSx}
        >
          <MenuItem
            disabled={isEmpty}
            onClick={item(() =>
              downloadJson('api-trail.json', trailDocument(triggers, themeName, new Date())),
            )}
          >
            <ListItemIcon>
              <DownloadIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Export JSON" />
          </MenuItem>
          <MenuItem disabled={isEmpty} onClick={item(() => void exportHar(triggers, themeName))}>
            <ListItemIcon>
              <DownloadIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Export HAR" />
          </MenuItem>
          {(['bash', 'node'] as const).map((language) => (
            <MenuItem
              key={language}
              disabled={isEmpty}
              onClick={item(() => void downloadScript(triggers, takeHome, language, themeName))}
            >
              <ListItemIcon>
                <CodeIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={`Download as script (${language === 'bash' ? 'bash' : 'Node'})`}
                secondary={
                  language === 'bash'
                    ? 'curl and jq: replays the journey'
                    : 'Node 18+: replays the journey'
                }
              />
            </MenuItem>
          ))}
          <MenuItem
            onClick={() => {
              closeMenu();
              fileInput.current?.click();
            }}
          >
            <ListItemIcon>
              <UploadIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Open trail…" secondary="or drop a HAR or JSON file here" />
          </MenuItem>
          <MenuItem onClick={item(onShowFaults)}>
            <ListItemIcon>
              <WarningIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Webhook faults…" />
          </MenuItem>
        </Menu>
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
