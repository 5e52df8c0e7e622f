// The shop's footer (spec §2 "Footer"): the footer logo (plp and pdp only), privacy choices
// (opens the consent manager), the copyright line and the policy and contact links from the
// environment config.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { EnvironmentConfig } from '@sjd/contracts';
import type { ThemeData } from '../../themes/theme-types';

interface ShopFooterProps {
  theme: ThemeData;
  showLogo: boolean;
  links: EnvironmentConfig | null;
  onPrivacyChoices(): void;
}

export function ShopFooter({ theme, showLogo, links, onPrivacyChoices }: ShopFooterProps) {
  const { Logo } = theme;
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        px: 2,
        py: 3,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
      }}
    >
      {showLogo && (
        <Box data-testid="footer-logo">
          <Logo height={26} title={`${theme.brand.name} logo`} />
        </Box>
      )}
      <Button size="small" variant="outlined" color="inherit" onClick={onPrivacyChoices}>
        Privacy choices
      </Button>
      {links && (
        <Box
          component="nav"
          aria-label="Legal"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}
        >
          <Link
            href={links.cookiePolicyLink}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
          >
            Cookie policy
          </Link>
          <Link
            href={links.privacyPolicyLink}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
          >
            Privacy policy
          </Link>
          <Link
            href={links.getInTouchLink}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
          >
            {links.contactUsLabel}
          </Link>
        </Box>
      )}
      <Typography variant="caption" color="text.secondary">
        © {new Date().getFullYear()} {theme.brand.name}. A demo shop: nothing is sold, no money
        moves.
      </Typography>
    </Box>
  );
}
