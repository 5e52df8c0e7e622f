// Everything around a shop screen inside the device frame: navigation bar, the screen, footer.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { EnvironmentConfig } from '@sjd/contracts';
import type { ShopRoute, ShopTheme } from '../../config/paths';
import type { ThemeData } from '../../themes/theme-types';
import { focusRing } from '../shell';
import { NavBar } from './NavBar';
import { ShopFooter } from './ShopFooter';

interface ShopChromeProps {
  shop: ShopTheme;
  theme: ThemeData;
  route: ShopRoute;
  itemCount: number;
  config: EnvironmentConfig | null;
  onPrivacyChoices(): void;
  children: ReactNode;
}

export function ShopChrome(props: ShopChromeProps) {
  const { shop, theme, route, itemCount, config, onPrivacyChoices, children } = props;
  return (
    <Box
      sx={{
        minHeight: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        color: 'text.primary',
        fontFamily: theme.typography.body.family,
        // The shop's own ring: its text colour around, its background inside (issue 35).
        ...focusRing(theme.palette.text, theme.palette.background),
      }}
    >
      {!route.hideNavigation && (
        <NavBar shop={shop} theme={theme} route={route} itemCount={itemCount} />
      )}
      {/* Marked for the browser walk that watches this area between screens (issue 35). */}
      <Box data-shop-screen="" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
      <ShopFooter
        theme={theme}
        showLogo={route.footerLogo}
        links={config}
        onPrivacyChoices={onPrivacyChoices}
      />
    </Box>
  );
}
