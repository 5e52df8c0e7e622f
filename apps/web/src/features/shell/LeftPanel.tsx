// The left panel (spec §1 "Demo shell"): 'Back to use cases' (to /) and the collapsible accordion
// titled from the theme description. Its content (information panel + settings, or the
// documentation panel) is composed by the route. The accordion's open state is the app wrapper's
// showInfoWindow, which a demo choice sets.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { BackIcon, ExpandMoreIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { infoWindowToggled, selectShowInfoWindow } from './app-wrapper-slice';
import { LiveBadge } from './LiveBadge';

interface LeftPanelProps {
  description: string;
  children: ReactNode;
  /**
   * The visitor is about to open the panel (pointer over its heading, or focus on it): its
   * content is made only when open, so this is the moment to fetch what it needs.
   */
  onOpenIntent?: () => void;
}

export function LeftPanel({ description, children, onOpenIntent }: LeftPanelProps) {
  const dispatch = useAppDispatch();
  const expanded = useAppSelector(selectShowInfoWindow);
  return (
    <Stack spacing={2} component="aside" aria-label="Demo controls">
      <Button
        component={Link}
        to={paths.root.path}
        variant="outlined"
        startIcon={<BackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to use cases
      </Button>
      <LiveBadge place="shell" />
      <Accordion
        expanded={expanded}
        onChange={() => dispatch(infoWindowToggled())}
        disableGutters
        // The summary's heading is the panel's h2 (MUI wraps it in an h3 by default, which
        // would follow the shop's h1 with an h3 and nest a heading in a heading).
        // The settings (or documentation) are made when the panel first opens, not at every load
        // of a shop page, where the panel starts closed: MUI otherwise renders and lays out the
        // whole closed form. Once made they stay (closed, as before), so a draft not yet applied
        // survives closing and reopening.
        slotProps={{ heading: { component: 'h2' }, transition: { mountOnEnter: true } }}
        sx={{ maxWidth: 1156 }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="demo-settings-summary"
          onPointerEnter={onOpenIntent}
          onFocus={onOpenIntent}
        >
          <Typography component="span" variant="h4">
            {description}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>{children}</AccordionDetails>
      </Accordion>
    </Stack>
  );
}
