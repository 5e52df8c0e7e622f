// Stands in for a shop screen until its shop issue builds it: names the screen, says what will be
// there, and links the shop's other screens so the flow can be walked through.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ShopRoute } from '../../config/paths';
import { screenDescriptions } from './screen-descriptions';

interface ScreenPlaceholderProps {
  route: ShopRoute;
  brandName: string;
  /** Other screens of this shop: label and URL. */
  screens: readonly { label: string; to: string }[];
}

export function ScreenPlaceholder({ route, brandName, screens }: ScreenPlaceholderProps) {
  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Chip label="Coming soon" color="secondary" size="small" sx={{ alignSelf: 'flex-start' }} />
      <Typography variant="h2" component="h1">
        {route.label}
      </Typography>
      <Typography>{screenDescriptions[route.screen]}</Typography>
      <Typography variant="body2" color="text.secondary">
        This {brandName} screen is part of the demo’s route table; its shop arrives in a later
        release.
      </Typography>
      <Box component="nav" aria-label="Screens of this shop">
        <Typography component="h2" variant="h6" gutterBottom>
          Screens of this shop
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {screens.map((screen) => (
            <li key={screen.to}>
              <Link component={RouterLink} to={screen.to}>
                {screen.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
